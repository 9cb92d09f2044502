import { describe, expect, it } from 'vitest';
import { runCoach } from '../../src/coach/engine';
import { claimOf } from '../../src/coach/understand/objection-claim';
import { isContraction, tokenize } from '../../src/coach/text';

/**
 * An objection is a claim someone made: the coach answers the claim, not the speaker's job title,
 * and when the claim is a rule misunderstood, the rule's own entry answers it.
 */
describe('the claim inside an objection', () => {
  it('drops who said it, in the ways reps type it', () => {
    expect(claimOf('hospice RN at the SNF: he is on palliative radiation so no hospice')).toBe(
      'he is on palliative radiation so no hospice',
    );
    expect(claimOf('the son told our liaison he doesnt want his dad on morphine')).toBe('he doesnt want his dad on morphine');
    expect(claimOf('DON says that they only refer when residents are actively dying')).toBe(
      'they only refer when residents are actively dying',
    );
  });

  it('keeps the words when too little would be left', () => {
    expect(claimOf('she said no')).toBe('she said no');
    expect(claimOf('Full code')).toBe('Full code');
  });

  it('reads contractions as the function words they are, with or without the apostrophe', () => {
    expect(isContraction("she'll")).toBe(true);
    expect(isContraction("doesn't")).toBe(true);
    expect(isContraction('hospice')).toBe(false);
    expect(tokenize("I'll lose my patient, it'll hurt, they cant")).toEqual(['lose', 'patient', 'hurt']);
  });
});

describe('objections answered by the rule they get wrong', () => {
  const objection = async (text: string) => runCoach({ kind: 'objection', objection: text });

  it('answers palliative radiation with the rule on treatment for comfort, whoever said it', async () => {
    const result = await objection('hospice RN at the SNF: he is getting palliative radiation to his spine so he cant be on hospice');
    expect(result.text).toMatch(/radiation/i);
    expect(result.text).toMatch(/plan of care/i);
  });

  it('answers a fear of morphine, not the case manager who passed it on', async () => {
    const result = await objection('the son told the CM he doesnt want morphine because it will kill his dad faster');
    expect(result.text).toMatch(/morphine|opioid/i);
    expect(result.text).not.toMatch(/case managers are too busy/i);
  });

  it('does not answer a treatment objection with a rule that only shares its common words', async () => {
    const result = await objection('oncologist: he is still on targeted therapy, come back when we stop it');
    expect(result.text).not.toMatch(/revoke/i);
  });

  it('reads "full code" as resuscitation wishes, not a billing code to shape', async () => {
    const result = await objection('attending says the resident is still full code so she is not hospice appropriate');
    expect(result.text).not.toMatch(/can’t help with that/i);
    expect(result.text).toMatch(/DNR|resuscitat/i);
  });

  it('answers a short claim with the entry written for it, not a card matched on its theme', async () => {
    const result = await objection("kidney doc: he's on dialysis, not hospice yet");
    expect(result.text).toMatch(/dialysis/i);
    expect(result.text).not.toMatch(/acknowledge–reframe–ask/);
  });

  it('keeps the card when the card speaks to the claim', async () => {
    expect((await objection('You just want census.')).text).toMatch(/acknowledge–reframe–ask/);
  });

  it('reads a named competitor as another hospice', async () => {
    const result = await objection('We adore Riverbend Hospice, they have been in our building for years');
    expect(result.understanding?.line).toContain('Riverbend Hospice');
    expect(result.understanding?.outcome).toBe('answer');
    expect(result.text).toMatch(/second|backup|option/i);
  });
});

describe('a named provider’s own figures', () => {
  it('are live data the offline coach says it cannot see', async () => {
    const result = await runCoach({ kind: 'research', query: 'what is the star rating for Lakeside Hospice compared to ours' });
    expect(result.understanding?.outcome).toBe('defer');
  });

  it('does not take a quality programme for a competitor', async () => {
    const result = await runCoach({ kind: 'research', query: 'What is CAHPS Hospice?' });
    expect(result.understanding?.outcome).toBe('answer');
    expect(result.text).toMatch(/Care Compare/);
  });
});

describe('a claim about one specific thing', () => {
  const objection = async (text: string) => runCoach({ kind: 'objection', objection: text });

  it('gets the entry written for that thing, not the theme card its other words match', async () => {
    const morphine = await objection('the grandson thinks the morphine is what will end her, he wants no part of hospice');
    expect(morphine.text).toMatch(/not to hasten death/);
    const doctor = await objection('wife: he is not giving up his pulmonologist after all these years');
    expect(doctor.text).toMatch(/attending physician/);
  });
});
