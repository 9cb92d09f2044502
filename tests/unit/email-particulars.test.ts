import { describe, expect, it } from 'vitest';
import { emailParticulars } from '../../src/coach/compose/offline/email-particulars';
import { composeEmail } from '../../src/coach/compose/offline/email';

/** The one thing an email request is for survives into the draft (phrasings of our own). */
const lines = (context: string) => emailParticulars(context).join('\n');

describe('email particulars', () => {
  it('keeps a date and time, in full words, spoken to the recipient', () => {
    expect(lines('the DON said her team can do a lunch huddle Thurs Jan 7 at 11:30am, confirm it')).toBe(
      'To confirm: you said your team can do a lunch huddle Thursday January 7 at 11:30 am.',
    );
    expect(lines('confirm we will call her every Monday about shared residents')).toMatch(/every Monday/);
  });

  it('names what is attached, the rep’s own document before one only mentioned', () => {
    expect(lines('attaching our "Hospice at Home" family FAQ she asked for')).toBe(
      'I’ve attached our "Hospice at Home" family FAQ for your reference.',
    );
    expect(lines('the SNF team asked for it, sending our dementia pocket card (attached)')).toMatch(/our dementia pocket card for/);
    expect(lines('send the renal one-pager, attached')).toMatch(/the renal one-pager/);
    expect(lines('nothing attached here, just saying thanks for the tour')).toMatch(/the document we discussed/);
  });

  it('turns what to tell, ask and mention into sentences for the recipient', () => {
    expect(lines('tell her any referral before noon gets a same day eval')).toBe('Any referral before noon gets a same-day evaluation.');
    expect(lines('ask how many nurses work nights')).toBe('Could you let me know how many nurses work nights?');
    expect(lines('mention our weekend admissions')).toBe('I also wanted to mention our weekend admissions.');
    expect(lines('need Dr. Okafor to sign the recert by Friday, it is urgent')).toBe(
      'Could you please sign the recert by Friday? It is urgent.',
    );
  });

  it('keeps what the rep was told to answer, a fact about their own hospice, and a mention joined with "and"', () => {
    expect(lines('SW asked if we do weekend admits. answer: we dont admit after 8pm but weekend evals are fine')).toMatch(
      /^We don't admit after 8 pm but weekend evaluations are fine\.$/m,
    );
    expect(lines('CM asked about our IPU. we have 16 beds at our inpatient unit downtown')).toBe(
      'We have 16 beds at our inpatient unit downtown.',
    );
    expect(lines('send the renal summary and mention im bringing our r&b FAQ Friday')).toMatch(
      /I also wanted to mention I’m bringing our room and board FAQ Friday/,
    );
    expect(lines('she agreed to a huddle on feb 3, 20 min slot')).toMatch(/February 3, 20 min slot/);
  });

  it('adds nothing for a bare instruction or plain background', () => {
    expect(emailParticulars('met the social worker today, good conversation. keep it short')).toEqual([]);
  });

  it('puts the particulars into the composed draft', () => {
    const draft = composeEmail({
      kind: 'email',
      templateType: 'follow_up',
      context: 'the administrator agreed to a 15 minute in-service on Wed Feb 3 at 2pm. attaching our eligibility checklist',
      recipientName: 'Ana',
    });
    expect(draft).toContain('Wednesday February 3 at 2 pm');
    expect(draft).toContain('I’ve attached our eligibility checklist');
  });

  it('keeps a result the rep gave, in the rep’s own figure', () => {
    expect(lines('share our HCI score with the DON, our score is 9 out of 10 on the latest release')).toBe(
      'Our score is 9 out of 10 on the latest release.',
    );
    expect(lines('share our family survey results, 92% would recommend us')).toMatch(/92% would recommend us/);
  });
});

