import { describe, expect, it } from 'vitest';
import { rep, them } from '../helpers/practice-turns';
import { PRACTICE_CHECKS } from '../../src/lib/practice/checks';
import { mergeModelScore } from '../../src/lib/practice/model-checks';
import { parseModelScore, scoreRequestText } from '../../src/lib/practice/model-score';
import { personaMood, practiceReply } from '../../src/lib/practice/offline-practice';
import { PASS_MARK, scoreSession, type PracticeTurn } from '../../src/lib/practice/scorecard';
import { practiceStartLine } from '../../src/lib/practice-personas';
import { PRACTICE_PERSONAS } from '../../src/lib/schemas/chat';

const commitment = (card: ReturnType<typeof scoreSession>) => card.checks.filter((check) => check.stage === 'Commitment');

const GOOD_DON: PracticeTurn[] = [
  them("I've got five minutes. We already use a hospice and they're fine."),
  rep('What happens on your floor when a resident declines on a Saturday night?'),
  them('Nobody comes until Monday and my nurses are alone with angry families.'),
  rep('That sounds exhausting. So your nurses are alone with the families all weekend. What happened the last time?'),
  them('A resident went out to the ER at 2 a.m.'),
  rep('Our on-call nurse comes out on weekends, so that your staff are not managing symptoms alone.'),
  rep(
    'In dementia, weight loss and repeated infections at FAST 7 can be signs of eligibility; our team does the review with your attending.',
  ),
  rep('Could I have fifteen minutes with your unit managers on Thursday at 2?'),
];

describe('practice scorecard: yes/no checks with the rep’s words', () => {
  it('lists three plain checks per stage', () => {
    for (const stage of ['Discovery', 'Connecting', 'Guiding', 'Commitment']) {
      expect(PRACTICE_CHECKS.filter((check) => check.stage === stage)).toHaveLength(3);
    }
  });

  it('passes a good conversation with every check quoting what the rep said', () => {
    const card = scoreSession(GOOD_DON, 'snf-don');
    expect(card.score).toBe(100);
    expect(card.passed).toBe(true);
    const said = GOOD_DON.filter((turn) => turn.role === 'rep').map((turn) => turn.text);
    for (const check of card.checks) expect(said.some((line) => line.includes(check.evidence!))).toBe(true);
  });

  it('fails a pitch with a line that would have passed, in words for that person', () => {
    const card = scoreSession(
      [rep('We offer the best hospice care in the county. We have a chaplain and a music therapist.')],
      'hospitalist',
    );
    expect(card.score).toBeLessThan(PASS_MARK);
    expect(card.passed).toBe(false);
    const open = card.checks.find((check) => check.id === 'discovery-open')!;
    expect(open.pass).toBe(false);
    expect(open.evidence).toBeUndefined();
    expect(open.wouldPass).toMatch(/heart failure|discharge/);
    // A boast is not a promise: honesty fails on what was promised, not on "the best care".
    expect(card.checks.find((check) => check.id === 'guiding-honest')!.pass).toBe(true);
  });

  it('always passes Commitment for a specific meeting at a specific time, however it is phrased', () => {
    const asks = [
      'Can I come back Thursday at 10 to meet your unit managers?',
      "I'd like to come back Thursday at 2 for fifteen minutes with your team.",
      'Are you free Thursday at 8am for ten minutes?',
      "Let's meet Thursday at 3 at your huddle.",
      'Could we sit down Thursday afternoon?',
    ];
    for (const ask of asks) {
      for (const persona of PRACTICE_PERSONAS) {
        const alone = commitment(scoreSession([rep(ask)], persona));
        expect(
          alone.every((check) => check.pass),
          `${ask} (${persona})`,
        ).toBe(true);
        const afterPitch = commitment(scoreSession([rep('We offer great care.'), rep(ask)], persona));
        expect(afterPitch.every((check) => check.pass)).toBe(true);
      }
    }
  });

  it('gives keyword stuffing nothing, said once or many times', () => {
    const stuffed =
      'I understand, that sounds hard. What happens on weekends so that your nurses get eligibility help within six months? Would you be open to meeting Tuesday at 2pm?';
    const list = 'Discovery, empathy, so that, eligibility, six months, Medicare, next step, Thursday, meeting, value';
    for (const lines of [[stuffed], [stuffed, stuffed, stuffed], [list], [list, stuffed]]) {
      const card = scoreSession(lines.map(rep), 'snf-don');
      expect(card.checks.filter((check) => check.pass)).toEqual([]);
      expect(card.ignoredLines).toBe(lines.length);
    }
  });

  it('counts a repeated line once, even with small changes', () => {
    const question = 'What happens on your unit when a resident declines on a Saturday?';
    const card = scoreSession([rep(question), rep(question), rep(`${question.replace('What', 'So what')}`)], 'snf-don');
    expect(card.checks.find((check) => check.id === 'discovery-follow-up')!.pass).toBe(false);
    expect(card.ignoredLines).toBe(2);
  });

  it('fails the fair-ask check and flags compliance for anything of value or a family pushed to sign', () => {
    const lunch = scoreSession(
      [rep('What do your nurses need?'), rep("I'll bring lunch for your staff. Could we meet Friday?")],
      'snf-don',
    );
    expect(lunch.complianceFlags[0]).toMatch(/Anti-Kickback/);
    expect(lunch.passed).toBe(false);
    const pushy = scoreSession(
      [rep('How is your dad doing?'), rep('Can you sign the consent today or we lose the bed?')],
      'adult-daughter',
    );
    expect(pushy.checks.find((check) => check.id === 'commitment-fair')!.pass).toBe(false);
    const promise = scoreSession([rep('Your dad will qualify, I guarantee it, so that he can come home.')], 'adult-daughter');
    expect(promise.checks.find((check) => check.id === 'guiding-honest')!.pass).toBe(false);
  });
});

const check = (card: ReturnType<typeof scoreSession>, id: string) => card.checks.find((c) => c.id === id)!;

