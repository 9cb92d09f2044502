import { describe, expect, it } from 'vitest';
import { runCoach } from '../../src/coach/engine';
import { questionParts } from '../../src/coach/understand/question-parts';
import { understand } from '../../src/coach/understand/understand';
import { wantsOffers } from '../../src/coach/retrieve/passages';

/** Step one of the coach: what a request asks, read from its meaning rather than its nouns. */
describe('what a request asks', () => {
  const research = (query: string) => understand({ kind: 'research', query });

  it('reads a rule’s deadline as a fact question, whatever metric its words name', () => {
    expect(research('once a patient revokes, within how many days must the NOTR go in').ask).toBe('fact');
    expect(research('how many calendar days do we have to file after a live discharge').ask).toBe('fact');
    expect(research('our live discharge rate is 19%, is that high').ask).toBe('metric');
  });

  it('reads a question about what a measured thing is as a fact question', () => {
    expect(research('how is a live discharge different from a revocation for the family').ask).toBe('fact');
    expect(research('what is a good average length of stay for a hospice our size').ask).toBe('metric');
  });

  it('reads "what does the LCD say" after a situation as a question, not an objection to handle', () => {
    expect(
      understand({ kind: 'chat', prompt: 'pt w pancreatic ca, family stopped treatment. what does the lcd say for elig', history: [] }).ask,
    ).toBe('fact');
  });

  it('keeps a patient’s clinical scores among the figures the answer is read against', () => {
    expect(research('resident with vascular dementia, FAST 7b, PPS 30%, eligible?').particulars.figures).toEqual(
      expect.arrayContaining(['FAST 7b', 'PPS 30%']),
    );
  });

  it('reads a named place’s or person’s own counts as live data', () => {
    expect(research('how many referrals did Dr. Abernathy send us last quarter').particulars.needsLiveData).toBe(true);
    expect(research('which hospices does the DON at Cedar Ridge use right now').particulars.needsLiveData).toBe(true);
    expect(research('how many days is a benefit period on Thursday').particulars.needsLiveData).toBe(false);
  });

  it('reads facts the rep tells about a named place as given, and a team’s own numbers to look at as live data', () => {
    // Told, not asked: "the DON refers to Lakeview" is what the rep knows.
    expect(
      research('90 beds, the DON refers to Lakeview. I have 15 min with Dr. Patel friday, what should I ask him').particulars.needsLiveData,
    ).toBe(false);
    expect(research('which hospice does Dr. Patel refer to now?').particulars.needsLiveData).toBe(true);
    expect(research('which of my liaisons is behind this quarter? check their numbers').particulars.needsLiveData).toBe(true);
  });
});

describe('what the offline coach cannot see', () => {
  const live = (query: string) => understand({ kind: 'research', query }).particulars.needsLiveData;

  it('includes the rep’s own running totals, an area’s current figures and who sends the most', () => {
    expect(live('how many referrals did we get so far this quarter')).toBe(true);
    expect(live('which hospitals send the most hospice referrals to other hospices')).toBe(true);
    expect(live('what is our county’s hospice penetration this year')).toBe(true);
    expect(live('how many referrals do we need to reach 40 admits')).toBe(false);
    expect(live('what is a good penetration rate for a rural county')).toBe(false);
  });

  it('makes a plan from what the rep typed, and says so; asks for the words of an earlier conversation', async () => {
    const plan = await runCoach({ kind: 'playbook', scenario: 'plan for Mercy General using our referral history from the CRM' });
    expect(plan.text).toMatch(/can’t see your referral history/);
    const objection = await runCoach({ kind: 'objection', objection: 'the case manager at Mercy said the same thing as last time' });
    expect(objection.text).toMatch(/What exactly did they say/);
  });
});

describe('the questions in one request, and words that only look like a kind', () => {
  const research = (query: string) => understand({ kind: 'research', query });

  it('splits a request at each further question, keeping the situation with the first', () => {
    expect(questionParts('what is a benefit period and how many can a patient have')).toEqual([
      'what is a benefit period',
      'how many can a patient have',
    ]);
    expect(questionParts('pt on dialysis for years, wants hospice. can she keep dialysis? who pays for it')).toEqual([
      'pt on dialysis for years, wants hospice, can she keep dialysis',
      'who pays for it',
    ]);
    expect(questionParts('can a patient revoke and come back later')).toEqual(['can a patient revoke and come back later']);
  });

  it('answers each question of a two-part request from its own entry', async () => {
    const answer = await runCoach({ kind: 'research', query: 'what are the four levels of care, and when is the NOMNC given' });
    expect(answer.text).toMatch(/routine home care/i);
    expect(answer.text).toMatch(/NOMNC[\s\S]*2 days/);
  });

  it('reads an insurance or care plan as a question, not a request for an account plan', () => {
    expect(research('her medicare advantage plan wont cover hospice?? who bills')).toMatchObject({ ask: 'fact' });
    expect(research('does the plan of care have to be signed by the attending')).toMatchObject({ ask: 'fact' });
    expect(research('need a plan to get into the cancer center')).toMatchObject({ ask: 'account-plan' });
  });

  it('reads "in the ED" as the emergency department, "our ED" as an executive director', () => {
    expect(research('chf pt in the ED twice this month, does she qualify').particulars.role).toBeUndefined();
    expect(research('our ED wants hospice in-services for the memory care staff').particulars.role).toBe('executive director');
  });

  it('asks for the counts behind the rep’s own figure when none are typed, and sees a record’s status as live', () => {
    const live = (query: string) => research(query).particulars.needsLiveData;
    expect(live('what is our live discharge rate this quarter')).toBe(true);
    expect(live('our live discharge rate this quarter is 14 of 80, is that high')).toBe(false);
    expect(live('who is our top referring physician')).toBe(true);
    expect(live('did the election statement for my admit today go through')).toBe(true);
    expect(live('how many hospice admissions in pinal county last quarter')).toBe(true);
  });

  it('reads a number with thousands as one figure', () => {
    const figures = research('12,400 patient days so far, gip + respite = 2,600 days, over 20%?').particulars.figures;
    expect(figures).toEqual(expect.arrayContaining(['12,400 patient', '2,600 days']));
    expect(figures).not.toContain('600 days');
  });
});

