import { describe, expect, it } from 'vitest';
import { complianceNotice, findInducements } from '../../src/coach/check/compliance';
import { COACH_LIMITS, capTask } from '../../src/coach/guard/limits';
import { privacyNotice, redactPatientIdentifiers, redactTask } from '../../src/coach/guard/privacy';
import { ETHICS, FUNDAMENTALS, OBJECTIONS, PILLARS, STAGES } from '../../src/coach/knowledge/content';

describe('patient-privacy guard', () => {
  const redacts: [string, string, string[]][] = [
    ['a name with a date of birth', 'Mary Jones, DOB 03/04/1938, has CHF.', ['Mary Jones', '03/04/1938']],
    ['a name with "born" and a written date', 'John A. Smith (born March 4, 1938) is declining.', ['John A. Smith', 'March 4, 1938']],
    ['a bare date of birth', 'Date of birth: 1938-03-04.', ['1938-03-04']],
    ['a patient introduced by name', 'My patient Robert Lee keeps going back to the ER.', ['Robert Lee']],
    ['a resident with a title', 'The resident named Mrs. Alvarez stopped eating.', ['Alvarez']],
    ['a medical record number', 'MRN 4481234 and medical record number: A123456', ['4481234', 'A123456']],
    ['a Social Security number', 'SSN 123-45-6789, or 987-65-4321', ['123-45-6789', '987-65-4321']],
    [
      'phone numbers in every format',
      'Call (512) 555-0142, 512-555-0143, 512.555.0144 or +1 512 555 0145.',
      ['555-0142', '555-0143', '555.0144', '555 0145'],
    ],
    [
      'street addresses',
      'She lives at 1420 West Oak Street, Apt 4; he lives at 12 Elm St.',
      ['1420 West Oak Street', 'Apt 4', '12 Elm St'],
    ],
  ];
  for (const [label, input, secrets] of redacts) {
    it(`removes ${label}`, () => {
      const { text, found } = redactPatientIdentifiers(input);
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(found.length).toBeGreaterThan(0);
    });
  }

  it('says exactly which kinds it removed', () => {
    const { found } = redactPatientIdentifiers('Mary Jones, DOB 03/04/1938, phone 512-555-0142');
    expect([...found].sort()).toEqual(['dob', 'name', 'phone']);
    expect(privacyNotice(found)).toBe(
      'For patient privacy, we removed what looked like a patient name, a date of birth and a phone number before coaching. Please never enter patient details in the Field Kit.',
    );
    expect(privacyNotice([])).toBeUndefined();
  });

  const keeps = [
    'Dr. Patel referred two patients last week.',
    'Hold 80+ touches, 60+ visits, 8-12 referrals and 60-70% conversion a month.',
    'Respond within 2 hours, contact the family within 4 hours, start care in under 24 hours.',
    'Our meeting is on 03/04/2026 at 2 pm with the DON of Oakwood Manor.',
    'The resident care coordinator and the Patient Experience team both joined.',
    'Patient Choice matters: families choose their hospice.',
    'A 120-bed SNF with 3 units and 25 memory care beds.',
  ];
  for (const input of keeps) {
    it(`leaves ordinary sales text alone: "${input}"`, () => {
      expect(redactPatientIdentifiers(input)).toEqual({ text: input, found: [] });
    });
  }

  it('redacts every free-text field of a task but keeps the email recipient (a referral source)', () => {
    const { task, found } = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      recipientName: 'Sarah Jones',
      context: 'Sarah asked about patient John Carter, DOB 1/2/1940.',
      customization: 'Give them my cell, 512-555-0199',
    });
    expect(task.recipientName).toBe('Sarah Jones');
    expect(task.context).toBe('Sarah asked about patient [name removed], DOB [date of birth removed].');
    expect(task.customization).toBe('Give them my cell, [phone removed]');
    expect(found.sort()).toEqual(['dob', 'name', 'phone']);
  });
});