describe('practice scorecard: the benefit stated wrongly, promises, parroting and times with no step', () => {
  it('fails honesty and education when the benefit is misstated, however kindly', () => {
    for (const wrong of [
      'He would need to sign a DNR first, and then Medicare covers everything for his comfort at home.',
      'She can keep getting her chemotherapy while on hospice, and the benefit covers her comfort medicines too.',
      'Medicare pays for her room and board at the assisted living once she is on the hospice benefit.',
      'Honestly anyone with a serious illness can qualify, the eligibility bar is very low for this benefit.',
      'Our nurse will stay with him around the clock at home so you can sleep through every night again.',
    ]) {
      const card = scoreSession([them('I just want him comfortable.'), rep(wrong)], 'adult-daughter');
      expect(check(card, 'guiding-honest').pass, wrong).toBe(false);
      expect(check(card, 'guiding-educate').pass, wrong).toBe(false);
    }
  });

  it('reads "not a guarantee" and "I cannot promise" as honesty, not as a promise', () => {
    const card = scoreSession(
      [
        them('I never know when my CHF patients are six months out.'),
        rep(
          'Certifying six months or less is your clinical judgment if the illness runs its normal course; it is not a guarantee, and patients who live longer are recertified.',
        ),
      ],
      'hospitalist',
    );
    expect(check(card, 'guiding-honest').pass).toBe(true);
    expect(check(card, 'guiding-educate').pass).toBe(true);
  });

  it('gives nothing for their sentence handed back from an earlier turn, or a fragment of theirs said back', () => {
    const card = scoreSession(
      [
        them('My nurses page the on-call and wait an hour for a callback, and families blame me.'),
        rep('Tell me more.'),
        them('That is all. It is slow.'),
        rep("What I'm hearing is, your nurses page the on-call and wait an hour for a callback, and families blame you."),
        them('Right.'),
        rep('Wait an hour.'),
      ],
      'snf-don',
    );
    expect(check(card, 'connecting-their-words').pass).toBe(false);
  });

  it('ties a service to a need they named turns earlier, and keeps a long real explanation', () => {
    const card = scoreSession(
      [
        them('Our residents with dementia get agitated at night and my night shift has two aides for forty beds.'),
        rep('How often does that end with a call to the family or a transfer out?'),
        them('Maybe twice a month.'),
        rep(
          'Here is what the benefit brings for residents like that: a hospice nurse available by phone at any hour and visiting when symptoms change, an aide for personal care on a schedule we agree with your team, medicines for terminal agitation covered under the plan of care, a social worker who helps the family with what is happening, and a chaplain if they want one. For the agitation at night, our on-call nurse can talk your night aides through the comfort plan before anyone reaches for the phone to the family or an ambulance. None of that replaces your staff; it sits beside them, and your attending stays in the loop on every change.',
        ),
      ],
      'snf-don',
    );
    expect(check(card, 'guiding-link').pass).toBe(true);
    expect(check(card, 'guiding-educate').pass).toBe(true);
  });

  it('puts a time on a step only when the ask names one', () => {
    const bare = scoreSession([them('Fine.'), rep('How does Thursday at 2 sound?')], 'case-manager');
    expect(check(bare, 'commitment-time').pass).toBe(false);
    const named = scoreSession(
      [them('Fine.'), rep('Could I bring the referral checklist to your 9 a.m. huddle on Thursday?')],
      'case-manager',
    );
    expect(check(named, 'commitment-time').pass).toBe(true);
  });

  it('counts free care or catered food as something of value', () => {
    for (const offer of [
      'We can give the families a free month of private caregiving if they pick us.',
      'We would love to cater lunch for the whole office on Friday.',
    ]) {
      const card = scoreSession([them('What do you want?'), rep(offer), rep('Could we meet Friday at noon?')], 'alf-director');
      expect(check(card, 'commitment-fair').pass, offer).toBe(false);
    }
  });
});

describe('practice scorecard: formulas earn nothing, honest statements and fair closes do', () => {
  it('gives nothing for linking words chained onto nothing, or an echo framed as listening', () => {
    const card = scoreSession(
      [
        them('The family is exhausted and I need this patient home by Friday.'),
        rep('I hear you, and I hear that the family is exhausted.'),
        rep(
          'So that the family is supported, our hospice brings the Medicare hospice benefit, which means peace of mind, which means quality.',
        ),
      ],
      'case-manager',
    );
    expect(check(card, 'connecting-their-words').pass).toBe(false);
    expect(check(card, 'guiding-link').pass).toBe(false);
    expect(check(card, 'guiding-educate').pass).toBe(false);
  });

  it('reads the benefit named as nothing explained', () => {
    const card = scoreSession(
      [them('My residents decline fast.'), rep('Our hospice offers the Medicare hospice benefit for residents who are declining.')],
      'snf-don',
    );
    expect(check(card, 'guiding-educate').pass).toBe(false);
  });

  it('reads a proposal as an ask, not as discovery', () => {
    const card = scoreSession(
      [them('We are fine.'), rep('What if I set up a meeting with your doctors on Monday at noon?')],
      'oncology-office',
    );
    expect(check(card, 'discovery-open').pass).toBe(false);
    expect(check(card, 'commitment-ask').pass).toBe(true);
  });

  it('keeps the benefit stated right when a misstatement is negated, and fails "covers everything"', () => {
    const right = scoreSession(
      [
        them('Families think hospice pays for the apartment.'),
        rep(
          'Medicare does not pay room and board at the assisted living; the hospice benefit covers the care team, medicines and equipment for the terminal illness.',
        ),
      ],
      'alf-director',
    );
    expect(check(right, 'guiding-educate').pass).toBe(true);
    expect(check(right, 'guiding-honest').pass).toBe(true);
    const wrong = scoreSession(
      [them('What does it cover?'), rep('The Medicare hospice benefit covers everything for her, so there is nothing to worry about.')],
      'adult-daughter',
    );
    expect(check(wrong, 'guiding-honest').pass).toBe(false);
  });

  it('judges a vague close as fair when nothing of value or pressure comes with it', () => {
    const card = scoreSession(
      [them('I have to go.'), rep('Understood, I will call you next week to see how the families are doing.')],
      'snf-don',
    );
    expect(check(card, 'commitment-fair').pass).toBe(true);
  });
});

describe('practice scorecard: a rep deciding eligibility, empty questions and stock stacks', () => {
  it('fails honesty when the rep decides a patient qualifies, not when eligibility is left to the physicians', () => {
    const decides = scoreSession(
      [
        them('He is on dialysis and tired of it.'),
        rep('Eligibility is a prognosis of six months or less, certified by two physicians, which means he qualifies.'),
      ],
      'hospitalist',
    );
    expect(check(decides, 'guiding-honest').pass).toBe(false);
    const leaves = scoreSession(
      [
        them('He is on dialysis and tired of it.'),
        rep('Our physician would review whether he qualifies: a prognosis of six months or less if the illness runs its normal course.'),
      ],
      'hospitalist',
    );
    expect(check(leaves, 'guiding-honest').pass).toBe(true);
  });

  it('gives nothing for questions that ask nothing about them, or sympathy stacked from stock phrases', () => {
    const card = scoreSession(
      [
        them('We lose residents to the hospital at night.'),
        rep('What do you think?'),
        them('About what?'),
        rep('I hear you, I understand, that must be so hard.'),
      ],
      'alf-director',
    );
    expect(check(card, 'discovery-open').pass).toBe(false);
    expect(check(card, 'connecting-acknowledge').pass).toBe(false);
  });

  it('ties nothing with a claim too thin to say what we would do, or a need nobody named', () => {
    const card = scoreSession(
      [
        them('Admissions take too long and the families get upset.'),
        rep("We're fast, which means fast."),
        rep('We have great callbacks so that your challenges are solved.'),
      ],
      'case-manager',
    );
    expect(check(card, 'guiding-link').pass).toBe(false);
  });

  it('reads asking for a referral on the spot as pressure', () => {
    const card = scoreSession(
      [them('Let me think about it.'), rep('Can you give me a verbal referral now so we can get started?')],
      'case-manager',
    );
    expect(check(card, 'commitment-fair').pass).toBe(false);
  });
});

