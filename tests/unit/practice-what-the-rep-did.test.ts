import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t19 (phrasings of our own): each check passes on what the rep
 * did in the conversation, not on the words of the method said around it.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'snf-don');

describe('discovery: a question in the seller’s words or for the seller’s sake is no question about them', () => {
  it('does not count a "pain points" question as open discovery, unless it names something they said', () => {
    for (const question of [
      'What pain points do you run into around hospice coordination and interdisciplinary handoffs?',
      'What are your leadership’s workflow pain points this year?',
    ]) {
      const session = [them('Our weekend agency nurse never knows who to call.'), rep(question)];
      expect(passes(session, 'discovery-open'), question).toBe(false);
      expect(passes(session, 'discovery-first'), question).toBe(false);
    }
    expect(
      passes(
        [
          them('Our weekend agency nurse never knows who to call.'),
          rep('What is the pain point for that agency nurse on a Saturday night?'),
        ],
        'discovery-open',
      ),
    ).toBe(true);
  });

  it('does not count asking how ready they are to choose us, or when the rep gets their business, as a question about them', () => {
    for (const question of [
      'How likely is your team to send us the next one?',
      'How soon would you be willing to switch over to us?',
      'What would it take to earn your first referral?',
      'When can we get on your rotation?',
      'Whens the best time to catch your medical director?',
      'Got any residents for hospice this month?',
    ])
      expect(passes([them('We use two hospices already.'), rep(question)], 'discovery-first'), question).toBe(false);
    // Asking how they judge the hospice they have is about their world.
    expect(
      passes(
        [them('We use two hospices already.'), rep('On a scale of one to ten, how well does your current hospice answer at night?')],
        'discovery-open',
      ),
    ).toBe(true);
  });
});

describe('discovery: before pitching means before, within a turn too', () => {
  it('fails "asked before describing your hospice" when the same turn pitched us before its first question', () => {
    const pitchedFirst = [
      them('Hi, what can I do for you?'),
      rep("We're the only hospice in the county with a cardiac nurse on every team. How are your heart failure discharges going?"),
    ];
    expect(passes(pitchedFirst, 'discovery-first')).toBe(false);
    const askedFirst = [
      them('Hi, what can I do for you?'),
      rep("How are your heart failure discharges going? We're the only hospice in the county with a cardiac nurse on every team."),
    ];
    expect(passes(askedFirst, 'discovery-first')).toBe(true);
    // An honest "I can't promise…" before asking is no pitch.
    const hedgedFirst = [
      them('Can you get him admitted today?'),
      rep("I can't promise he'll qualify before our physician sees him. What has his breathing been like this month?"),
    ];
    expect(passes(hedgedFirst, 'discovery-first')).toBe(true);
  });
});

describe('commitment: the step and the pressure are read for what the rep actually proposed', () => {
  it('keeps the ask fair when the rep says what they are not there to push', () => {
    const session = [
      them('The son says not yet.'),
      rep("I'm not here to get him signed up, just to answer the son's questions. Could our nurse meet them Friday at 10?"),
    ];
    expect(passes(session, 'commitment-fair')).toBe(true);
    // Said as the point, it is still pressure.
    const pushed = [them('The son says not yet.'), rep("Let's get him signed up today. Could our nurse meet them Friday at 10?")];
    expect(passes(pushed, 'commitment-fair')).toBe(false);
  });

  it('puts no day on a step when the rep only says their time back and asks how they cope', () => {
    const session = [
      them('The worst part is the 4 am pages from the floor after a family visit.'),
      rep('So the 4 am pages after the family visit land on you. How do you deal with those now?'),
    ];
    expect(passes(session, 'commitment-time')).toBe(false);
    // A time of the rep's own, offered after a question, is a step with a day.
    const offered = [
      them('The worst part is the 4 am pages from the floor after a family visit.'),
      rep('Would a short visit with your night charge nurse help? I could come Thursday at 7.'),
    ];
    expect(passes(offered, 'commitment-time')).toBe(true);
  });

  it('reads "sat down with" and "I could come Monday" as a step', () => {
    const session = [
      them('I need to talk to my husband first.'),
      rep('Would it help if I sat down with the two of you? I could come Monday at 5 if that suits him.'),
    ];
    expect(passes(session, 'commitment-time')).toBe(true);
  });
});