describe('what the rep promised, asked for and is sending', () => {
  it('restates a promise the rep made, in the rep’s own figure', () => {
    expect(lines('the DON asked about weekends. i told her our on-call nurse visits within 2 hours on weekends too')).toBe(
      'To confirm our commitment: our on-call nurse visits within 2 hours on weekends too.',
    );
    expect(lines('we committed to a social worker visit within 24 hrs of every admit')).toMatch(/within 24 hrs of every admit/);
    expect(lines('i told him i would send the pocket card')).not.toMatch(/commitment/);
  });

  it('asks for the meeting with the times offered; 24/7 is not a date', () => {
    expect(lines('ask the DON for a 20 min mtg, offer mon jan 11 at 9am or wed jan 13 at 3pm')).toBe(
      'Would you have time for a 20 min meeting? I could do Monday January 11 at 9 am or Wednesday January 13 at 3 pm.',
    );
    expect(lines('she asked if our line is 24/7')).not.toMatch(/To confirm/);
  });

  it('names every document sent, with what the rep says it holds', () => {
    expect(lines('sending the CM our dementia pocket card (FAST 7, sx list) and the NOTR tip sheet')).toBe(
      'I’ve attached our dementia pocket card (FAST 7, symptoms list) and the NOTR tip sheet for your reference.',
    );
  });

  it('reads a length as an instruction, not a line of the email', () => {
    const draft = composeEmail({
      kind: 'email',
      templateType: 'value_add',
      context: 'share our ALS eligibility one-pager with the neuro office',
      customization: '3 sentences max',
    });
    expect(draft).not.toMatch(/sentences max/i);
    expect(draft).toMatch(/our ALS eligibility one-pager/);
  });

  it('does not read "how fast we respond" as the FAST dementia scale', () => {
    expect(
      composeEmail({ kind: 'email', templateType: 'follow_up', context: 'the CM asked how fast we respond to a referral' }),
    ).not.toMatch(/dementia/i);
  });
});

describe('who on our side does what, what the rep offers, and the rep’s own result', () => {
  it('keeps our named contact, the offer, a time result and a whole date', () => {
    expect(lines('the DON wants one person to call. ours is Priya Shah, our intake coordinator')).toBe(
      'Our point person is Priya Shah, our intake coordinator.',
    );
    expect(lines('she asked about doctors - our medical director Dr. Ames takes physician calls')).toBe(
      'Our medical director Dr. Ames takes physician calls.',
    );
    expect(lines('send a value add email and offer to present at their monthly staff meeting')).toMatch(
      /I’d be glad to present at your monthly staff meeting\./,
    );
    expect(lines('our median referral to admission time in october was 4.5 hours')).toMatch(/4\.5 hours/);
    expect(lines('remind her the new rule started Jan 1 2026')).toMatch(/January 1, 2026/);
  });

  it('keeps an abbreviated day and month, which are no one’s name', () => {
    expect(composeEmail({ kind: 'email', templateType: 'follow_up', context: 'in-service confirmed for Tues Dec 8 at 1pm' })).toMatch(
      /Tuesday December 8 at 1 pm/,
    );
  });
});