describe('practice scorecard with Gemini: quotes must be in the transcript', () => {
  const allPass = (quote: string) => ({
    checks: PRACTICE_CHECKS.map((check) => ({ id: check.id, pass: true, quote, wouldPass: 'x' })),
  });

  it('keeps a model pass only when its quote is what the rep said; otherwise scores that check offline', () => {
    const transcript = [rep('We offer the best hospice care in the county.')];
    const invented = mergeModelScore(allPass('What keeps you up at night?'), transcript, 'snf-don', 'medium');
    expect(invented.checks.find((check) => check.id === 'discovery-open')).toMatchObject({ pass: false, scoredBy: 'offline' });
    const real = mergeModelScore(
      {
        checks: [
          {
            id: 'discovery-open',
            pass: true,
            quote: 'What happens on your floor when a resident declines on a Saturday night?',
            wouldPass: '',
          },
        ],
      },
      GOOD_DON.slice(0, 2),
      'snf-don',
      'medium',
    );
    expect(real.checks[0]).toMatchObject({ pass: true, scoredBy: 'gemini' });
  });

  it('gives nothing for a quote from a stuffed line, and keeps the Thursday meeting whatever the model says', () => {
    const stuffed =
      'I understand, that sounds hard. What happens on weekends so that your nurses get eligibility help? Would you be open to meeting Tuesday at 2pm?';
    expect(mergeModelScore(allPass(stuffed), [rep(stuffed)], 'snf-don', 'medium').checks.every((check) => !check.pass)).toBe(true);
    const thursday = rep('Could I have fifteen minutes with your unit managers on Thursday at 2?');
    const failing = { checks: PRACTICE_CHECKS.map((check) => ({ id: check.id, pass: false, quote: '', wouldPass: 'y' })) };
    expect(commitment(mergeModelScore(failing, [thursday], 'snf-don', 'medium')).every((check) => check.pass)).toBe(true);
  });

  it('ties the chat engine’s score answer to the transcript it sent, and refuses one it did not send', () => {
    const history = [
      { role: 'user' as const, content: practiceStartLine('hospitalist', 'hard') },
      { role: 'model' as const, content: 'I have two minutes.' },
      { role: 'user' as const, content: 'Which of your heart failure patients come back within thirty days?' },
    ];
    const request = scoreRequestText('hospitalist', history);
    const session = /Session key: (\S+)/.exec(request)![1]!;
    const answer = { session, ...allPass('Which of your heart failure patients come back within thirty days?') };
    const card = parseModelScore(JSON.stringify(answer));
    expect(card.difficulty).toBe('hard');
    expect(card.checks.find((check) => check.id === 'discovery-open')).toMatchObject({ pass: true, scoredBy: 'gemini' });
    expect(() => parseModelScore(JSON.stringify(answer))).toThrow(/session/);
  });
});

describe('practice personas by difficulty', () => {
  it('opens differently at each difficulty for all six referral sources', () => {
    for (const persona of PRACTICE_PERSONAS) {
      const openings = (['easy', 'medium', 'hard'] as const).map((level) => practiceReply(persona, [], practiceStartLine(persona, level)));
      expect(new Set(openings).size, persona).toBe(3);
    }
  });

  it('hardens with pitches and repeats, softens with questions and acknowledgement', () => {
    expect(personaMood('hard', ['We offer the best care.', 'We have a chaplain.'])).toBeLessThan(0);
    expect(personaMood('hard', ['What happens on your floor on weekends?', 'That sounds hard. How do your nurses cope?'])).toBeGreaterThan(
      1,
    );
    const start = { role: 'user' as const, content: practiceStartLine('snf-don', 'hard') };
    const pitches = [start, { role: 'model' as const, content: '...' }, { role: 'user' as const, content: 'We offer the best care.' }];
    expect(practiceReply('snf-don', pitches, 'Could we meet Tuesday at 2?')).toMatch(/every other rep|Leave a card/);
    const earned = [
      start,
      { role: 'model' as const, content: '...' },
      { role: 'user' as const, content: 'What happens on your floor on weekends?' },
    ];
    expect(practiceReply('snf-don', earned, 'That sounds hard. Could we meet Tuesday at 2?')).toMatch(/Tuesday|referral/);
    expect(practiceReply('case-manager', earned, 'What happens on your floor on weekends?')).toMatch(/repeat|last rep|card|go/i);
  });
});

describe('practice progress on the device', () => {
  it('keeps every scorecard, shows the per-stage trend and names the weakest stage', async () => {
    const { PROGRESS_KEY, addProgress, readProgress, stageTrend, weakestStage } = await import('../../src/lib/practice/progress');
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const entry = (commitment: number, discovery: number) => ({
      at: new Date().toISOString(),
      persona: 'snf-don' as const,
      difficulty: 'medium' as const,
      score: 50,
      passed: false,
      stages: { Discovery: discovery, Connecting: 67, Guiding: 67, Commitment: commitment },
    });
    expect(weakestStage(readProgress(storage))).toBeUndefined();
    addProgress(entry(0, 100), storage);
    addProgress(entry(33, 100), storage);
    const all = addProgress(entry(100, 33), storage);
    expect(readProgress(storage)).toHaveLength(3);
    expect(stageTrend(all).Commitment).toEqual([0, 33, 100]);
    expect(weakestStage(all)).toBe('Commitment');
    store.set(PROGRESS_KEY, '{not json');
    expect(readProgress(storage)).toEqual([]);
  });
});