describe('compliance guard', () => {
  const flags: [string, string][] = [
    ['Drop off lunch for the nurses on Fridays.', 'food'],
    ['Host a lunch-and-learn for the case managers.', 'food'],
    ['Leave a $25 gift card with the DON.', 'gift'],
    ['Offer free staffing to cover their weekend shifts.', 'free-services'],
    ['We pay a bonus for every referral you send.', 'payment'],
    ['Invite the case managers to a golf outing.', 'entertainment'],
    ['I bring lunch to the staff every Friday but still get no referrals.', 'food'],
    ['Send one of your CNAs to cover their weekend shifts.', 'free-services'],
    ['Offer to provide an aide 3 days a week for the facility.', 'free-services'],
    ['Give the facility free hospital beds and wheelchairs.', 'free-services'],
    ['Pay $50 per referral.', 'payment'],
    ['Take your top referrers to Topgolf.', 'entertainment'],
    ['Invite the DON on a weekend trip to the coast.', 'entertainment'],
  ];
  for (const [text, kind] of flags) {
    it(`flags "${text}"`, () => {
      expect(findInducements(text)).toContain(kind);
    });
  }

  const clean = [
    'Thank the referrer within 24 hours with a call or a note, never a gift.',
    "Don't bring food to buy the time: meals for referral sources create Anti-Kickback risk.",
    'We never offer free services to facilities.',
    'Respond within 2 hours and bring a one-page eligibility guide.',
  ];
  for (const text of clean) {
    it(`does not flag "${text}"`, () => {
      expect(findInducements(text)).toEqual([]);
    });
  }

  it('does not flag anything in the site’s own coaching content', () => {
    const content = [
      ...OBJECTIONS.flatMap((o) => [o.objection, o.response, o.tip]),
      ...STAGES.flatMap((s) => [s.purpose, s.entry, ...s.activities, s.exitArtifact, s.decisionToAdvance]),
      ...PILLARS.flatMap((p) => [p.description, ...p.practices]),
      ...[...FUNDAMENTALS, ...ETHICS].map((x) => x.description),
    ];
    expect(content.flatMap((text) => findInducements(text).map((kind) => `${kind}: ${text}`))).toEqual([]);
  });

  it('writes one visible note naming what it found', () => {
    expect(complianceNotice(['gift', 'food'])).toMatch(
      /^Compliance note: this mentions gifts or gift cards or meals or food for referral sources\. .*Anti-Kickback Statute/,
    );
    expect(complianceNotice([])).toBeUndefined();
  });
});

describe('input caps', () => {
  it('clips every field and keeps only the last 10 chat turns', () => {
    const long = 'x'.repeat(10_000);
    expect(capTask({ kind: 'playbook', scenario: long, desiredOutcomes: long })).toMatchObject({
      scenario: 'x'.repeat(COACH_LIMITS.scenario),
      desiredOutcomes: 'x'.repeat(COACH_LIMITS.desiredOutcomes),
    });
    const history = Array.from({ length: 15 }, (_, i) => ({
      role: i % 2 ? ('model' as const) : ('user' as const),
      content: `${i}:${long}`,
    }));
    const chat = capTask({ kind: 'chat', prompt: long, history });
    expect(chat.prompt).toHaveLength(COACH_LIMITS.chatPrompt);
    expect(chat.history).toHaveLength(10);
    expect(chat.history[0]!.content.startsWith('5:')).toBe(true);
    expect(chat.history.every((turn) => turn.content.length === COACH_LIMITS.chatTurn)).toBe(true);
  });
});

describe('server name detection (compromise)', () => {
  it('uses compromise only for a task with a sentence about a patient, and then finds names the rules cannot', async () => {
    const { findNamesByRule } = await import('../../src/coach/guard/names');
    const { findNamesWithNlp, nameFinderFor } = await import('../../src/coach/guard/names-nlp');
    expect(await nameFinderFor({ kind: 'research', query: 'How should I tier my territory?' })).toBe(findNamesByRule);
    const finder = await nameFinderFor({ kind: 'chat', prompt: 'mary jones has end-stage COPD, how do I talk to her son?', history: [] });
    expect(finder).toBe(findNamesWithNlp);
    const text = 'mary jones has end-stage COPD, how do I talk to her son?';
    expect(redactPatientIdentifiers(text).text).toBe(text);
    expect(redactPatientIdentifiers(text, finder).text).toBe('[name removed] has end-stage COPD, how do I talk to her son?');
  });
});
