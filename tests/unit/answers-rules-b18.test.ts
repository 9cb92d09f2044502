import { describe, expect, it } from 'vitest';
import { runCoach } from '../../src/coach/engine';
import { earlierTurnFor, understand } from '../../src/coach/understand/understand';
import { vagueRequestQuestion } from '../../src/coach/understand/vague';
import { comparedThings } from '../../src/coach/understand/question-parts';
import { asksOnePatientsOutcome } from '../../src/coach/understand/one-patient';

/**
 * General rules added after studying the answers batch b18, checked with phrasings of our own.
 */
const research = (query: string) => understand({ kind: 'research', query });

describe('a named place or person in the story, not in the question', () => {
  it('asks a rule when the name only says who asked', () => {
    expect(
      research('how many visits a month does the chaplain make? the administrator at Willowbend asked me').particulars.needsLiveData,
    ).toBe(false);
  });

  it('still defers when the question itself is about the named place', () => {
    expect(research('how many hospice patients does Willowbend have right now?').particulars.needsLiveData).toBe(true);
  });
});

describe('an objection entry that names the claim’s subject and leads retrieval', () => {
  const objection = async (text: string) => (await runCoach({ kind: 'objection', objection: text })).text;

  // (With no card at all, a question back stays: "the administrator says your brochure looks cheap".)
  it('answers over a card on another theme', async () => {
    expect(await objection('son keeps saying morphine is what finished his mom off at the other hospice, he wont let us start it')).toMatch(
      /Hospice medicine will speed up his death/,
    );
  });
});

describe('a request that names only the team', () => {
  it('asks what the team is struggling with', () => {
    expect(vagueRequestQuestion('the reps are struggling, ideas?')).toMatch(/struggling with/);
    expect(vagueRequestQuestion('help my team pls')).toMatch(/struggling with/);
  });

  it('leaves a request with particulars alone', () => {
    expect(vagueRequestQuestion('my team is struggling with conversion at the two hospitals')).toBeUndefined();
  });
});

describe('each thing a request compares', () => {
  it('reads the things on each side of a comparison, without the words around them', () => {
    expect(comparedThings('the administrator asked me for SIA vs HCI, what do i tell her')).toEqual(['sia', 'hci']);
    expect(comparedThings('explain the difference between respite, GIP and a transfer to another hospice')).toEqual([
      'respite',
      'gip',
      'transfer',
    ]);
    expect(comparedThings('how long is a benefit period')).toEqual([]);
  });

  it('answers each thing compared with its own entry', async () => {
    const answer = await runCoach({
      kind: 'research',
      query: 'explain the difference between respite, GIP and a transfer to another hospice',
    });
    expect(answer.text).toMatch(/## Transferring to another hospice/);
  });
});

describe('the eligibility objection states the rule', () => {
  it('says the six-month prognosis when a physician says the patient is not sick enough', async () => {
    const answer = await runCoach({
      kind: 'objection',
      objection: 'the pulmonologist says she is not sick enough, she still goes to church every week',
    });
    expect(answer.text).toMatch(/six months or less/);
  });
});

describe('knowledge the library lacked', () => {
  const research = async (query: string) => (await runCoach({ kind: 'research', query })).text;
  const objection = async (text: string) => (await runCoach({ kind: 'objection', objection: text })).text;

  it('who decides whether a new problem is related, and who pays when it is not', async () => {
    const text = await research(
      'copd patient on service fell at home and broke his wrist. who decides if that is related, and who pays for the ortho visit',
    );
    expect(text).toMatch(/## Related or unrelated: who decides, and who pays/);
    expect(text).toMatch(/original Medicare/);
  });

  it('a facility afraid that hospice residents bring survey citations', async () => {
    expect(await objection('the DON says hospice residents get her building cited for weight loss and pressure sores')).toMatch(
      /Hospice residents make our survey look bad/,
    );
  });

  it('a facility that rotates its referrals among hospices', async () => {
    expect(await objection('the case managers rotate between three hospices so nobody feels left out')).toMatch(
      /We rotate between hospices/,
    );
  });

  it('a physician who thinks hospice stops every infusion', async () => {
    expect(await objection('heart doc wont refer because we would pull his patients off their dobutamine drips')).toMatch(
      /Hospice will make them stop their infusions/,
    );
  });
});

describe('one patient’s outcome', () => {
  it('reads a question about how one patient’s case will turn out', () => {
    expect(asksOnePatientsOutcome('is she going to be recertified or discharged?')).toBe(true);
    expect(asksOnePatientsOutcome('will the pt qualify with an EF of 25%')).toBe(true);
    expect(asksOnePatientsOutcome('how often is a patient recertified')).toBe(false);
  });

  it('says it cannot know before giving the rule', async () => {
    const text = (
      await runCoach({
        kind: 'research',
        query: 'she has been stable for weeks and her recert is friday. is she going to be recertified or discharged?',
      })
    ).text;
    expect(text).toMatch(/can’t say how it will go for this one patient/);
    expect(text).toMatch(/recertif/i);
  });
});

describe('a chat follow-up that moves to another diagnosis', () => {
  it('keeps the earlier question, not its diagnosis', () => {
    const earlier = earlierTurnFor('and for dementia?', 'what does an ALS patient need to show to qualify');
    expect(earlier).toMatch(/need to show to qualify/);
    expect(earlier).not.toMatch(/\bals\b/);
    expect(earlierTurnFor('what about that one', 'what does an ALS patient need')).toBe('what does an ALS patient need');
  });

  it('answers the new diagnosis’s indicators, the story around them notwithstanding', async () => {
    const answer = await runCoach({
      kind: 'chat',
      prompt: 'ok now the same for copd, she is on 2L, breathless getting out of a chair, ER twice in 6 wks',
      history: [
        { role: 'user', content: 'what does a CHF patient need to show to be eligible for hospice' },
        { role: 'model', content: 'For heart failure: NYHA class IV, optimally treated, EF 20% or less.' },
      ],
    });
    expect(answer.understanding?.outcome).toBe('answer');
    expect(answer.text).toMatch(/COPD/);
  });
});

describe('the palliative-care objection says the two work together', () => {
  it('tells a facility with its own palliative program that hospice works alongside it', async () => {
    const answer = await runCoach({
      kind: 'objection',
      objection: 'we already have a palliative NP in the building, why would we need you',
    });
    expect(answer.text).toMatch(/work together/);
  });
});

describe('a follow-up to a question about coaching a rep', () => {
  it('stays a leadership question when it names a metric with nothing to work out', async () => {
    const answer = await runCoach({
      kind: 'chat',
      prompt: 'ok so her referral to admit rate is fine, around 75%, she just gets maybe 3 referrals a month. now what',
      history: [
        { role: 'user', content: 'one of my liaisons is out every day but barely brings in admits, where do i start with her' },
        { role: 'model', content: 'Start with the numbers: referrals, admissions and conversion.' },
      ],
    });
    expect(answer.text).toMatch(/Understood: Leadership question/);
  });
});
