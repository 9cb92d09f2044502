import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Gamed sessions (phrasings of our own): what a rep recites instead of talking to the person earns
 * nothing, however the scorecard's words are dressed up.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'snf-don');

describe('connecting-balance: turns of formulas take the floor', () => {
  it('counts a turn made only of nods, labels and their words handed back against listening', () => {
    const session = [
      them("We're down a night nurse and the agency staff don't know our residents."),
      rep('How are your evenings covered right now?'),
      them('Badly. Whoever we can get.'),
      rep('Badly, whoever you can get. Totally. Tell me more.'),
      them('I just did.'),
      rep('I hear you. Makes sense. Empathy statement: that is valid.'),
      them('Okay...'),
      rep('Could we talk Friday at 11?'),
    ];
    expect(passes(session, 'connecting-balance')).toBe(false);
  });

  it('does not count a sign-off that ends the session, after a real conversation', () => {
    const session = [
      them("We're down a night nurse and the agency staff don't know our residents."),
      rep('How are your evenings covered right now?'),
      them('Badly. Whoever we can get, and they panic when a resident declines.'),
      rep('When someone declines at 2 a.m., who do they call first?'),
      them('911, usually. Then me.'),
      rep('Could I come Friday at 11 to walk your night staff through who to call?'),
      them('Friday at 11 works.'),
      rep('Friday at 11. Thanks.'),
    ];
    expect(passes(session, 'connecting-balance')).toBe(true);
  });
});

describe('connecting: their words handed back with a nod', () => {
  it('gives no credit for a stretch of theirs copied beside a stock nod', () => {
    for (const line of [
      'Right, the agency staff panic at night.',
      'The agency staff panic at night, absolutely.',
      'Okay, got it, the agency staff panic at night.',
    ]) {
      const session = [
        them('Honestly the agency staff panic at night and send everyone out.'),
        rep(line),
        them('Okay.'),
        rep('Could I come by Friday at 11?'),
      ];
      expect(passes(session, 'connecting-acknowledge'), line).toBe(false);
      expect(passes(session, 'connecting-their-words'), line).toBe(false);
    }
  });

  it('gives no credit for their fragment said back with only the ending of its verb changed ("eats" for "eat")', () => {
    const session = [
      them('Faxes and callbacks eat our mornings, and the doctors never sign.'),
      rep('Faxes eats your mornings.'),
      them('Yes.'),
    ];
    expect(passes(session, 'connecting-their-words')).toBe(false);
  });

  it('still credits their point said in the rep’s own way, or with a feeling named', () => {
    const own = [them("I don't have an hour for this."), rep("Right, you don't have an hour."), them('No.')];
    expect(passes(own, 'connecting-acknowledge')).toBe(true);
    const felt = [them('Two of my nurses quit this week.'), rep('Two nurses gone in a week, that is rough.'), them('It is.')];
    expect(passes(felt, 'connecting-acknowledge')).toBe(true);
  });
});

describe('connecting-acknowledge: nods stacked, however typed', () => {
  it('gives no credit for a sentence of stock nods and listening words only', () => {
    for (const line of [
      'really hear u, that sounds so hard, i validate that',
      'i completely understand how u feel, that must of been so stressful, i appreciate u sharing',
      'I totally get it, I hear you, that must be exhausting',
    ]) {
      const session = [them('We lost three residents this month and the families were angry.'), rep(line), them('Okay.')];
      expect(passes(session, 'connecting-acknowledge'), line).toBe(false);
    }
  });
});

describe('connecting-acknowledge: a reply that says it was only their words', () => {
  it('gives no credit when they answer "that is what I said" or ask why the rep repeats them', () => {
    for (const reply of ["Yeah. That's what I said.", 'Why are you repeating me?']) {
      const session = [
        them('The last hospice sent a different aide every single visit.'),
        rep('It sounds like the last hospice sent a different aide every visit.'),
        them(reply),
      ];
      expect(passes(session, 'connecting-acknowledge'), reply).toBe(false);
    }
  });

  it('still credits one they answer by going on with what they meant', () => {
    const session = [
      them('The last hospice sent a different aide every single visit.'),
      rep('It sounds like the residents never got to know anyone, and that must be hard on them.'),
      them("That's what I said, and the families noticed too."),
    ];
    expect(passes(session, 'connecting-acknowledge')).toBe(true);
  });
});

