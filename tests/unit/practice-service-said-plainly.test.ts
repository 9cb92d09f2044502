import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';

/** Rule added after studying practice-t20 (phrasings of our own): what we do, said plainly, is a service. */
describe('guiding-link: "we admit…" and "our … line" name a service of ours', () => {
  it('ties admitting on the days they named to their need', () => {
    const session = [
      them('Saturday discharges are my problem; nobody admits until Monday.'),
      rep('We admit on Saturday and Sunday too, with the evaluation done the same day.'),
    ];
    expect(checkPasses(session, 'guiding-link', 'case-manager')).toBe(true);
  });

  it('ties a phone line answered by a person to their trouble reaching anyone at night', () => {
    const session = [
      them('Families tell me they cannot reach anyone at night.'),
      rep('Our family line picks up at night, a person and never a machine.'),
    ];
    expect(checkPasses(session, 'guiding-link', 'case-manager')).toBe(true);
  });
});