describe('practice scorecard: promises, wrong rules and never-checks (blind batch t6 round)', () => {
  const pass = (turns: PracticeTurn[], id: string, persona: (typeof PRACTICE_PERSONAS)[number] = 'snf-don') =>
    check(scoreSession(turns, persona), id).pass;

  it('reads "doesn\'t" and "nobody has to" as a misstatement negated, so the benefit stated right passes', () => {
    const turns = [
      them('Families here think hospice means paying for the room.'),
      rep(
        'Plainly: the hospice benefit covers our team and the medicines for the terminal illness, but it doesn’t cover room and board in the building, and nobody has to sign a DNR to choose hospice.',
      ),
    ];
    expect(pass(turns, 'guiding-honest')).toBe(true);
    expect(pass(turns, 'guiding-educate')).toBe(true);
  });

  it('fails the explanation, not honesty, for a rule stated wrongly with nothing promised', () => {
    for (const wrong of [
      'Just so you know, your mother would need to be DNR before she could start hospice, that is the rule.',
      'If your father is still alive after six months he has to come off hospice, that is how the benefit works.',
    ]) {
      const turns = [
        them('I am trying to understand what hospice means for my parent.'),
        rep('What has the doctor told you so far?'),
        them('Not much.'),
        rep(`Hospice is for a prognosis of six months or less if the illness runs its normal course. ${wrong}`),
      ];
      expect(pass(turns, 'guiding-educate', 'adult-daughter'), wrong).toBe(false);
      expect(pass(turns, 'guiding-honest', 'adult-daughter'), wrong).toBe(true);
    }
  });

  it('fails honesty for promises of coverage, outcomes and capacity hospice cannot keep', () => {
    for (const promise of [
      'We bring the bed, the oxygen and all her medications, so nothing is on you.',
      'With us he will never have to go back to the hospital, I promise you that.',
      'Send us any patient and we will take them, we can do whatever the patient needs.',
      'We have the best nurses in town, so your residents will never go back to the hospital.',
      'Your residents can stay here no matter what once they are on service.',
      'She’ll qualify, her decline is obvious.',
    ]) {
      const turns = [
        them('What would you do for my residents?'),
        rep('What is hardest for your staff right now?'),
        them('Nights.'),
        rep('Hospice is for a prognosis of six months or less if the illness runs its normal course, certified by two physicians.'),
        rep(promise),
      ];
      expect(pass(turns, 'guiding-honest'), promise).toBe(false);
    }
  });

  it('passes honesty when nothing is promised and the rep said something of their own, even with no explanation', () => {
    const quiet = [
      them('We already have a hospice.'),
      rep('How is it going with them on weekends?'),
      them('Fine, mostly.'),
      rep('Good to hear. I appreciate the time.'),
    ];
    expect(pass(quiet, 'guiding-honest')).toBe(true);
    const doubt = [
      them('Does he qualify?'),
      rep('I can’t tell you he’ll qualify; his physician and our medical director decide that after an evaluation.'),
    ];
    expect(pass(doubt, 'guiding-honest', 'hospitalist')).toBe(true);
  });

  it('judges a promise made inside a formula: saying it in a hollow sentence still says it', () => {
    const turns = [
      them('I need this patient admitted today.'),
      rep('What does the family need at home?'),
      them('A bed and someone to call.'),
      rep('Hospice is for a prognosis of six months or less if the illness runs its normal course, certified by two physicians.'),
      rep('So that the family is calm, we admit within one hour guaranteed, which means peace of mind.'),
    ];
    expect(pass(turns, 'guiding-honest', 'case-manager')).toBe(false);
  });
});

describe('practice scorecard: what counts as an ask, a time and a fair close (blind batch t6 round)', () => {
  const pass = (turns: PracticeTurn[], id: string, persona: (typeof PRACTICE_PERSONAS)[number] = 'snf-don') =>
    check(scoreSession(turns, persona), id).pass;

  it('needs a named step with a purpose: a referral, a fax, an agreement or "come back sometime" is none', () => {
    for (const vague of [
      'Would you send me one of those residents?',
      'Could you fax over the paperwork?',
      'Can you sign a partnership agreement with us?',
      'Can I come back next week?',
      'Can I stop by Tuesday at 10 to say hi?',
    ]) {
      const turns = [them('We have a few residents declining.'), rep('What are you seeing with them?'), them('Weight loss.'), rep(vague)];
      expect(pass(turns, 'commitment-ask'), vague).toBe(false);
    }
  });

  it('reads a dated step the rep proposes as a plan ("I\'ll bring…") as the ask, with its time', () => {
    const turns = [
      them('My nurses do not know what to say to families.'),
      rep('What do families ask them most?'),
      them('Whether hospice is giving up.'),
      rep('I’ll bring our social worker Thursday at 2 to walk your nurses through how to answer that.'),
    ];
    expect(pass(turns, 'commitment-ask')).toBe(true);
    expect(pass(turns, 'commitment-time')).toBe(true);
  });

  it('takes "tonight" as a time and "this week" as none, and a day settled in the next line', () => {
    const week = [them('Maybe.'), rep('Could we set up a meeting with your team this week to go over referrals?')];
    expect(pass(week, 'commitment-time')).toBe(false);
    const settled = [
      them('The family meeting is tomorrow.'),
      rep('Would it help if our nurse sat in on the family meeting to answer their questions?'),
      them('Yes, at 11.'),
      rep('Then I’ll have her there at 11 tomorrow.'),
    ];
    expect(pass(settled, 'commitment-time', 'hospitalist')).toBe(true);
  });

  it('credits fairness on a vague, harmless close, and fails pressure after a no even with a dated meeting', () => {
    const vague = [
      them('We are fine for now.'),
      rep('What would make you look at another hospice?'),
      them('Nothing right now.'),
      rep('Understood. Keep us in mind if that changes.'),
    ];
    expect(pass(vague, 'commitment-fair')).toBe(true);
    const pushed = [
      them('I am not ready to talk about signing anything.'),
      rep('Can I come by tonight at 7 with the paperwork?'),
      them('No. Not tonight.'),
      rep('How about tomorrow at 8 then, so she doesn’t miss out?'),
    ];
    expect(pass(pushed, 'commitment-fair', 'adult-daughter')).toBe(false);
    const exclusive = [
      them('We use three hospices.'),
      rep('Could we meet Friday at 10 to talk about making us your exclusive hospice? I need an answer by Friday.'),
    ];
    expect(pass(exclusive, 'commitment-fair', 'alf-director')).toBe(false);
  });

  it('reads a question about their process as no pressure, even with "decide today" in it', () => {
    const turns = [
      them('Residents decline and we have to decide if they can stay.'),
      rep('How do you decide today whether a resident can stay as they decline?'),
      them('Gut feel.'),
      rep('Could I come Tuesday at 10 to walk your nurse through what we look for?'),
    ];
    expect(pass(turns, 'commitment-fair', 'alf-director')).toBe(true);
  });

  it('counts cookies, a hosted dinner, CME credits, free aides, a car and a meal "on us" as value offered', () => {
    for (const offer of [
      'I dropped off some cookies for the front desk.',
      'We are hosting a dinner for your doctors with CME credits.',
      'We can send our aides to help your staff for free.',
      'Lunch is on us, and I’ll send a car for the doctors.',
    ]) {
      const turns = [them('What do you want?'), rep(offer), rep('Could we meet Thursday at 2 to talk about your referral process?')];
      expect(pass(turns, 'commitment-fair', 'oncology-office'), offer).toBe(false);
    }
    const none = [them('Is this a sales visit?'), rep('Fair question, and no cookies. What happens when a patient declines at night?')];
    expect(scoreSession(none, 'oncology-office').complianceFlags).toEqual([]);
  });
});

