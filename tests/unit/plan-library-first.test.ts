import { describe, expect, it } from 'vitest';
import { answerOffline } from '../../src/coach/compose/offline/index';
import { leadsATeam } from '../../src/coach/understand/leads-a-team';
import { understand } from '../../src/coach/understand/understand';

/** A plan carries the library's entry on the account's situation, and a leader's plan is read as leadership (phrasings of our own). */
const plan = (scenario: string, desiredOutcomes?: string) => answerOffline({ kind: 'playbook', scenario, desiredOutcomes }).text;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('a plan leads with the library’s entry on the situation', () => {
  it('keeps the entry for a late-referring oncology office although the template is long', () => {
    const text = plan('Bayview Oncology, 7 oncologists and 3 NPs; they refer late and patients reach us with a median stay of 5 days');
    expect(text).toMatch(/## From the Spartan library: An oncology office that refers late/);
    // The entry comes before the template's moves, and the whole plan stays readable on a phone.
    expect(text.indexOf('From the Spartan library')).toBeLessThan(text.indexOf('## Your three moves'));
    expect(words(text)).toBeLessThanOrEqual(500);
  });

  it('keeps the outcomes the rep typed when the template gives way', () => {
    const text = plan(
      'Bayview Oncology, 7 oncologists; they refer late, median LOS on their patients is 5 days',
      'a sit-down with the lead NP by March',
    );
    expect(text).toMatch(/sit-down with the lead NP by March/i);
    expect(text.indexOf('From the Spartan library')).toBeGreaterThan(0);
    expect(text.indexOf('From the Spartan library')).toBeLessThan(text.indexOf('## Your three moves'));
  });
});

describe('a plan request about the team the writer manages is a leadership question', () => {
  it('reads the team counted, the writer’s management role, a rep who left and a territory to divide', () => {
    expect(leadsATeam('our team of 6 missed goal two quarters running, what now')).toBe(true);
    expect(leadsATeam('i manage 7 liaisons across three counties and referrals stalled')).toBe(true);
    expect(leadsATeam("i'm the new dbd and the north market is behind")).toBe(true);
    expect(leadsATeam('one of the reps resigned monday and her accounts need owners')).toBe(true);
    expect(leadsATeam('my senior liaison resigned monday and her accounts need owners')).toBe(true);
    expect(leadsATeam('need to divide the territory between the two new hires')).toBe(true);
  });

  it('leaves account plans alone, even when another hospice’s rep is named', () => {
    expect(leadsATeam('the other hospice rep visits the DON every week and brings lunch')).toBe(false);
    expect(leadsATeam('120 bed SNF, new DON, we get 1 referral a quarter')).toBe(false);
    expect(understand({ kind: 'playbook', scenario: 'i manage 7 liaisons and referrals stalled this quarter' }).ask).toBe('leadership');
  });
});

describe('a rep reported for pressuring families', () => {
  it('is answered from the library: document it, the election is the family’s free choice', () => {
    const text = plan('the SNF social worker says my liaison rushed a family into signing the election form. how do i handle her');
    expect(text).toMatch(/418\.24/);
    expect(text).toMatch(/document/i);
  });
});

describe('a plan for veterans in the territory', () => {
  it('carries the military history and how VA and Medicare hospice fit together', () => {
    const text = plan(
      "a VA medical center sits next to three of my SNFs and lots of residents are veterans. we're a We Honor Veterans partner but never mention it",
    );
    expect(text).toMatch(/military history/i);
    expect(text).toMatch(/Medicare hospice benefit/);
  });
});

describe('a plan for an account named only by its rank', () => {
  it('asks which account, since a rank names none the coach can see', () => {
    for (const scenario of ['need a strategy for our largest account', 'help with my top account please']) {
      expect(answerOffline({ kind: 'playbook', scenario }).understanding?.outcome).toBe('clarify');
    }
  });
});

describe('a leader’s question never gets a new-account template', () => {
  it('answers from the leadership library or asks back', () => {
    for (const scenario of [
      'set up ride-alongs for my weakest liaison this month',
      'inherited 5 reps whose weekly 1:1s are only CRM readouts. want a format that grows them',
    ]) {
      expect(plan(scenario)).not.toMatch(/New-account playbook/);
    }
  });
});
