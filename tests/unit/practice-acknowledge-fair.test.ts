import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import { scoreSession, type PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t11 and practice-t12 (phrasings of our own): an
 * acknowledgement names what they said or a feeling, and a close is unfair after a no or with
 * something of value in it.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'case-manager');

describe('practice scorecard: an acknowledgement names something of theirs', () => {
  it('does not count a stock nod that names nothing', () => {
    expect(
      passes(
        [them('We send most of our hospice patients to one agency.'), rep('Awesome, thank you for sharing that! We offer great care.')],
        'connecting-acknowledge',
      ),
    ).toBe(false);
    expect(passes([them('Our census is 90 today.'), rep('Got it. We have a great team.')], 'connecting-acknowledge')).toBe(false);
  });

  it('does not count a feeling they deny', () => {
    expect(
      passes(
        [
          them('Mostly joint replacements on this floor.'),
          rep("It sounds like you're feeling really stressed. We offer great care."),
          them("I'm not stressed. Just busy."),
        ],
        'connecting-acknowledge',
      ),
    ).toBe(false);
  });

  it('counts a feeling named, or their word picked up, with the empathy', () => {
    expect(
      passes(
        [them('The last hospice took two days to call back.'), rep('That sounds maddening on a discharge day.')],
        'connecting-acknowledge',
      ),
    ).toBe(true);
    expect(passes([them('We just opened a new cardiac unit.'), rep('Congratulations on the unit.')], 'connecting-acknowledge')).toBe(true);
  });
});

describe('practice scorecard: a fair ask', () => {
  it('fails coffee brought to the team, a hotel paid for a family, and free housekeeping', () => {
    expect(
      passes(
        [them('What do you want?'), rep('Could I bring you and the nurses coffee Friday at 9 and talk through referrals?')],
        'commitment-fair',
      ),
    ).toBe(false);
    expect(
      scoreSession(
        [them("I don't know what to ask."), rep('We pay for a hotel when family flies in, and can we meet Tuesday at 3?')],
        'adult-daughter',
      ).checks.find((check) => check.id === 'commitment-fair')!.pass,
    ).toBe(false);
  });

  it('fails pushing past "we\'re fine" or "I\'ll pass"', () => {
    expect(passes([them("We're fine, thanks."), rep("I'll come by anyway next week.")], 'commitment-fair')).toBe(false);
    expect(passes([them("I'll pass."), rep("Come on, it's only twenty minutes!")], 'commitment-fair')).toBe(false);
  });
});

describe('practice scorecard: discovery that could be asked of anyone, and labels read out', () => {
  it('does not count a stock question, or one behind "let me do some discovery:", as an open question about them', () => {
    for (const line of [
      'What does a great partnership look like for you?',
      "I'd love to do some discovery: what keeps you up at night?",
      'What are your biggest challenges right now?',
    ])
      expect(passes([them('We use two hospices now.'), rep(line)], 'discovery-open')).toBe(false);
    expect(
      passes([them('We use two hospices now.'), rep('What makes you call one of the two rather than the other?')], 'discovery-open'),
    ).toBe(true);
  });

  it('does not count "using your words:" read out as using their words', () => {
    expect(
      passes(
        [
          them('Our doctors refer too late, families get three days.'),
          rep("Using your words, 'three days': that's why our quality is the best."),
        ],
        'connecting-their-words',
      ),
    ).toBe(false);
  });

  it('fails a catered event on us, and a benefit said to last six months', () => {
    expect(passes([them('Maybe.'), rep("How about an in-service Tuesday at noon? We'll cater it, on us.")], 'commitment-fair')).toBe(false);
    expect(
      passes(
        [them('Families ask how long it lasts.'), rep('The hospice benefit only lasts six months, so they should sign early.')],
        'guiding-educate',
      ),
    ).toBe(false);
  });
});

describe('practice scorecard: rules studied on practice-t14 (phrasings of our own)', () => {
  it('counts a closed question that builds on what they just said as a follow-up', () => {
    const transcript = [
      them('We lose most of our hospice patients to the ER at night.'),
      rep('What happens on your unit when one of them declines after midnight?'),
      them('The night nurse panics and calls 911 because nobody answers at the hospice.'),
      rep('So the night nurse calls 911 because nobody answers. Does the night nurse call you first, or 911?'),
    ];
    expect(passes(transcript, 'discovery-follow-up')).toBe(true);
  });

  it('gives no credit to "what\'s your biggest challenge", "to tie a service to your need," or "what I\'m hearing is families matter to you"', () => {
    expect(
      passes([them('We use two hospices.'), rep("So, what's your biggest challenge, though, when it comes to hospice?")], 'discovery-open'),
    ).toBe(false);
    expect(
      passes(
        [them('Our families call all night.'), rep('To tie a service to your need, our volunteers bring therapy dogs on Fridays.')],
        'guiding-link',
      ),
    ).toBe(false);
    expect(
      passes(
        [them('We see a lot of families at the end.'), rep("What I'm hearing is that families matter to you. We're great.")],
        'connecting-their-words',
      ),
    ).toBe(false);
  });

  it('fails "Medicare pays 100% of everything", room and board kept paid, donuts "w" the team, and catching someone in the hallway', () => {
    expect(passes([them('What does it cost?'), rep('Medicare pays 100% of everything, so you never get a bill.')], 'guiding-educate')).toBe(
      false,
    );
    expect(passes([them('We will think about it.'), rep('ill swing by tues at 3 w donuts for ur team, cool?')], 'commitment-fair')).toBe(
      false,
    );
    expect(
      passes([them("I can't set that up."), rep("Okay, I'll just catch Dr. Reyes in the hallway myself Thursday.")], 'commitment-fair'),
    ).toBe(false);
  });
});