describe('a question padded with its story', () => {
  it('is answered by the entry ranked first for its one specific subject', async () => {
    const answer = await runCoach({
      kind: 'chat',
      prompt: 'the CM at Lakeside told the son his dad HAS to be a DNR before hospice, is that right?? son is mad now',
      history: [],
    });
    expect(answer.text).toMatch(/do-not-resuscitate|DNR/);
    expect(answer.text).not.toMatch(/I want to answer exactly/);
  });

  it('is answered by the entry retrieval clearly ranks first, however much the rep says around it', async () => {
    const answer = await runCoach({
      kind: 'research',
      query: 'family finally signed friday late, intake says the NOE got filed the next thursday. is that late and are those days paid',
    });
    expect(answer.text).toMatch(/5 calendar days/);
  });

  it('reads a hospice’s own program as no request for Spartan’s training', async () => {
    const answer = await runCoach({ kind: 'research', query: 'our ALOS is 95 days, is that high for a dementia heavy program' });
    expect(answer.text).not.toMatch(/Spartan training and coaching/);
  });
});

describe('a metric question typed into the plan tool', () => {
  it('is answered with the arithmetic; an account described with figures still gets a plan', async () => {
    const asked = await runCoach({
      kind: 'playbook',
      scenario: 'we had 48 referrals and 30 admits from the hospital last quarter, what is our conversion rate?',
    });
    expect(asked.understanding?.ask).toBe('metric');
    expect(asked.text).toMatch(/62\.5%|63%/);
    const described = await runCoach({
      kind: 'playbook',
      scenario: 'Lakeview Hospital, 9 case managers, we get 5 referrals a month and want 10',
    });
    expect(described.text).toMatch(/playbook/i);
  });
});

describe('a chat question about a rule in a setting', () => {
  it('gets the rule, not a plan for the account', async () => {
    const result = await runCoach({
      kind: 'chat',
      prompt:
        'our SNF wants to start hospice for a resident with COPD while his Part A skilled days are for the COPD too, is that allowed?',
      history: [],
    });
    expect(result.text).not.toMatch(/New-account playbook/);
  });
});

describe('a question that carries what someone said or asked', () => {
  const chat = (prompt: string) => understand({ kind: 'chat', prompt, history: [] }).ask;

  it('is a question when it opens with its own question about a rule', () => {
    expect(chat('how long does the hospice have to file the NOE? the biller said 3 days but i thought it was 5')).toBe('fact');
    expect(chat('what do i say when the DON says hospice is just more work for her nurses')).toBe('objection');
    expect(chat('the case manager said you people only want the easy ones')).toBe('objection');
  });

  it('is a question when a source asked it and the rep needs the answer', () => {
    expect(
      chat('DON asked what our aides actually do and if medicare even requires them. also how long the chaplain visits. quick pls'),
    ).toBe('fact');
  });

  it('is a price of training only when training is named', () => {
    expect(wantsOffers('my admin says we lose money if we miss it. how much is the HQRP penalty')).toBe(false);
    expect(wantsOffers('how much is the coaching for a team of 6')).toBe(true);
  });
});

describe('words that only look like a diagnosis or a plan', () => {
  it('reads "how fast" as speed and "FAST 7" as the dementia scale', () => {
    expect(understand({ kind: 'research', query: 'how fast do we have to get the addendum to the family' }).particulars.diagnosis).toBe(
      undefined,
    );
    expect(understand({ kind: 'research', query: 'pt is a FAST 7a now, eligible?' }).particulars.diagnosis).toBe('dementia');
  });

  it('answers a chat question about how often the plan of care is updated, at a SNF, with the rule', async () => {
    const result = await runCoach({
      kind: 'chat',
      prompt: 'DON at our biggest SNF asked me how often does the IDG update the plan of care. i blanked',
      history: [],
    });
    expect(result.text).not.toMatch(/New-account playbook/);
    expect(result.text).toMatch(/15 days/);
  });
});
