import { describe, expect, it } from 'vitest';
import { runCoach } from '../../src/coach/engine';
import { OBJECTIONS } from '../../src/coach/knowledge/content';
import { answerOffline, chunkReply } from '../../src/coach/compose/offline';
import { detectSettings } from '../../src/coach/knowledge/settings';
import type { CoachTask, TemplateType } from '../../src/coach/types';

/**
 * The offline coach is a real engine: every answer must be about the request it was given.
 * Each case names what the answer has to mention (the setting, the objection's substance, the
 * recipient, the topic) and what it must not.
 */
interface Case {
  name: string;
  task: CoachTask;
  mentions: RegExp[];
  notMentions?: RegExp[];
}

const playbooks: Case[] = [
  {
    name: 'a new SNF account with an incumbent hospice',
    task: { kind: 'playbook', scenario: 'Breaking into a 120-bed skilled nursing facility that already uses another hospice.' },
    mentions: [
      /# New-account playbook: Skilled nursing facility \(SNF\)/,
      /Director of Nursing/,
      /\*\*Discovery \(start here\):\*\*/,
      /We already have a hospice provider/,
    ],
  },
  {
    name: 'hospital case managers referring late',
    task: {
      kind: 'playbook',
      scenario: 'Hospital case managers only refer patients in their last few days.',
      desiredOutcomes: 'earlier referrals; same-day discharges to hospice',
    },
    mentions: [
      /Setting:\*\* Hospital/,
      /Case managers and discharge planners/,
      /Referrals are arriving late/,
      /\*\*Earlier referrals\.\*\*/,
      /\*\*Same-day discharges to hospice\.\*\*/,
    ],
  },
  {
    name: 'a cardiology practice that prefers palliative care',
    task: {
      kind: 'playbook',
      scenario: 'A cardiology practice whose physicians prefer to keep heart failure patients on palliative care.',
    },
    mentions: [/Physician office/, /stay on as the attending/, /Our physicians prefer to keep patients on palliative care/],
  },
  {
    name: 'an assisted living community new to hospice',
    task: { kind: 'playbook', scenario: 'An assisted living community where the wellness director has never referred to hospice.' },
    mentions: [/Assisted living community \(ALF\)/, /Wellness or health services director/, /stay in their apartment/],
  },
  {
    name: 'a memory care unit',
    task: { kind: 'playbook', scenario: 'A memory care community with many residents in late-stage dementia who keep going to the ER.' },
    mentions: [/Memory care community/, /FAST/, /Memory care director/],
  },
  {
    name: 'a family at home',
    task: { kind: 'playbook', scenario: 'The adult daughter caring for her father at home is exhausted and calls 911 every week.' },
    mentions: [/Home and family/, /A family is not a sales account/, /informational visit/],
  },
  {
    name: 'an SNF whose referrals stopped',
    task: { kind: 'playbook', scenario: 'Our best SNF stopped referring to us after a missed weekend admission.' },
    mentions: [/Referral recovery playbook/, /\*\*Connecting \(start here\):\*\*/, /including evenings and weekends/],
  },
  {
    name: 'a rep who buys lunch for referral sources',
    task: { kind: 'playbook', scenario: 'I bring lunch to the nursing home staff every Friday but still get no referrals.' },
    mentions: [/About your scenario:\*\* Compliance note/, /Anti-Kickback/],
  },
];

const objections: Case[] = [
  {
    name: 'an existing provider, in the rep’s own words',
    task: { kind: 'objection', objection: 'The DON says they have used the same hospice for years and are happy with it.' },
    // Answered from the library's entry for this situation: respect the relationship, be the second option.
    mentions: [/second option|second/, /\?/, /disparag|criticis/],
  },
  {
    name: 'eligibility',
    task: { kind: 'objection', objection: 'He is still walking and eating, so he won’t qualify yet.' },
    mentions: [/eligibility/i, /physician|Medicare/],
  },
  {
    name: 'no time for an in-service',
    task: { kind: 'objection', objection: "We're short-staffed and too busy for an in-service." },
    mentions: [/in-service/, /shift/],
  },
  {
    name: 'hospice means giving up',
    task: { kind: 'objection', objection: 'The family thinks hospice means giving up on mom.' },
    mentions: [/giving up/, /comfort/],
  },
  {
    name: 'a cost worry outside the eight cards',
    task: { kind: 'objection', objection: 'Hospice is too expensive for our families.' },
    mentions: [/Medicare/, /covered/, /copay/],
  },
  {
    name: 'a bad experience',
    task: { kind: 'objection', objection: 'The last hospice never showed up on a Saturday and we got burned.' },
    mentions: [/a bad experience with a hospice/],
  },
];

