import { describe, expect, it } from 'vitest';
import { redactPatientIdentifiers, redactTask } from '../../src/coach/guard/privacy';
import { redact, removesNothing } from '../helpers/privacy-redact';

/** The privacy guard's general rules, with phrasings of our own (never a blind batch's). */

describe('privacy guard: general rules', () => {
  it('removes a first name with an initial, a relative’s name, and a room after a patient word', () => {
    expect(redact('Can we talk about Lorna K.? She fell twice on the dementia unit.')).not.toContain('Lorna K.');
    expect(redact('I met your father Desmond at the care conference about hospice.')).not.toContain('Desmond');
    const room = redact('The resident in 318B keeps going out to the ER.');
    expect(room).not.toContain('318B');
    expect(room).toContain('[room removed]');
  });

  it('removes every date once a patient is named, and a number right after the name', () => {
    const text = redact('Intake update: patient Ronald Fisk 0099812, admitted 3/14, revoked 4/2 for surgery.');
    for (const gone of ['Ronald Fisk', '0099812', '3/14', '4/2']) expect(text).not.toContain(gone);
  });

  it('keeps what names no patient: the person greeted, staff by role, a facility line, a meeting room', () => {
    for (const text of [
      'Hi Priya, I’m Sam from our hospice. Do you have ten minutes about your residents with dementia?',
      'The DON at Brookhaven is Gloria Tate and she wants an in-service on CHF.',
      'Their front desk is 555-0188 if you need to schedule the dementia huddle.',
      'The case management meeting is in Room 2201 on Thursday.',
    ]) {
      removesNothing(text);
    }
  });

  it('drops an email recipient who is a patient’s relative, and announces names in earlier chat turns', () => {
    const email = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'Following up on respite care.',
      recipientName: 'Nadia Ruiz (patient’s daughter)',
    });
    expect(email.task.recipientName).toBeUndefined();
    expect(email.found).toContain('name');
    const chat = redactTask({
      kind: 'chat',
      prompt: 'how should I follow up?',
      history: [{ role: 'user', content: 'patient Harold Vance, dob 2/2/1931, is declining' }],
    });
    expect(JSON.stringify(chat.task)).not.toContain('Harold Vance');
    expect(chat.found).toEqual(expect.arrayContaining(['name', 'dob']));
  });
});

describe('privacy guard: general rules (2026-11-26)', () => {
  it('keeps the names of staff given a role, the rep’s own name and number, and rooms named for meetings', () => {
    removesNothing('lunch with DON Priya Raman at Cedar Knoll, she runs the IDT on Tuesdays');
    removesNothing('talk to Mrs. Delgado, the administrator, about the hospice contract');
    removesNothing('im Devon, the new liaison, my cell is 614-555-0172 if the team needs me');
    removesNothing('the grand rounds talk is in conf room 310 at noon, then the lunch in room 12 for meetings');
    removesNothing('Room 5 classroom at the admin bldg hosts the LOS review Fridays');
  });

  it('keeps a place’s own address after its name, and a titled quote', () => {
    removesNothing('present at Harbor Pulmonary, 220 Lake St, to the 5 providers');
    removesNothing('Maple Grove on 1400 Bell Ave has 80 apartments, right?');
    removesNothing('thanks for the tour, attaching our "Hospice in Memory Care" guide');
  });

  it('removes record numbers with a letter prefix, records in the recipient field, and a family named in the request', () => {
    expect(redact('MRN: KX-442190, pain crisis overnight')).not.toContain('KX-442190');
    const email = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'confirm the visit time',
      recipientName: 'Ray Dunn (MRN 553201)',
    });
    expect(email.task.recipientName).toBeUndefined();
    const family = redactTask({
      kind: 'email',
      templateType: 'thank_you',
      context: 'thank the Abernathy family for trusting us with their mom',
      recipientName: 'Lena Abernathy',
    });
    expect(family.task.recipientName).toBeUndefined();
    expect(family.task.context).not.toContain('Abernathy');
    const staff = redactTask({
      kind: 'email',
      templateType: 'thank_you',
      context: 'thank SW Omar Haddad for the family council invite',
      recipientName: 'Omar Haddad',
    });
    expect(staff.task.recipientName).toBe('Omar Haddad');
  });

  it('removes relatives named after the relation, a name placed in a room, and event dates', () => {
    for (const [text, gone] of [
      ['family meeting tmrw (son Dmitri) about comfort care', 'Dmitri'],
      ['if Rosalie in apt 221 goes on service the neighbours will ask', 'Rosalie'],
      ['her room at Pine Court is 14-C and she is declining', '14-C'],
      ['the pt in 311 bed B is on 4L of oxygen', '311'],
      ['he started hospice 3/2/2026, when is the F2F due', '3/2/2026'],
      ['nurse visit at 77 Alder Rd today for the ALS pt', '77 Alder Rd'],
      ['his wife called my cell from 555-0148 about the eval', '555-0148'],
    ])
      expect(redact(text!)).not.toContain(gone);
  });
});

