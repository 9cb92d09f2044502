import { describe, expect, it } from 'vitest';
import { runCoach } from '../../src/coach/engine';
import { answerFromRetrieval, entriesForClaim } from '../../src/coach/compose/offline/objection-entry';
import { claimOf } from '../../src/coach/understand/objection-claim';
import { understand } from '../../src/coach/understand/understand';

/**
 * An objection in the rep's own words still gets the library's entry for its situation when
 * retrieval clearly ranks that entry first, rather than a card on its theme or a question back.
 */
const objection = async (text: string) => runCoach({ kind: 'objection', objection: text });

describe('an objection answered from the entry retrieval ranks first', () => {
  it('answers a physician who will not certify with what the six-month prognosis means', async () => {
    const result = await objection("the doc won't put his name on it, he says nobody knows if she has six months left");
    expect(result.text).toMatch(/^\*\*Short answer:\*\*/);
    expect(result.text).toMatch(/normal course/i);
    expect(result.text).not.toMatch(/A different way to answer/);
  });

  it('offers a next step only in the setting of whoever said it, not one the story mentions', () => {
    const led = (text: string) => answerFromRetrieval(text, claimOf(text), understand({ kind: 'objection', objection: text }));
    const story = led('she could live a year, so the hospitalist will not sign that she has six months');
    expect(story?.text).toMatch(/normal course/);
    expect(story?.text).not.toMatch(/Next step with/);
    expect(led("oncology practice manager: she could live a year, he won't sign that she has six months")?.text).toMatch(
      /Next step with the physician/,
    );
  });

  it('answers a late visit with the entry on owning a slow response, not a question back', async () => {
    const result = await objection('your on-call nurse took until the next morning to come see our resident');
    expect(result.understanding?.outcome).toBe('answer');
    expect(result.text).toMatch(/own it/i);
  });

  it('leaves the choice to the caller when the claim names a subject the first entry does not speak to', () => {
    // (A guard on the rule above, not a rule of its own: the card answered this before and still does.)
    // Retrieval ranks an entry on "still"/"back"; the claim is about immunotherapy.
    expect(entriesForClaim('he stays on immunotherapy for now, check back after')).toBeUndefined();
  });

  it('carries a second worry in another clause with its own entry', () => {
    const found = entriesForClaim('dad would lose his own doctor and he could never be admitted to the hospital again');
    expect(found?.lead.heading).toMatch(/doctor/i);
    expect(found?.also.map((passage: { heading: string }) => passage.heading).join(' ')).toMatch(/hospital/i);
  });
});

describe('physician objections the library answers', () => {
  it('tells a physician afraid of being cut out that they stay the attending and bill for their visits', async () => {
    const result = await objection("pulmonologist: if I hand him to hospice I'm cut out, he's been my patient for a decade");
    expect(result.text).toMatch(/attending/i);
    expect(result.text).toMatch(/GV modifier/);
  });

  it('tells a physician with no time for forms how small their part is', async () => {
    const result = await objection("the ER doc says he's got no time to fill out hospice forms");
    expect(result.text).toMatch(/verbal/i);
    expect(result.text).toMatch(/hospice physician/i);
  });
});

describe('what the retrieval-led answer leaves to the cards', () => {
  it('leaves a few words to the card written for them', async () => {
    const result = await objection('we like the hospice we have');
    expect(result.text).not.toMatch(/^\*\*Short answer:\*\*/);
  });

  it('leaves a complaint sharing one word with an entry to a question back', async () => {
    const result = await objection('the DON says your business cards look unprofessional and the font is too small');
    expect(result.text).not.toMatch(/^\*\*Short answer:\*\*/);
  });
});