const emails: Case[] = [
  {
    name: 'a follow-up to a DON about weekend admissions',
    task: {
      kind: 'email',
      templateType: 'follow_up',
      recipientName: 'Sarah Jones',
      context: 'Met with Sarah, the DON at Oakwood Manor, last Tuesday. Their current hospice is slow to admit on weekends.',
      customization: 'mention our new weekend admissions nurse; ask for 10 minutes at the Monday huddle',
    },
    mentions: [
      /^Subject: Following up/,
      /Hi Sarah,/,
      /Oakwood Manor/,
      /weekend/,
      /I also wanted to mention our new weekend admissions nurse\./,
      /Would you be open to 10 minutes at the Monday huddle\?/,
      /\[Your name\]/,
    ],
  },
  {
    name: 'a thank-you to a physician for a referral',
    task: {
      kind: 'email',
      templateType: 'thank_you',
      recipientName: 'Dr. Patel',
      context: 'Dr. Patel referred a patient with end-stage COPD to us yesterday.',
    },
    // The email speaks for the rep's hospice: no response time it did not give, a bracket instead.
    mentions: [/^Subject: Thank you for the referral/, /Dear Dr\. Patel,/, /won’t include any details/, /\[confirm your response time\]/],
    notMentions: [/gift/i, /within 2 hours/],
  },
  {
    name: 'a follow-up that keeps the rep’s own ask, deadline and response time',
    task: {
      kind: 'email',
      templateType: 'follow_up',
      recipientName: 'Dr. Patel',
      context: 'Met Dr. Patel at Lakeside Cardiology. Need Dr Patel to sign the recert paperwork by Friday.',
      customization: 'remind him we answer referrals within 4 hours',
    },
    mentions: [/Could you please sign the recert paperwork by Friday\?/, /4 hours/],
    notMentions: [/2 hours/, /two hours/i],
  },
  {
    name: 'a value-add to hospital case managers',
    task: {
      kind: 'email',
      templateType: 'value_add',
      context: "Case managers at St. Mary's Hospital asked about general inpatient care.",
      customization: 'sign as Jamie Lee, Community Liaison',
    },
    mentions: [
      /^Subject: A resource for your team: the four levels of hospice care/,
      /St\. Mary's Hospital/,
      /Jamie Lee, Community Liaison$/,
    ],
  },
  {
    name: 'a formal follow-up about dementia eligibility',
    task: {
      kind: 'email',
      templateType: 'follow_up',
      recipientName: 'Ms. Alvarez',
      context: 'Toured the memory care unit at Willow Gardens and discussed residents with dementia.',
      customization: 'formal tone',
    },
    mentions: [/Dear Ms\. Alvarez,/, /Willow Gardens/, /FAST stage 7/, /^Sincerely,$/m],
  },
];

const research: Case[] = [
  {
    name: 'territory tiers',
    task: { kind: 'research', query: 'How should I tier and prioritize accounts in my territory?' },
    mentions: [/Tiering your territory/, /A accounts: weekly visit/],
  },
  {
    name: 'facilities in a county',
    task: { kind: 'research', query: 'Which skilled nursing facilities in Travis County have memory care units?' },
    mentions: [/Skilled nursing facility \(SNF\)/, /Memory care community/, /Medicare Care Compare/],
  },
  {
    name: 'monthly metrics',
    task: { kind: 'research', query: 'What monthly metrics should a hospice rep track?' },
    mentions: [/80\+/, /8-12/, /60-70%/],
  },
  {
    name: 'the four levels of care',
    task: { kind: 'research', query: 'How do I explain the four levels of care?' },
    mentions: [/general inpatient/, /respite/],
  },
];

const cases = [...playbooks, ...objections, ...emails, ...research];