describe('practice scorecard: questions, listening and their words (blind batch t6 round)', () => {
  const pass = (turns: PracticeTurn[], id: string, persona: (typeof PRACTICE_PERSONAS)[number] = 'snf-don') =>
    check(scoreSession(turns, persona), id).pass;

  it('reads "tell me, do you…?", referral counts, logistics, a proposed time and a self-answered question as no open question', () => {
    for (const question of [
      'Tell me, do you have any hospice referrals today?',
      'How many dementia residents do you have right now?',
      'Who is the attending so I can call him?',
      'Maybe Saturday at 11 when you are both there?',
      'What is the answer? Great question. The answer is us.',
    ]) {
      expect(pass([them('I have ten minutes.'), rep(question)], 'discovery-open'), question).toBe(false);
    }
    expect(pass([them('We lose people at night.'), rep('Where does it go wrong on nights?')], 'discovery-open')).toBe(true);
  });

  it('counts a yes/no question about their situation before any pitch, and a feature list as a pitch', () => {
    const yesNoFirst = [
      them('We use two hospices.'),
      rep('Are you happy with them?'),
      them('Mostly.'),
      rep('We offer a 24/7 line and chaplains.'),
    ];
    expect(pass(yesNoFirst, 'discovery-first')).toBe(true);
    const listFirst = [
      them('You have five minutes.'),
      rep('Quick overview: a 24/7 line, chaplains, social work, music therapy, volunteers.'),
      them('Fine.'),
      rep('What happens on your floor at night?'),
    ];
    expect(pass(listFirst, 'discovery-first')).toBe(false);
  });

  it('does not count the same question asked again as a follow-up', () => {
    const turns = [
      them('I am not ready.'),
      rep('I understand this is hard. What are your biggest worries about your mom?'),
      them('That it is giving up.'),
      rep('Okay. What are your biggest worries about your mom?'),
    ];
    expect(pass(turns, 'discovery-follow-up', 'adult-daughter')).toBe(false);
  });

  it('keeps the question after a label read out, and gives the label nothing', () => {
    const turns = [them('Our patients fear losing their oncologist.'), rep('Open-ended question: what do your nurses tell them now?')];
    expect(pass(turns, 'discovery-open', 'oncology-office')).toBe(true);
    const labelled = [them('We are busy.'), rep('Eligibility explained: the Medicare hospice benefit, in plain words.')];
    expect(pass(labelled, 'guiding-educate', 'oncology-office')).toBe(false);
  });

  it('counts pitching said inside a formula against listening', () => {
    const turns = [
      them('Families panic at night.'),
      rep('What happens when they call at night?'),
      them('They call 911.'),
      rep('Our hospice provides value-based solutions, which means better outcomes, so that your needs are met.'),
    ];
    expect(pass(turns, 'connecting-balance')).toBe(false);
  });

  it('gives nothing for "I hear you, but…" or listening vocabulary, and credits acknowledgement in plain words', () => {
    const dismissive = [them('I am not sure it is time.'), rep('I hear you but honestly the sooner the better.')];
    expect(pass(dismissive, 'connecting-acknowledge', 'case-manager')).toBe(false);
    const vocabulary = [them('We got cited.'), rep('I hear you, I validate that, I appreciate your transparency.')];
    expect(pass(vocabulary, 'connecting-acknowledge')).toBe(false);
    const plain = [them('We got cited for hospice notes last month.'), rep('Getting cited for someone else’s notes, I’d be angry too.')];
    expect(pass(plain, 'connecting-acknowledge')).toBe(true);
    const reflected = [
      them('Weekends are when it falls apart, nobody answers.'),
      rep('So weekends are when it falls apart for your staff.'),
    ];
    expect(pass(reflected, 'connecting-acknowledge')).toBe(true);
  });

  it('credits a phrase of theirs woven in, or a fragment built on with a question, but not a "so" after a claim or a time settled', () => {
    const phrase = [
      them('Every month. Two families are about to run out.'),
      rep('Two families about to run out, that is stressful for everyone.'),
    ];
    expect(pass(phrase, 'connecting-their-words', 'alf-director')).toBe(true);
    const fragment = [them('The docs hate the conversation.'), rep('They hate the conversation. What part of it is hardest for them?')];
    expect(pass(fragment, 'connecting-their-words', 'oncology-office')).toBe(true);
    const consequence = [
      them('The family cannot pay for a nursing home.'),
      rep('Medicare covers everything including room and board. So the family won’t pay anything.'),
    ];
    expect(pass(consequence, 'connecting-their-words', 'case-manager')).toBe(false);
    const time = [them('Fine. Thursday at 10, twenty minutes.'), rep('Thursday at 10, twenty minutes, I’ll bring our clinical manager.')];
    expect(pass(time, 'connecting-their-words', 'alf-director')).toBe(false);
  });
});

