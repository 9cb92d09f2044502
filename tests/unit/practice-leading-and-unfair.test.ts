import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t20 (phrasings of our own): a question with its answer built in
 * is no discovery; paying for a source's staff training, a basket, or a deadline with a loss is no fair ask.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'case-manager');

describe('discovery: a leading question asks them to agree, not to tell', () => {
  it('does not count a negative-opener or a hoped-for-feeling question as open discovery, nor as asking first', () => {
    for (const question of [
      "Don't you think your families deserve a hospice that answers on the first ring?",
      'Wouldnt your discharge planners say speed matters most?',
      'How relieved would your team be to have one number for every hospice question?',
      'Honest question: how nice would it feel to never chase a hospice callback again?',
    ]) {
      const session = [them('Discharges back up here every Friday.'), rep(question)];
      expect(passes(session, 'discovery-open'), question).toBe(false);
      expect(passes(session, 'discovery-first'), question).toBe(false);
    }
  });

  it('does not count a proposal ("would it make sense to…") or a bid for their list as a question about them', () => {
    for (const question of [
      'Would it make sense to line up a call with our director?',
      'What would it take to get me onto your rotation?',
    ]) {
      expect(passes([them('Discharges back up here every Friday.'), rep(question)], 'discovery-first'), question).toBe(false);
    }
  });

  it('still counts a real open question about their world', () => {
    const session = [them('Discharges back up here every Friday.'), rep('What makes Fridays the day they back up?')];
    expect(passes(session, 'discovery-open')).toBe(true);
    expect(passes(session, 'discovery-first')).toBe(true);
  });
});

describe('guiding: a question explains nothing', () => {
  it('does not pass the explanation on a question that carries a benefit word', () => {
    expect(
      passes(
        [them('We use two hospices already.'), rep('Would your nurses want us to sponsor their hospice certification exam?')],
        'guiding-educate',
      ),
    ).toBe(false);
  });
});

describe('commitment: paying for their staff’s training, a basket, or a deadline with a loss is unfair', () => {
  const close = rep('Could we sit down Tuesday at 10 to walk through your weekend discharges?');
  it('fails fairness when the rep offers to pay for certifications or classes, or sends baskets', () => {
    for (const offer of [
      'We could pay for your aides to get their BLS cards renewed.',
      'Happy to cover the tuition for your nurses’ palliative course.',
      'I can send a fruit basket to the unit every month.',
    ]) {
      expect(passes([them('We have a hospice we like.'), rep(offer), them('Maybe.'), close], 'commitment-fair'), offer).toBe(false);
    }
  });

  it('fails fairness when a deadline or a loss is used to hurry them', () => {
    for (const push of [
      'Decide soon, that room could go to somebody else.',
      'Please sign by Thursday so we hold the spot.',
      'Do not wait much longer, her breathing will only get worse.',
    ]) {
      expect(passes([them('I need to talk to my sister.'), rep(push)], 'commitment-fair'), push).toBe(false);
    }
  });

  it('still passes a fair close, and a line that hands calls to a nurse', () => {
    expect(
      passes(
        [them('Nights are the worst.'), rep('After hours your calls go to somebody on our nurse line.'), them('Good.'), close],
        'commitment-fair',
      ),
    ).toBe(true);
  });
});
