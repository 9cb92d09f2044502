import { describe, expect, it } from 'vitest';
import { understand } from '../../src/coach/understand/understand';

const needsLive = (prompt: string) => understand({ kind: 'chat', prompt, history: [] }).particulars.needsLiveData;

/** The status of the rep's own record (a goal, a source's sends, one referral, the calendar) is data the offline coach cannot see. */
describe('a question about the rep’s own record needs live data', () => {
  it('reads whether a goal was met as the rep’s own figures', () => {
    expect(needsLive('did we make our number for october')).toBe(true);
  });
  it('reads what a named source sent as the rep’s records', () => {
    expect(needsLive('how many referrals did maple grove send us in the spring')).toBe(true);
  });
  it('reads whether one referral has moved on as live status', () => {
    expect(needsLive('has the referral from the cancer center been admitted yet')).toBe(true);
  });
  it('reads the time of a meeting as the rep’s calendar', () => {
    expect(needsLive('when is my appointment with the cardiology group')).toBe(true);
  });
  it('leaves the rules and the arithmetic alone', () => {
    expect(needsLive('how many days does a hospital have to send the NOMNC')).toBe(false);
    expect(needsLive('what does it mean to hit our admit goal at 60% conversion')).toBe(false);
  });
});