describe('discovery: a stock question is stock with a lead-in, a role or a tail', () => {
  it('gives no credit for the stock question dressed up', () => {
    for (const question of [
      "And what's keeping you up at night?",
      'What are your top priorities in your role as DON?',
      'What is the main problem you face, though, day to day?',
    ]) {
      const session = [them('Hi, I have a few minutes.'), rep(question), them('Staffing, mostly.')];
      expect(passes(session, 'discovery-open'), question).toBe(false);
    }
  });

  it('still credits a question about their world', () => {
    const session = [
      them('Hi, I have a few minutes.'),
      rep('So what happens on your night shift when a resident starts to struggle?'),
      them('They call 911.'),
    ];
    expect(passes(session, 'discovery-open')).toBe(true);
  });
});

describe('guiding-link: a tie they correct ties nothing', () => {
  it('gives no credit to a service they answer by setting the rep straight', () => {
    for (const reply of ["That's not what I said.", "I'm talking about the weekend admissions, not after a death."]) {
      const session = [
        them('My problem is weekend admissions. Nobody answers on Saturdays.'),
        rep('Our chaplains visit every family within a week, so your families feel supported.'),
        them(reply),
      ];
      expect(passes(session, 'guiding-link'), reply).toBe(false);
    }
  });

  it('still credits a tie they hold out against without correcting it', () => {
    const session = [
      them('My problem is weekend admissions. Nobody answers on Saturdays.'),
      rep('Our admissions nurse takes Saturday referrals until 8 p.m., so your weekend discharges get seen the same day.'),
      them("Like I said, I don't see it changing."),
    ];
    expect(passes(session, 'guiding-link')).toBe(true);
  });
});

describe('connecting: a feeling pinned on them by the labelling template', () => {
  it('gives no credit for "it sounds like you are feeling <feeling>" with nothing of theirs in it', () => {
    for (const line of ['Sounds like you feel anxious and tired about all this.', 'It seems like you are feeling really stressed.']) {
      const session = [them('We take about six admissions a week from the hospital.'), rep(line), them('Not really. It is just busy.')];
      expect(passes(session, 'connecting-acknowledge'), line).toBe(false);
      expect(passes(session, 'connecting-their-words'), line).toBe(false);
    }
  });

  it('still credits a feeling named with their situation in it', () => {
    const session = [
      them('My brothers want more chemo for Mom, and I am the one driving her every week.'),
      rep('It sounds like you are feeling stuck between your brothers and what you see every week with your mom.'),
      them('Yes. Exactly that.'),
    ];
    expect(passes(session, 'connecting-acknowledge')).toBe(true);
  });
});

describe('formulas joined by commas are still formulas', () => {
  it('gives no credit for a sentence whose every clause is a formula', () => {
    const reflect = [
      them('We get a lot of late-stage heart failure from the cardiology floor.'),
      rep('What I hear is that you value partnership, and I really want to honor that.'),
      them('Okay.'),
    ];
    expect(passes(reflect, 'connecting-their-words')).toBe(false);
    const ask = [
      them('We get a lot of late-stage heart failure from the cardiology floor.'),
      rep('Okay, tell me more, what are your thoughts?'),
      them('About what?'),
    ];
    expect(passes(ask, 'discovery-open')).toBe(false);
  });

  it('still credits a time put beside an ask', () => {
    const session = [
      them('We get a lot of late-stage heart failure from the cardiology floor.'),
      rep('Could I meet your cardiology nurses for a 15-minute huddle? Tuesday at 2, how does that sound?'),
      them('Tuesday at 2 is fine.'),
    ];
    expect(passes(session, 'commitment-time')).toBe(true);
  });
});