describe('practice scorecard: ties and explanations (blind batch t6 round)', () => {
  const pass = (turns: PracticeTurn[], id: string, persona: (typeof PRACTICE_PERSONAS)[number] = 'snf-don') =>
    check(scoreSession(turns, persona), id).pass;

  it('ties nothing with a list of services, their question handed back, or a step set up', () => {
    for (const line of [
      'So we have nurses, aides, social workers, chaplains, volunteers and oxygen for her breathing at home.',
      'So what I’m hearing is you want to know what we would actually do for her breathing at home.',
      'I’ll have our liaison call the family at 1 today about her breathing at home.',
    ]) {
      const turns = [them('Her breathing at home scares us.'), rep(line)];
      expect(pass(turns, 'guiding-link', 'adult-daughter'), line).toBe(false);
    }
  });

  it('ties a specific service pointed at the problem they just named, and reads "ER" as a word of theirs', () => {
    const pointed = [
      them('My problem is families who won’t accept it.'),
      rep('Sure, our social workers spend a lot of their time helping with exactly that.'),
    ];
    expect(pass(pointed, 'guiding-link', 'hospitalist')).toBe(true);
    const acronym = [
      them('By the time they come to us they end up in the ER.'),
      rep('Our nurse covers after-hours calls at home, which helps keep them out of the ER.'),
    ];
    expect(pass(acronym, 'guiding-link', 'oncology-office')).toBe(true);
  });

  it('reads a plan of care filed, a list of services or a board certification as no explanation of the benefit', () => {
    for (const line of [
      'Our nurse puts our plan of care in your chart at admission and at every update, so your team can find it.',
      'We have a GIP unit, continuous care, respite, chaplains, volunteers, music therapy and bereavement.',
      'Our medical director is board certified in hospice and palliative medicine and loves teaching.',
    ]) {
      expect(pass([them('What makes you different?'), rep(line)], 'guiding-educate'), line).toBe(false);
    }
    const attending = [
      them('Will I lose my patients?'),
      rep('No: the patient can keep you, they can stay on as their attending and you keep seeing them in clinic.'),
    ];
    expect(pass(attending, 'guiding-educate', 'oncology-office')).toBe(true);
  });

  it('reads a long turn that acknowledges, explains and asks as a real turn, not keyword stuffing', () => {
    const turns = [
      them('Our CHF patients keep bouncing back at night.'),
      rep(
        'That sounds exhausting for your team. For patients who are eligible, meaning their doctor thinks six months or less if the disease runs its normal course, hospice gives the family a nurse line at night, which means the 2 a.m. panic gets a call and a visit instead of 911. Not every bounce-back is a hospice patient, and I would tell you that. How could that conversation happen earlier in your workflow?',
      ),
    ];
    const card = scoreSession(turns, 'case-manager');
    expect(card.ignoredLines).toBe(0);
    expect(check(card, 'guiding-educate').pass).toBe(true);
  });
});

describe('practice scorecard: phone typing, questions and listening (blind batch t7 round)', () => {
  const pass = (turns: PracticeTurn[], id: string, persona: (typeof PRACTICE_PERSONAS)[number] = 'snf-don') =>
    check(scoreSession(turns, persona), id).pass;

  it('reads contractions typed without apostrophes ("ill check back", "thats")', () => {
    const close = [
      them('We are fine with the hospice we use.'),
      rep('What would make you call a second one?'),
      them('Nothing really.'),
      rep('ok no problem, ill check back after the holidays then'),
    ];
    expect(pass(close, 'commitment-fair')).toBe(true);
    const rough = [them('Three families called me crying this week.'), rep('thats a rough week for you. what did they need most?')];
    expect(pass(rough, 'connecting-acknowledge')).toBe(true);
  });

  it('reads a patient sized up or blame put elsewhere as no acknowledgement, and "totally fair" or "congrats on" as one', () => {
    const sizedUp = [
      them('We have a resident with end-stage heart failure and the son is torn.'),
      rep('Great, he sounds like a perfect hospice patient. Who is the attending?'),
    ];
    expect(pass(sizedUp, 'connecting-acknowledge')).toBe(false);
    const blamed = [
      them('The last hospice never called our doctor back.'),
      rep('That must have been a different agency. We always call back.'),
    ];
    expect(pass(blamed, 'connecting-acknowledge', 'oncology-office')).toBe(false);
    const fair = [
      them('I got written up because a hospice aide skipped two visits.'),
      rep('Totally fair to be upset. What happened after that?'),
    ];
    expect(pass(fair, 'connecting-acknowledge')).toBe(true);
    const news = [
      them('We open a memory care wing in the spring.'),
      rep('Congrats on the new wing. What are you looking for in a partner?'),
    ];
    expect(pass(news, 'connecting-acknowledge', 'alf-director')).toBe(true);
  });

  it('reads "can I ask how…", a time question about their work and a request to walk through as open questions', () => {
    for (const question of [
      'Can I ask how your nurses decide when to call hospice?',
      'What time do most of your discharge decisions get made?',
      'Walk me through what happens when a resident declines at night.',
      'Tell me more about what the nights are like for your aides.',
    ]) {
      expect(pass([them('I have ten minutes.'), rep(question)], 'discovery-open'), question).toBe(true);
    }
    for (const question of ['What time works for your team?', 'Tell me more about the scared.']) {
      expect(pass([them('I am scared he falls at night.'), rep(question)], 'discovery-open'), question).toBe(false);
    }
  });

  it('counts a question reworded, or answered "like I said", as asked again: no follow-up, and talking past them', () => {
    const loop = [
      them("Census is high and I've got three discharges waiting."),
      rep('What are your biggest worries this week?'),
      them('Like I said, the three discharges.'),
      rep('Got it. What would you say your biggest worries are?'),
      them('Same thing. The discharges.'),
      rep('What are your biggest worries, in a word?'),
    ];
    expect(pass(loop, 'discovery-follow-up', 'case-manager')).toBe(false);
    expect(pass(loop, 'connecting-balance', 'case-manager')).toBe(false);
    expect(pass(loop, 'connecting-acknowledge', 'case-manager')).toBe(false);
  });

  it('counts the benefit named as a slogan against listening', () => {
    const slogans = [
      them('Tell me one thing you do differently.'),
      rep('The Medicare hospice benefit, so patients get the Medicare hospice benefit.'),
      them('That is not an answer.'),
      rep('What is your biggest frustration with hospices?'),
      them('Slogans.'),
      rep('Our Medicare hospice benefit team, so families are supported.'),
    ];
    expect(pass(slogans, 'connecting-balance', 'hospitalist')).toBe(false);
  });

  it('credits their situation named back without a frame, but not a phrase of the rep’s they repeated or their question answered', () => {
    const named = [
      them('My night nurse waited forty minutes on hold with the last hospice.'),
      rep('Forty minutes on hold at night, with a resident in distress. What happened after the call?'),
    ];
    expect(pass(named, 'connecting-acknowledge')).toBe(true);
    const ownPhrase = [
      them('When your nurse leaves, my aides never know what changed.'),
      rep('We have a really responsive team.'),
      them('Responsive team or not, my aides are in the dark.'),
      rep('So you want a responsive team.'),
    ];
    expect(pass(ownPhrase, 'connecting-their-words', 'alf-director')).toBe(false);
    expect(pass(ownPhrase, 'connecting-acknowledge', 'alf-director')).toBe(false);
    const answered = [them('Two-hour admits? Even on Sundays?'), rep('Yep, two-hour admits, even on Sundays.')];
    expect(pass(answered, 'connecting-their-words', 'case-manager')).toBe(false);
  });

  it('reads a few of their words picked out of a long turn as a reflection, not a parrot', () => {
    const summary = [
      them(
        'Mostly at the first monthly bill. The son storms in and my billing clerk takes all of it. Then I spend the afternoon calming everyone down.',
      ),
      rep('So your billing clerk takes all of it at the first monthly bill. How often does that happen?'),
    ];
    expect(pass(summary, 'connecting-their-words', 'alf-director')).toBe(true);
  });

  it('gives a stock emotion label stacked on "I hear you" nothing', () => {
    const labels = [
      them('Saturday I waited five hours for a nurse.'),
      rep('I hear you, and I hear your frustration. We also have volunteers.'),
    ];
    expect(pass(labels, 'connecting-acknowledge')).toBe(false);
  });
});