describe('fairness: something of value is value whatever the event and however it is typed', () => {
  it('fails the fair ask when the rep offers to sponsor their event or pay for its food', () => {
    for (const offer of [
      'We would be glad to sponsor your volunteer picnic in May.',
      'happy to sponser the staff cookout this summer',
      "We'll pick up the tab for the nurses' week party.",
    ]) {
      const session = [
        them('We run a small unit, twenty beds.'),
        rep(offer),
        them('Hm.'),
        rep('Could I come by Tuesday at 2 to meet your charge nurses?'),
      ];
      expect(passes(session, 'commitment-fair'), offer).toBe(false);
    }
    // Saying what the benefit does not pay for is no offer.
    const rule = [
      them('Does hospice pay for meals?'),
      rep("Medicare doesn't cover the food or the rent here. Could I come by Tuesday at 2 to go over it with your staff?"),
    ];
    expect(passes(rule, 'commitment-fair')).toBe(true);
  });
});

describe('connecting: a motive they never stated is no reflection of their words', () => {
  it('does not count "what I’m hearing is you care about…" as their words, when they said something else', () => {
    for (const line of [
      "What I'm hearing is you truly care about your residents.",
      "It sounds like you're passionate about person-centered care, which we admire.",
      'So what I hear is you want the best for your residents.',
    ])
      expect(
        passes([them('Our residents get sent out at night because the agency nurse panics.'), rep(line)], 'connecting-their-words'),
        line,
      ).toBe(false);
    // Their own detail said back still counts.
    expect(
      passes(
        [
          them('Our residents get sent out at night because the agency nurse panics.'),
          rep("So it's the agency nurse panicking that sends them out, more than how sick they are."),
        ],
        'connecting-their-words',
      ),
    ).toBe(true);
  });
});

describe('phone typing: a question or an ask typed short is still one', () => {
  it('reads a question left without its question mark at the end of the turn', () => {
    const session = [
      them('hey, slammed today'),
      rep('hi, sam from lakeview hospice. whats been making the evening discharges so hard lately'),
    ];
    expect(passes(session, 'discovery-open')).toBe(true);
    // A statement that opens with "what" is not one.
    expect(passes([them('hey, slammed today'), rep('what we do is evening admissions')], 'discovery-open')).toBe(false);
  });

  it('reads "wed 4:15" and "so u know" in an ask', () => {
    const session = [
      them('Evenings are the problem.'),
      rep('could i stop by wed 4:15 n meet ur evening charge nurse so u know who to page'),
    ];
    expect(passes(session, 'commitment-time')).toBe(true);
  });

  // (A guard for the rule above: read as a question, a pain-points question typed the same way is still the stock one.)
  it('reads a pain-points question typed without its question mark as the stock question it is', () => {
    const session = [them('Paperwork is the worst part of my day.'), rep('so whats ur top pain point w hospice intake rn')];
    expect(passes(session, 'discovery-open')).toBe(false);
  });
});

describe('commitment: a rating is no meeting, and guilt is pressure', () => {
  it('puts no step or day on "on a scale of one to ten, how close are you to starting today?"', () => {
    const session = [
      them('We are just looking into options.'),
      rep('On a scale of one to ten, how close are you to starting care for him today?'),
    ];
    expect(passes(session, 'commitment-time')).toBe(false);
    // Ten minutes is still a meeting.
    const meeting = [them('We are just looking into options.'), rep('Could I have ten minutes with you and your brother Friday at 6?')];
    expect(passes(meeting, 'commitment-time')).toBe(true);
  });

  it('fails the fair ask when the rep uses regret to hurry them', () => {
    const session = [
      them('I need to think about it.'),
      rep('Most people who put this off end up regretting it. Could our nurse come by Saturday at 10 to walk you through it?'),
    ];
    expect(passes(session, 'commitment-fair')).toBe(false);
  });
});

describe('guiding: a rule stated wrongly fails the explanation, and a promise is a promise about care', () => {
  it('fails the explanation when a DNR is made the condition of hospice', () => {
    for (const line of [
      'Eligibility is simple: all she needs is a DNR and her doctor agreeing to it.',
      'The hospice benefit covers his care at home as long as your dad signs a DNR.',
    ])
      expect(passes([them('How does someone get on hospice?'), rep(line)], 'guiding-educate'), line).toBe(false);
  });

  it('reads a prognosis called "guaranteed" as a rule stated wrongly, not a promise', () => {
    const session = [
      them('Who qualifies?'),
      rep('The physician has to be certain the patient will die within six months, basically guaranteed, before we can take them.'),
    ];
    expect(passes(session, 'guiding-educate')).toBe(false);
    expect(passes(session, 'guiding-honest')).toBe(true);
  });

  it('does not count "I’ll keep it short, I promise" as a promise hospice cannot keep', () => {
    const session = [
      them('I have two minutes.'),
      rep("I'll keep it short, I promise. What happens on your unit when a patient declines overnight?"),
    ];
    expect(passes(session, 'guiding-honest')).toBe(true);
    const promised = [them('I have two minutes.'), rep('I promise your patients will never go back to the ER.')];
    expect(passes(promised, 'guiding-honest')).toBe(false);
  });
});