describe('clinical shorthand after "pt"', () => {
  it('is not a patient’s initials: the clinical meaning reaches the coach', () => {
    for (const text of ['CHF pt EF 20%, NYHA IV at rest', 'pt BP dropping since Friday', 'pt SOB at rest on 4L']) {
      const result = redactPatientIdentifiers(text);
      expect(result.text, text).toBe(text);
      expect(result.found, text).toEqual([]);
    }
  });

  it('is not a contraction typed without its apostrophe either', () => {
    const text = 'pt doesnt want to give up her pulmonologist, pt isnt eating much';
    expect(redactPatientIdentifiers(text).text).toBe(text);
  });

  it('is not a code status either ("pt is full code")', () => {
    const text = 'the hospitalist says pt is full code so not appropriate';
    expect(redactPatientIdentifiers(text).text).toBe(text);
  });

  it('while real initials are still removed', () => {
    expect(redactPatientIdentifiers('pt JK in room 12 is declining').text).not.toContain('JK');
  });
});

describe('privacy guard: rules studied on privacy-p6 and p3 (phrasings of our own)', () => {
  it('removes a first name with an initial and no stop, a name and its alias in brackets, and a name after a room', () => {
    expect(redact('two pts at Cedar Hill now: Irma B and Mr Novak rm 9, both declining')).not.toMatch(/Irma B|Novak|rm 9\b/);
    const alias = redact("pt is 'Birdie' (Roberta Hale), dx CHF, family calls every night");
    expect(alias).not.toMatch(/Birdie|Roberta Hale/);
    expect(redact('ask about Pop Lou (louis garner) at the ALF, his DOB is 2/3/31')).not.toMatch(/Pop Lou|louis garner/);
    expect(redact('the DON said the man in rm 215, Ernesto, is refusing meals')).not.toContain('Ernesto');
  });

  it('reads the sentence before a name as its context, and "she\'s in 412" as a room', () => {
    const text = redact("We're not giving up on Dad. Harold Quince is tough, he's in 412 and he's eating.");
    expect(text).not.toMatch(/Harold Quince|412/);
  });

  it('removes an admission date a few words after its label, and a seven-digit number after "#"', () => {
    expect(redact('when is the NOE due if we admitted MRN B2201 on tues 10/14')).not.toContain('10/14');
    expect(redact('thanks for the smooth admit of rm 12B yesterday (10/30)')).not.toContain('10/30');
    expect(redact('the son keeps texting me, his # is 555-0191')).not.toContain('555-0191');
  });

  it('removes the name of the daughter spoken to in a role-play, and the patient as an email recipient', () => {
    const practice = redactTask({
      kind: 'chat',
      prompt: 'I know, Renata. Your dad has lived on that farm for fifty years.',
      history: [],
      practice: { persona: 'adult-daughter', action: 'reply' },
    });
    expect(practice.task.prompt).not.toContain('Renata');
    const email = redactTask({
      kind: 'email',
      templateType: 'thank_you',
      context: 'thank the patient himself for welcoming our nurse',
      recipientName: 'Mr. Otis Vance',
    });
    expect(email.task.recipientName).toBeUndefined();
  });

  it('removes a patient’s name said again in lower case, a name after "the pt in 412,", and a family recipient’s name in the context', () => {
    expect(redact('our pt there is Rosalind Meyer apt 12, family loves us. rosalind asks for the chaplain weekly')).not.toMatch(
      /rosalind/i,
    );
    expect(redact('can you get me the family number for the pt in 318, Ignatius? the son wants a call')).not.toContain('Ignatius');
    const email = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'check in with Marta about whether she talked to her brothers about hospice for their mom',
      recipientName: 'Marta Ruiz (daughter)',
    });
    expect(email.task.context).not.toContain('Marta');
  });

  it('keeps what names no patient: a contact thanked by title, a rep’s signature, a facility on a suite or with its bed count, a unit of a building, staff named by role or sent something', () => {
    for (const text of [
      'thanks for meeting me Ms. Oduya, how do CHF discharges go on your floor?',
      'my new email sig: Dana Reyes, Community Liaison, Spartan Hospice, cell 615-555-0110',
      'Maple Court is 410 Harbor Blvd, Suite 200, right? dropping off our guide',
      'SNF: Brookline Manor, 120 beds, 88 Fenwick Pkwy. DON is Lisa Kerr, new to hospice',
      'send our dementia sheet to the care team on Unit 4C at Rosewood',
      'Mercy General, 300 beds, CM lead Paula Grant, refers mostly to Evergreen',
      'send Paula Grant at Mercy General our COPD one-pager; 25% of their readmits are COPD',
    ]) {
      removesNothing(text);
    }
  });
});