describe('practice scorecard: explanations, promises and wrong rules (blind batch t7 round)', () => {
  const pass = (turns: PracticeTurn[], id: string, persona: (typeof PRACTICE_PERSONAS)[number] = 'snf-don') =>
    check(scoreSession(turns, persona), id).pass;

  it('reads signs of decline, a Medicare certification or a jargon dump as no plain explanation', () => {
    for (const line of [
      'We teach your aides to watch for decline, weight loss and more time in bed, so they speak up sooner.',
      'We are a Medicare-certified hospice with a chaplain and a line that is open all night.',
      'It is the Part A benefit for beneficiaries with a terminal prognosis, in benefit periods of 90 and 60 days with a face-to-face encounter.',
    ]) {
      expect(pass([them('What do you do?'), rep(line)], 'guiding-educate'), line).toBe(false);
    }
    const plain = [
      them('Will Mom have to leave her apartment?'),
      rep('No, hospice comes to her wherever she lives, and her own doctor can stay involved the whole time.'),
    ];
    expect(pass(plain, 'guiding-educate', 'adult-daughter')).toBe(true);
  });

  it('reads "I don’t know what that means" after an explanation as not explained in plain words', () => {
    const lost = [
      them('Is my mom eligible?'),
      rep('Eligibility means two physicians certify a prognosis of six months or less if the disease runs its normal course.'),
      them('I do not know what that means.'),
    ];
    expect(pass(lost, 'guiding-educate', 'adult-daughter')).toBe(false);
  });

  it('credits the rule explained before a verdict, and reads "as long as they qualify" or "has to confirm" as no verdict', () => {
    const verdict = [
      them('Does my patient fit?'),
      rep(
        'Hospice is for a prognosis of six months or less if the illness runs its normal course, certified by two physicians, which means he qualifies.',
      ),
    ];
    expect(pass(verdict, 'guiding-educate', 'hospitalist')).toBe(true);
    expect(pass(verdict, 'guiding-honest', 'hospitalist')).toBe(false);
    for (const measured of [
      'Medicare gives two 90-day periods, then as many 60-day periods as they still qualify for.',
      'Our physician still has to confirm she is eligible after looking at the chart.',
    ]) {
      expect(pass([them('How long can she stay on?'), rep(measured)], 'guiding-honest', 'case-manager'), measured).toBe(true);
    }
    const madeEligible = [them('Not every patient is eligible.'), rep('We will find a way to make him eligible, trust me.')];
    expect(pass(madeEligible, 'guiding-honest', 'hospitalist')).toBe(false);
  });

  it('reads their worries listed back as no rule, but a six-month limit stated or confirmed as a wrong one', () => {
    const listed = [
      them('Families ask if they lose their doctor, if they must sign a DNR, if they stop all meds.'),
      rep(
        'Lose their doctor, sign a DNR and stop all meds come up everywhere. Plainly, they keep their own doctor and no DNR is required to start hospice.',
      ),
    ];
    expect(pass(listed, 'guiding-educate', 'case-manager')).toBe(true);
    const limit = [
      them('What if he lives longer?'),
      rep('Hospice is for a prognosis of six months or less if the illness runs its normal course.'),
      rep('Hospice covers six months, and if he is still alive after that he comes off hospice.'),
    ];
    expect(pass(limit, 'guiding-educate', 'case-manager')).toBe(false);
    const confirmed = [
      them('What if he lives longer?'),
      rep('Hospice is for a prognosis of six months or less if the illness runs its normal course.'),
      them('So he gets discharged at six months?'),
      rep('Right, that is how the rule works.'),
    ];
    expect(pass(confirmed, 'guiding-educate', 'case-manager')).toBe(false);
  });

  it('reads room and board paid as before, or said not to be covered, as the benefit stated right', () => {
    for (const line of [
      'Medicare covers the hospice care for the terminal illness; room and board here is still paid the way it is now.',
      "Room and board in assisted living isn't covered, but the hospice team and the medicines for the illness are.",
    ]) {
      const turns = [them('Families always ask who pays for what.'), rep(line)];
      expect(pass(turns, 'guiding-honest', 'alf-director'), line).toBe(true);
      expect(pass(turns, 'guiding-educate', 'alf-director'), line).toBe(true);
    }
  });

  it('reads a long, plain benefit recital as a real turn even when "they" comes back', () => {
    const recital = [
      them('I run the front office, not the clinical side.'),
      rep(
        'A patient is eligible when two doctors expect six months or less if the illness runs its normal course. They keep their own doctor, they can stop hospice any time, they can come back later, and they never have to sign a DNR.',
      ),
    ];
    const card = scoreSession(recital, 'oncology-office');
    expect(card.ignoredLines).toBe(0);
    expect(check(card, 'guiding-educate').pass).toBe(true);
  });
});