describe('offline coach relevance', () => {
  it('is tested on at least 20 varied hospice requests', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  for (const c of cases) {
    it(`${c.task.kind}: ${c.name}`, () => {
      const { text } = answerOffline(c.task);
      for (const pattern of c.mentions) expect(text).toMatch(pattern);
      for (const pattern of c.notMentions ?? []) expect(text).not.toMatch(pattern);
    });
  }

  it('gives different answers to different requests of the same kind, and the same answer to the same request', () => {
    for (const group of [playbooks, objections, emails, research]) {
      const texts = group.map((c) => answerOffline(c.task).text);
      expect(new Set(texts).size).toBe(texts.length);
    }
    expect(answerOffline(playbooks[0]!.task).text).toBe(answerOffline(playbooks[0]!.task).text);
  });

  it('answers each of the eight objection cards with an acknowledge–reframe–ask alternative that differs from the stock response', () => {
    for (const objection of OBJECTIONS) {
      const { text } = answerOffline({ kind: 'objection', objection: objection.objection });
      expect(text).toMatch(/\*\*Acknowledge:\*\* “.+”\n\n\*\*Reframe:\*\* “.+”\n\n\*\*Ask:\*\* “.+\?”/);
      const firstSentenceOfStock = objection.response.split(/(?<=[.!?])\s/)[0]!;
      expect(text).not.toContain(firstSentenceOfStock);
      expect(text).not.toContain(objection.response);
    }
  });

  it('writes a complete email of each type', () => {
    const types: TemplateType[] = ['follow_up', 'thank_you', 'value_add'];
    const templates = types.map(
      (templateType) =>
        answerOffline({
          kind: 'email',
          templateType,
          recipientName: 'Jordan',
          context: 'Visited the case management team at Riverside Medical Center to talk about referrals.',
        }).text,
    );
    for (const template of templates) {
      expect(template).toMatch(/^Subject: .+\n\nHi Jordan,\n\n[\s\S]+\n\n(Best regards|Warm regards|Sincerely),\n\[Your name\]/);
      expect(template).toContain('Riverside Medical Center');
    }
    expect(new Set(templates).size).toBe(3);
  });

  it('cites the site’s own pages as research sources', () => {
    const { sources } = answerOffline({ kind: 'research', query: 'What happens in the Discovery stage?' });
    expect(sources).toContainEqual({ uri: '/method', title: 'The Spartan Method' });
    for (const source of sources) expect(source.title).not.toBe('');
  });

  it('never trips its own compliance guard unless the rep raised an inducement', async () => {
    for (const c of cases.filter((k) => k.name !== 'a rep who buys lunch for referral sources')) {
      const result = await runCoach(c.task);
      expect(
        result.notices.filter((n) => n.startsWith('Compliance note')),
        c.name,
      ).toEqual([]);
      expect(result.engine).toBe('offline');
    }
  });

  it('detects care settings, strongest first, and ignores "home health" and "nursing home" for the home setting', () => {
    expect(detectSettings('Our hospitalists and case managers').primary?.id).toBe('hospital');
    expect(detectSettings('The nursing home DON prefers home health').all.map((s) => s.id)).not.toContain('home');
    expect(detectSettings('A memory care unit inside an assisted living community').all.map((s) => s.id)).toEqual(['memory-care', 'alf']);
    expect(detectSettings('How do I build a weekly plan?').primary).toBeUndefined();
  });

  it('streams a chat reply in pieces that add up to the whole reply', () => {
    const reply = answerOffline({ kind: 'chat', prompt: 'Build a weekly sales rhythm', history: [] }).text;
    expect(reply).toContain('weekly sales rhythm');
    expect([...chunkReply(reply)].join('')).toBe(reply);
  });

  it('routes chat prompts to the right composer', () => {
    const chat = (prompt: string) => answerOffline({ kind: 'chat', prompt, history: [] }).text;
    expect(chat('Handle We already have a provider')).toMatch(/second option|an existing hospice provider/);
    expect(chat('How do I prioritize my territory?')).toMatch(/A \(weekly visit\)/);
    expect(chat('Give me a plan for a new hospital account')).toMatch(/playbook: Hospital/);
  });
});

describe('offline chat after the compliance gate: a flat "No" only where it is the honest answer', () => {
  const reply = async (prompt: string) => (await runCoach({ kind: 'chat', prompt, history: [] })).text;

  it('answers a yes/no question about giving something of value with "No" and what works instead', async () => {
    expect(await reply('Is it OK to give the DON at Oakwood Manor a $50 gift card at Christmas?')).toMatch(/^\*\*Short answer:\*\* No\b/);
  });

  it('answers a question about snacks on a visit with the real rule (modest, within policy, never tied to referrals), not a yes', async () => {
    const text = await reply("Is it OK to bring donuts to the nurses' station at Oakwood Manor?");
    expect(text).toMatch(/^\*\*Short answer:\*\* Only modest, occasional refreshments/);
    expect(text).toMatch(/never tied to referrals/);
    expect(text).toMatch(/no Anti-Kickback safe harbor/);
  });

  it('answers a question about a modest meal at real education with "only within policy", not "No"', async () => {
    const text = await reply('Can I bring a modest lunch to an in-service on hospice eligibility that compliance approved?');
    expect(text).toMatch(/^\*\*Short answer:\*\* Only as part of real education/);
    expect(text).toMatch(/compliance officer/);
  });

  it('gives a plan, not a yes/no answer, to a plan for a compliant lunch-and-learn', async () => {
    expect(await reply('Plan a compliant lunch and learn on dementia eligibility for the nurses at Willow Creek.')).not.toMatch(
      /^\*\*Short answer:\*\*/,
    );
  });

  it("does not say no to the hospice's own care for its own patient", async () => {
    expect(await reply('Can we provide a hospice aide 3 days a week for our patient at the ALF?')).not.toMatch(/Short answer:\*\* No/);
  });
});

describe('a plan reads what the account already has', () => {
  const plan = (scenario: string) => answerOffline({ kind: 'playbook', scenario }).text;

  it('against a hospice that has most of the patients, puts the response commitment in writing', () => {
    expect(plan('80 bed snf, another agency gets most of their hospice residents, the ADON likes us')).toMatch(
      /response commitment in writing/,
    );
  });

  it('with late referrals, asks to be part of the goals-of-care conversation earlier', () => {
    expect(plan('pulmonology group, 3 docs, they refer copd pts late, usually days before death')).toMatch(
      /goals-of-care conversation earlier/,
    );
  });

  it('offers an in-service, never food', () => {
    expect(plan('new hospital account, 6 case managers on the med surg floors')).toMatch(/in-service/);
  });
});