describe('privacy guard: rules studied on privacy-p7 (phrasings of our own)', () => {
  it('removes the person a relative belongs to, a real name given, initials in a room, a lower-case name on a unit, and "our X who lives on Y Rd"', () => {
    expect(redact('how do i talk to the son of harriet oyelowo, he says not yet but she stopped drinking')).not.toMatch(/harriet|oyelowo/i);
    expect(redact('our pt Dutch (real name Cornelius) at the ALF apt 2B keeps falling')).not.toMatch(/Dutch|Cornelius/);
    expect(redact('R.K. in room 210 passed last night, family was grateful')).not.toContain('R.K.');
    expect(redact('hospitalist: palliative is already following wendell prior on 5C, no hospice needed')).not.toContain('wendell prior');
    expect(redact('need the F2F rules, pt admitted 3/3/2026 (our Fern who lives on Mockingbird Ln)')).not.toMatch(/Fern|Mockingbird Ln/);
    expect(redact('new territory: one referral so far, referred 10/2 by her PCP')).not.toContain('10/2');
  });

  it('keeps a contact met by title, the rep’s own cell when introducing themself, an office on a parkway with a suite, and "our 24/7 line"', () => {
    for (const text of [
      'goal: meet w Mrs. Okoro by 12/10 about the CM huddle',
      'im Tara Quinn, liaison for the east side, cell 513-555-0145',
      'pulm group Drs. Ames and Holt at 220 Medical Pkwy ste 4, lots of COPD, no referrals',
      'include our 24/7 line 888-555-0190 and the intake fax',
      'thank Mr. Lyle the ED at Birch Commons for the memory care tour',
      'Dr. Haas, I caught your grand rounds on 10/8 about sepsis in older adults',
      'the clinic wants one point person for hospice questions. ours is Dana Cole, our oncology nurse liaison',
    ]) {
      removesNothing(text);
    }
  });
});