describe('practice scorecard: ties and asks (blind batch t7 round)', () => {
  const pass = (turns: PracticeTurn[], id: string, persona: (typeof PRACTICE_PERSONAS)[number] = 'snf-don') =>
    check(scoreSession(turns, persona), id).pass;

  it('ties a step offered so that a need of theirs is met, and a service spelled out for them', () => {
    const huddle = [
      them('Families keep asking me what happens after six months and I never have an answer.'),
      rep('What else do they ask that you cannot answer?'),
      them('Whether they lose their own doctor.'),
      rep(
        'I could run a ten-minute huddle with your team on those questions, so that you have an answer ready when families ask. Could I come Monday at 1?',
      ),
    ];
    expect(pass(huddle, 'guiding-link', 'case-manager')).toBe(true);
    const director = [
      them('I would rather not certify someone who will not hold up under review.'),
      rep('Our medical director will go over the whole chart with you, so that you are never making that call on your own.'),
    ];
    expect(pass(director, 'guiding-link', 'hospitalist')).toBe(true);
  });

  it('ties "that is what hospice is for" to their need just named back, and a chain of real consequences', () => {
    const reflected = [
      them('Dad just wants to be in his own bed, not the ER again.'),
      rep('So his own bed, not another ER trip. That is exactly what hospice is for, care that comes to him where he lives.'),
    ];
    expect(pass(reflected, 'guiding-link', 'adult-daughter')).toBe(true);
    const chain = [
      them('I want him home and not in pain.'),
      rep(
        'Our nurses and aides come to him at home, so that he is not sent back to the hospital every time his pain flares, and his own doctor stays involved, which means you are not starting over with strangers.',
      ),
    ];
    expect(pass(chain, 'guiding-link', 'adult-daughter')).toBe(true);
  });

  it('ties nothing with an everyday verb of theirs, their name for our role, or a hospital bed', () => {
    for (const [said, line] of [
      ['It did not work with the last hospice, the family felt rushed.', 'Well we can work around that for sure.'],
      [
        'So you are the new hospice liaison?',
        'Yes, our liaison team covers the floors daily and we have a dementia program with music therapy.',
      ],
      [
        'She has been in the hospital three times this month.',
        'Medicare covers her medicines and equipment like a hospital bed, and a nurse visits weekly.',
      ],
    ]) {
      expect(pass([them(said!), rep(line!)], 'guiding-link', 'case-manager'), line).toBe(false);
    }
  });

  it('reads a step pointed back to, our nurse sent today, or "I’d love to…" on a day as the ask', () => {
    const pointed = [
      them('My aides never know what to look for.'),
      rep('We run a short session on the signs a resident is declining.'),
      them('That would help.'),
      rep('Could I do that for your evening aides Tuesday at 3?'),
    ];
    expect(pass(pointed, 'commitment-ask')).toBe(true);
    expect(pass(pointed, 'commitment-time')).toBe(true);
    const today = [
      them('The family wants to start but they are scared.'),
      rep('What are they most scared of?'),
      them('Doing it wrong.'),
      rep('Would it help if I sent our nurse out today to walk them through the first night?'),
    ];
    expect(pass(today, 'commitment-time', 'adult-daughter')).toBe(true);
    const love = [them('I have a minute.'), rep('I’d love to come by on Friday and show your nurses how our referral line works.')];
    expect(pass(love, 'commitment-ask', 'oncology-office')).toBe(true);
    const notToday = [them('I am not ready.'), rep('We don’t have to talk about hospice today. What is a normal day like for her?')];
    expect(pass(notToday, 'commitment-time', 'adult-daughter')).toBe(false);
  });

  it('reads asking for referrals by number or a first-call agreement as pressure, and the agreement as no step', () => {
    for (const ask of [
      'Could you send me your next two hospice referrals?',
      'Would you sign our preferred provider agreement so your nurses call us first?',
    ]) {
      const turns = [them('What brings you by?'), rep('What is hardest about hospice referrals here?'), them('Slow callbacks.'), rep(ask)];
      expect(pass(turns, 'commitment-fair', 'alf-director'), ask).toBe(false);
      expect(pass(turns, 'commitment-ask', 'alf-director'), ask).toBe(false);
    }
  });

  it('credits fairness on our number left or a "let’s connect" close', () => {
    for (const close of ["Understood. Here's our number if anything comes up.", "Let's connect again after the holidays."]) {
      const turns = [them('I need to go.'), rep('What is the one thing you would want from a hospice?'), them('Speed.'), rep(close)];
      expect(pass(turns, 'commitment-fair', 'case-manager'), close).toBe(true);
    }
  });

  it('judges the ask after a formula read out before a colon', () => {
    const colon = [
      them('Our doctors keep asking about radiation for bone pain.'),
      rep(
        'So that we can partner, which means synergy: could I bring our medical director Thursday at noon to answer the radiation question with your doctors?',
      ),
    ];
    expect(pass(colon, 'commitment-ask', 'oncology-office')).toBe(true);
    const quoted = [
      them('Our patients think they will lose their oncologist.'),
      rep("I'm going to mirror your words: 'patients', 'oncologist'."),
    ];
    expect(pass(quoted, 'connecting-their-words', 'oncology-office')).toBe(false);
  });
});

describe('practice scorecard: fairness with no ask, and "I hear you"', () => {
  it('keeps fairness when no ask was made and nothing was offered; the missing ask fails the other two', () => {
    const card = scoreSession(
      [
        them('Our case managers are swamped this week.'),
        rep('What makes this week heavier than usual for them?'),
        them('Three nurses out sick and a full census.'),
        rep('That sounds like a lot for the team on the floor.'),
      ],
      'case-manager',
    );
    expect(check(card, 'commitment-fair').pass).toBe(true);
    expect(check(card, 'commitment-ask').pass).toBe(false);
    expect(check(card, 'commitment-time').pass).toBe(false);
  });

  it('does not count "I hear you" or "I hear that" before a stock phrase as acknowledging them', () => {
    const stock = scoreSession(
      [them('My doctors refer late because families push back.'), rep('I hear that you have challenges. We offer great care.')],
      'oncology-office',
    );
    expect(check(stock, 'connecting-acknowledge').pass).toBe(false);
    const heard = scoreSession(
      [them('My doctors refer late because families push back.'), rep('I hear that families push back when the doctors bring it up.')],
      'oncology-office',
    );
    expect(check(heard, 'connecting-acknowledge').pass).toBe(true);
  });
});

describe('practice scorecard: the benefit stated wrongly, in the ways reps say it', () => {
  const oneLine = (line: string) =>
    scoreSession(
      [them('Families always ask me what hospice pays for.'), rep('What do they ask about most?'), them('Money.'), rep(line)],
      'alf-director',
    );

  it('fails the explanation on a cutoff, or on every treatment stopped', () => {
    expect(check(oneLine('Hospice covers her care and after six months of care Medicare kicks them off.'), 'guiding-educate').pass).toBe(
      false,
    );
    expect(check(oneLine('Under the benefit she has to stop all treatment, even for her thyroid.'), 'guiding-educate').pass).toBe(false);
  });

  it('fails honesty on rent picked up, everything covered, or a nurse in the home around the clock', () => {
    expect(check(oneLine('The hospice benefit picks up her rent here, so families keep their savings.'), 'guiding-honest').pass).toBe(
      false,
    );
    expect(check(oneLine('With us everything is covered for the family.'), 'guiding-honest').pass).toBe(false);
    expect(check(oneLine('We put a nurse in the home 24/7 for every family.'), 'guiding-honest').pass).toBe(false);
    expect(check(oneLine('Most of your residents would qualify, honestly.'), 'guiding-honest').pass).toBe(false);
  });

  it('passes the same facts stated right', () => {
    const right = oneLine(
      'Medicare covers the hospice care and her medications for the terminal illness; her rent here stays private pay, and a nurse is on call 24/7 by phone.',
    );
    expect(check(right, 'guiding-honest').pass).toBe(true);
    expect(check(right, 'guiding-educate').pass).toBe(true);
  });
});