describe('guiding: the clinical markers and the levels of care explain the benefit', () => {
  it('counts a physician walked through the LCD markers, or a level of care explained, as explaining eligibility', () => {
    for (const line of [
      'For end-stage lung disease the picture is dyspnea at rest despite inhalers, more ER trips, and resting hypoxemia on room air.',
      'With dementia we look for FAST stage 7: not walking alone, a few words at most, plus a complication like aspiration in the last year.',
      'When symptoms are out of control at home, continuous home care puts a nurse there for long stretches until the crisis settles.',
    ])
      expect(passes([them('How do I know which of mine are appropriate?'), rep(line)], 'guiding-educate'), line).toBe(true);
    // A level of care named in a list of what we have explains nothing.
    expect(
      passes(
        [them('What do you offer?'), rep('We have nurses, aides, a chaplain, music therapy and we can do continuous care.')],
        'guiding-educate',
      ),
    ).toBe(false);
  });
});

describe('discovery: a trial close and a check on the pitch ask nothing about them', () => {
  it('does not count "if we could show you how…, would you…?" as an open question', () => {
    const session = [
      them('We have a hospice we like.'),
      rep('If we could show you how our admissions beat theirs, would you give us a try next month?'),
    ];
    expect(passes(session, 'discovery-open')).toBe(false);
  });

  it('does not count "does that sound like something you would value?" as asking about their situation', () => {
    const session = [
      them('Hi.'),
      rep('Does this seem like something your unit would find useful?'),
      them('Maybe.'),
      rep('Our team is compassionate and we have a great reputation.'),
    ];
    expect(passes(session, 'discovery-first')).toBe(false);
  });
});

describe('connecting: their words filed under a label are said back, not acknowledged', () => {
  it('keeps "their words" but not "acknowledged" for "…the weekend admissions are a pain point for you"', () => {
    const session = [
      them('Weekend admissions are killing us, the on-call hospice never sends anyone until Monday.'),
      rep('It sounds like weekend admissions with nobody coming until Monday are a real pain point for you.'),
    ];
    expect(passes(session, 'connecting-acknowledge')).toBe(false);
    expect(passes(session, 'connecting-their-words')).toBe(true);
  });
});

describe('guiding: a role or supplier of ours doing something for their need is a service', () => {
  it('ties "our scheduling coordinator books the oxygen" to their oxygen delays', () => {
    const session = [
      them('Oxygen never shows up on a Sunday, so the patient sits here another night.'),
      rep(
        'Our scheduling coordinator books the oxygen the same hour we accept, so a Sunday discharge gets its tanks before the ride home.',
      ),
    ];
    expect(passes(session, 'guiding-link')).toBe(true);
  });
});

describe('connecting: their words used to argue with them reflect nothing', () => {
  it('gives no acknowledgement or own-words credit to "Marcus, I hear you, but <their words> is how…"', () => {
    const session = [
      them('We want to wait and see if the new antibiotic works first.'),
      rep('Marcus, I hear you, but waiting to see if the new antibiotic works is how families lose the good weeks.'),
    ];
    expect(passes(session, 'connecting-acknowledge')).toBe(false);
    expect(passes(session, 'connecting-their-words')).toBe(false);
    // Said back without waving it away, it counts.
    const heard = [
      them('We want to wait and see if the new antibiotic works first.'),
      rep('So you want to give the new antibiotic its chance before deciding anything, and that matters to you.'),
    ];
    expect(passes(heard, 'connecting-their-words')).toBe(true);
  });
});

describe('connecting: a time of their problem said back is their words', () => {
  it('counts "you are the one fielding the 5 am pages after the night visit" as their words, not a time settled', () => {
    const session = [
      them('Families page me at 5 am after the night visit, asking what comes next.'),
      rep("So you're the one fielding those 5 am pages after the night visit, with nobody to hand them to."),
    ];
    expect(passes(session, 'connecting-their-words')).toBe(true);
    // Settling a time they offered reflects nothing.
    const settled = [them('Thursday at 10 works, twenty minutes.'), rep('Thursday at 10, twenty minutes, perfect.')];
    expect(passes(settled, 'connecting-their-words')).toBe(false);
  });
});