describe('what an email is about', () => {
  const draft = (templateType: 'follow_up' | 'thank_you' | 'value_add', context: string, customization?: string) =>
    composeEmail({ kind: 'email', templateType, context, customization });

  it('answers the question the contact asked, from the library', () => {
    const text = draft('follow_up', 'the SNF social worker asked whether hospice pays room and board for long-term residents');
    expect(text).toMatch(/In short: .*room and board/i);
  });

  it('carries the fact a reference or summary is asked for', () => {
    const text = draft('value_add', 'a quick reference for the new social worker on the four hospice levels of care and when each is used');
    expect(text).toMatch(/In short: .*routine home care/i);
  });

  it('finds the subject in the sentence that names it, past a story or a belief to correct', () => {
    // The subject ends at its sentence: what follows ("following up after rounds") is not part of it.
    expect(draft('follow_up', 'the hospitalist asked what we look for in end stage liver disease. following up after rounds')).toMatch(
      /In short: .*(?:liver|albumin|INR)/i,
    );
    // A belief the staff hold names what to explain.
    expect(
      draft('value_add', 'the front desk staff think hospice and palliative care are the same thing, want to set them straight'),
    ).toMatch(/In short: .*curative/i);
  });

  it('lists the entry’s lines when criteria, numbers or a comparison are asked for, and only the answer otherwise', () => {
    const criteria = draft('value_add', 'the pulmonary NP asked for the copd hospice indicators, she likes numbers');
    expect(criteria).toMatch(/In short: .*\n- .*FEV1/);
    expect(criteria).toMatch(/88%/);
    const yesNo = draft('follow_up', 'the SNF social worker asked whether hospice pays room and board for long-term residents');
    expect(yesNo).not.toMatch(/In short: .*\n- /);
  });

  it('cuts the subject at what it is for or why ("for their huddle", "since they don\'t…")', () => {
    expect(
      draft('value_add', 'the cardiology NP asked for a one-pager on heart failure hospice indicators for their Friday huddle'),
    ).toMatch(/In short: .*NYHA/);
  });

  it('adds no fact when the library has none that names the subject', () => {
    // (How patients keep their cardiologist is answered now: a sourced objection entry says they name
    // their attending physician, see email-fact-belief.test.ts.)
    expect(draft('follow_up', 'the practice manager asked which parking garage our nurses use')).not.toMatch(/In short:/);
    expect(draft('thank_you', 'thank the DON for the coffee chat this morning')).not.toMatch(/In short:/);
  });

  it('reads a length of time as a response promise only beside what responds', () => {
    expect(draft('follow_up', 'met the hospitalist group lead', 'ask for 20 min with Dr. Reyes on Tuesday')).not.toMatch(/within 20 min/);
    expect(draft('follow_up', 'met the hospitalist group lead', 'ask for 20 min with Dr. Reyes on Tuesday')).toMatch(
      /Would you be open to 20 min with Dr\. Reyes on Tuesday\?/,
    );
    expect(draft('follow_up', 'told her we respond to every referral within 2 hours')).toMatch(/within 2 hours/);
  });

  it('keeps a whole date whose parts are separated by commas', () => {
    expect(lines('confirm the huddle with the unit manager on Friday, March 5 at 1:30pm about falls')).toMatch(
      /Friday, March 5 at 1:30 pm about falls/,
    );
  });

  it('writes to the professional the note names, even when the email is about families', () => {
    const text = draft('value_add', 'offer the activities director at Briar Glen a caregiver support evening for families, tuesday 7pm');
    expect(text).not.toMatch(/no rush from us/);
    expect(text).toMatch(/Tuesday 7 pm/);
    expect(text).not.toMatch(/evening and weekend admissions/);
  });

  it('keeps what the rep arranged with a family, and does not then say it won’t call', () => {
    const text = draft('follow_up', 'follow up with the son after the family meeting. I said I would call him Monday after 4pm');
    expect(text).toMatch(/Monday after 4 pm/);
    expect(text).not.toMatch(/won’t call/);
  });

  it('leaves a bracket to fill for figures the rep means to share but did not type', () => {
    expect(lines('send the administrator the numbers from our monthly review')).toBe(
      'The numbers: [insert the figures from your records].',
    );
    expect(lines('share our family survey results, 92% would recommend us')).not.toMatch(/\[insert/);
  });

  it('thanks them for what the rep was thankful for, without claiming a conversation that did not happen', () => {
    const text = draft('thank_you', 'thank the ALF director for the tour of their memory care neighborhood');
    expect(text).toMatch(/Thank you for the tour of your memory care neighborhood/);
    expect(text.match(/Thank you for the tour/g)).toHaveLength(1);
    expect(text).not.toMatch(/hearing your thoughts on/);
  });
});
