import { describe, expect, it } from 'vitest';
import { answerOffline } from '../../src/coach/compose/offline';

const objection = (text: string) => answerOffline({ kind: 'objection', objection: text });

// A physician who won't certify because no one can foresee six months (or fears being blamed when
// a patient lives longer) is told what the certification is: clinical judgment of the normal
// course, with recertification for longer stays. Not a question back, not a card on another theme.
describe('objection: a physician who will not certify a six-month prognosis', () => {
  it('answers that the prognosis is judgment of the normal course, not a guarantee', () => {
    for (const text of [
      "geriatrician: nobody can foresee that, I'm not signing",
      "the PA says she can't predict who dies this year so she won't certify anyone",
    ]) {
      const answer = objection(text);
      expect(answer.understanding?.outcome).toBe('answer');
      expect(answer.text).toMatch(/normal course/);
      expect(answer.text).toMatch(/clinical judgment/);
    }
  });

  it('answers the fear of an audit when the patient outlives the prognosis', () => {
    const answer = objection("urologist: what if I certify him and he outlives it, I'll get audited");
    expect(answer.text).toMatch(/clinical judgment/);
    expect(answer.text).toMatch(/record supported the prognosis/);
  });
});
