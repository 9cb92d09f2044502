import { describe, expect, it } from 'vitest';
import { practiceLines, practiceReply, practiceScore } from '../../src/lib/practice/offline-practice';
import { scoreConversation } from '../../src/lib/practice/rubric';
import type { ChatMessage } from '../../src/lib/schemas/chat';

const user = (content: string): ChatMessage => ({ role: 'user', content, timestamp: 1 });
const model = (content: string): ChatMessage => ({ role: 'model', content, timestamp: 1 });

describe('practice personas (offline)', () => {
  it('opens in character for each persona', () => {
    expect(practiceReply('snf-don', [], "Let's practise: you are the SNF Director of Nursing. I'll start the conversation.")).toContain('We already use a hospice');
    expect(practiceReply('hospitalist', [], "Let's practise: you are the Skeptical hospitalist. I'll start the conversation.")).toContain('two minutes');
    expect(practiceReply('adult-daughter', [], "Let's practise: you are the Adult daughter. I'll start the conversation.")).toContain('give up');
  });

  it('reacts to what the rep does: open questions reveal needs, pitches get pushback, inducements get shut down', () => {
    const history = [user("Let's practise: you are the SNF Director of Nursing. I'll start the conversation."), model('...')];
    expect(practiceReply('snf-don', history, 'What happens on your floor when a resident declines on a weekend?')).toMatch(/weekend|families|paperwork/i);
    expect(practiceReply('snf-don', history, 'We offer the best hospice care in the county.')).toMatch(/brochure|every hospice/i);
    expect(practiceReply('snf-don', history, 'I could bring lunch for your staff every Friday.')).toMatch(/compliance|can't take/i);
    expect(practiceReply('hospitalist', history, 'Would you be open to a one-page eligibility guide? Could we meet Thursday at 8am?')).toMatch(/guide|Thursday/i);
  });
});

describe('practice scoring', () => {
  it('scores a strong conversation higher than a pitch-only one, stage by stage', () => {
    const strong = scoreConversation([
      'What happens on your unit when a resident declines on a Saturday night?',
      'That sounds exhausting for your nurses. How do families react?',
      'Our on-call nurse visits within 2 hours on weekends, so that your staff is not managing symptoms alone.',
      'Would you be open to fifteen minutes with your unit managers next Tuesday at 2pm?',
    ]);
    const weak = scoreConversation(['We offer the best hospice care.', 'We have a chaplain and a music therapist.', 'Do you have any referrals?']);
    expect(strong.stages.map((s) => s.stage)).toEqual(['Discovery', 'Connecting', 'Guiding', 'Commitment']);
    for (let i = 0; i < 4; i++) expect(strong.stages[i]!.score).toBeGreaterThan(weak.stages[i]!.score);
    expect(strong.total).toBeGreaterThanOrEqual(15);
    expect(weak.total).toBeLessThanOrEqual(6);
    for (const stage of [...strong.stages, ...weak.stages]) expect(stage.improvement.length).toBeGreaterThan(40);
  });

  it('flags inducements and disparaging competitors', () => {
    const card = scoreConversation(["I'll get your team a gift card for every referral.", "Honestly, they're terrible."]);
    expect(card.complianceFlags).toHaveLength(2);
    expect(card.complianceFlags[0]).toContain('Anti-Kickback');
  });

  it('scores only the rep lines since the practice began', () => {
    const history = [user('old coaching question?'), model('answer'), user("Let's practise: you are the Adult daughter. I'll start the conversation."), model('opening'), user('How is your dad sleeping?'), model('reply')];
    expect(practiceLines(history, 'Score my conversation against the four stages.')).toEqual(['How is your dad sleeping?']);
    const text = practiceScore(history, 'Score my conversation against the four stages.');
    for (const stage of ['Discovery', 'Connecting', 'Guiding', 'Commitment']) expect(text).toContain(`**${stage}:`);
    expect(practiceScore([], 'Score my conversation')).toContain('nothing to score');
  });
});