describe('privacy guard: rules studied on privacy-p8 (phrasings of our own)', () => {
  it('removes a patient named through a relative, a nickname, a hospital unit or a bare room', () => {
    expect(redact("okafor's son keeps asking if hospice means we stop his meds")).not.toContain('okafor');
    expect(redact('Greta’s husband wants to know about respite')).not.toContain('Greta');
    expect(redact('Wilhelmina (goes by Billie) is bedbound now, family is exhausted')).not.toContain('Billie');
    expect(redact("sunny (that's what the aides call her) stopped eating this week")).not.toContain('sunny');
    expect(redact('Marcus Obi is on 4 west with end stage COPD, can we see him today')).not.toContain('Marcus Obi');
    expect(redact('heard about walt b. on 6 north, ESRD and refusing dialysis')).not.toContain('walt b.');
    expect(redact('is R.T. in 212 someone we should talk to the family about?')).not.toContain('R.T.');
    expect(redact('Hattie Pell in 3B has had two falls and a UTI this month')).not.toContain('Pell');
    expect(redact('f/u with the daughter, her dad lives alone on Juniper Ave and she worries')).not.toContain('Juniper Ave');
  });

  it('takes the email’s recipient for family when the request writes to the patient’s relative', () => {
    const { task } = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'follow up w the pts daughter about the info visit and her question on respite',
      recipientName: 'Noor Haddad',
    });
    expect(JSON.stringify(task)).not.toContain('Noor');
  });

  it('still removes a titled patient name that opens a note without speaking to anyone', () => {
    expect(redact('Mrs. Ivy Lund, 94, end stage CHF, family asking about hospice')).not.toContain('Ivy Lund');
  });

  it('keeps the contact addressed by title at the start of a line, a signature, and "no pt info"', () => {
    for (const text of [
      'Ms. Ferraro, could you spare 20 minutes thursday to walk through our dementia in-service?',
      'Dr. Lin asked what to expect. Mr. Abbott, would friday at 2 work for your team?',
      'sign as Omar Reyes, Brightwater Hospice, cell 614-555-0133',
      'keep it short and friendly, no pt info, mention our 24/7 intake line',
    ]) {
      removesNothing(text);
    }
  });
});

describe('privacy guard: rules studied on privacy-p9 (phrasings of our own)', () => {
  it('removes a name known by what only a patient has or does: a room, a death, a unit, an apartment', () => {
    const cases: [string, string[]][] = [
      ["Rosalind's apartment is on the 2nd floor and her daughter wants a meeting", ['Rosalind']],
      ['recap: eval tomorrow for T. Abernathy (rm 311) and Ponce, bed 4', ['T. Abernathy', 'Ponce', '311']],
      ['K.W. passed early this morning, family was grateful', ['K.W.']],
      ['can you help me with ferdinand (the copd guy at maple court)', ['ferdinand']],
      ['ezekiel from the memory care unit passed last night. how do I follow up with the DON', ['ezekiel']],
      ['Little Tommy on the dementia floor finally agreed to talk with us', ['Tommy']],
    ];
    for (const [text, gone] of cases) for (const identifier of gone) expect(redact(text), text).not.toContain(identifier);
  });

  it('removes an age over 89 said of a relative or with "yrs", a seven-digit phone without a dash, and where a patient lives', () => {
    expect(redact('her husband is 93 and cant manage the stairs')).toContain('[age removed]');
    expect(redact('mom is 97 yrs and on 3L')).not.toContain('97');
    expect(redact('the son’s phone is 5550123, he never picks up')).not.toContain('5550123');
    expect(redact('referral from the cardiology office, pt lives at 48 Birchwood Ln apt 3')).not.toContain('48 Birchwood Ln');
  });

  it('keeps staff named in brackets after their role, meeting rooms, experience in years, and staff who pass an exam', () => {
    for (const text of [
      'DON at Willow Creek (Sandra Pike) wants an inservice on dementia eligibility, conference room 2B thurs at 2pm',
      'meet me at Heritage Point, room 114 for the lunch and learn',
      'our team has 90 years of experience combined in hospice',
      'the ED passed the state survey with no tags',
      'She passed the CHPN exam last week!',
    ]) {
      removesNothing(text);
    }
  });
});

describe('privacy guard: a patient word at the end of a sentence', () => {
  it('does not take the next sentence’s first word for the patient’s name', () => {
    removesNothing('Oxygen and the bed are covered at no cost to the resident. offer to drop off our equipment list Tuesday.');
    removesNothing('We never bill the patient. call the office if the family asks.');
  });

  it('still removes a name after the abbreviation "pt."', () => {
    expect(redact('pt. Wendell Ames in the CHF unit is declining')).not.toContain('Wendell Ames');
  });
});
