import { describe, expect, it } from 'vitest';
import { practiceLines, practiceReply, practiceScore } from '../../src/lib/practice/offline-practice';
import { CHAT_CONTEXT_LIMIT, chatRequestSchema, contextToSend, type ChatMessage } from '../../src/lib/schemas/chat';

const user = (content: string): ChatMessage => ({ role: 'user', content, timestamp: 1 });
const model = (content: string): ChatMessage => ({ role: 'model', content, timestamp: 1 });

describe('practice personas (offline)', () => {
  it('opens in character for each persona', () => {
    expect(practiceReply('snf-don', [], "Let's practise: you are the SNF Director of Nursing. I'll start the conversation.")).toContain(
      'We already use a hospice',
    );
    expect(practiceReply('hospitalist', [], "Let's practise: you are the Skeptical hospitalist. I'll start the conversation.")).toContain(
      'two minutes',
    );
    expect(practiceReply('adult-daughter', [], "Let's practise: you are the Adult daughter. I'll start the conversation.")).toContain(
      'give up',
    );
  });

  it('reacts to what the rep does: open questions reveal needs, pitches get pushback, inducements get shut down', () => {
    const history = [user("Let's practise: you are the SNF Director of Nursing. I'll start the conversation."), model('...')];
    expect(practiceReply('snf-don', history, 'What happens on your floor when a resident declines on a weekend?')).toMatch(
      /weekend|families|paperwork/i,
    );
    expect(practiceReply('snf-don', history, 'We offer the best hospice care in the county.')).toMatch(/brochure|every hospice/i);
    expect(practiceReply('snf-don', history, 'I could bring lunch for your staff every Friday.')).toMatch(/compliance|can't take/i);
    expect(
      practiceReply('hospitalist', history, 'Would you be open to a one-page eligibility guide? Could we meet Thursday at 8am?'),
    ).toMatch(/guide|Thursday/i);
  });
});

describe('practice scoring in chat', () => {
  it('scores only the rep lines since the practice began, check by check', () => {
    const history = [
      user('old coaching question?'),
      model('answer'),
      user("Let's practise: you are the Adult daughter. I'll start the conversation."),
      model('opening'),
      user('How is your dad sleeping?'),
      model('reply'),
    ];
    expect(practiceLines(history, 'Score my conversation against the four stages.')).toEqual(['How is your dad sleeping?']);
    const text = practiceScore(history, 'Score my conversation against the four stages.', 'adult-daughter');
    for (const stage of ['Discovery', 'Connecting', 'Guiding', 'Commitment']) expect(text).toContain(`**${stage}:`);
    expect(text).toContain('“How is your dad sleeping?”');
    expect(text).toMatch(/✗ Put a day or a time on that next step\. Would pass: .*tomorrow morning at 10/);
    expect(practiceScore([], 'Score my conversation')).toContain('nothing to score');
  });

  it('says when lines earned nothing', () => {
    const stuffed =
      'I understand, that sounds hard. What happens on weekends so that your nurses get eligibility help within six months? Would you be open to meeting Tuesday at 2pm?';
    const history = [
      user("Let's practise: you are the SNF Director of Nursing. I'll start the conversation."),
      model('opening'),
      user(stuffed),
    ];
    const text = practiceScore(history, stuffed, 'snf-don');
    expect(text).toMatch(/2 lines were repeated or packed with keywords and earned nothing/);
    expect(text).toContain('0/100');
  });

  it('answers what the rep actually said', () => {
    const history = [user("Let's practise: you are the Adult daughter. I'll start the conversation."), model('...')];
    expect(practiceReply('adult-daughter', history, 'Medicare covers hospice care for your father.')).toMatch(/Medicare/);
    expect(practiceReply('adult-daughter', history, 'He can keep his own doctor.')).toMatch(/his own doctor/);
    expect(practiceReply('hospitalist', history, 'We can see your patient before discharge today.')).toMatch(/discharge|Same day/i);
    expect(practiceReply('snf-don', history, 'Our nurse comes out on Sundays too.')).toMatch(/weekend|Sunday/i);
  });

  it('scores the whole session, not the last ten messages', () => {
    const session: ChatMessage[] = [
      user('an old question?'),
      model('old answer'),
      user("Let's practise: you are the SNF Director of Nursing. I'll start the conversation."),
      model('opening'),
    ];
    const repLines = [
      'What happens on your unit when a resident declines on a Saturday?',
      'That sounds exhausting. How do your nurses cope?',
      'Tell me more about the families.',
      'How do admissions work here?',
      'Who else should I talk to?',
      'What would make a hospice useful to you?',
      'Our nurse visits on weekends, so that your staff are not alone.',
      'Would you be open to 15 minutes with your unit managers Tuesday at 2pm?',
    ];
    for (const line of repLines) session.push(user(line), model('reply'));
    const sent = contextToSend(session, true);
    expect(sent.length).toBeGreaterThan(CHAT_CONTEXT_LIMIT);
    expect(sent[0]!.content).toMatch(/^Let's practise/);
    expect(practiceLines(sent, 'Score my conversation')).toEqual(repLines);
    expect(contextToSend(session, false)).toHaveLength(CHAT_CONTEXT_LIMIT);
    expect(
      chatRequestSchema.safeParse({
        prompt: 'Score my conversation',
        conversationHistory: sent,
        practice: { persona: 'snf-don', action: 'score' },
      }).success,
    ).toBe(true);
    const withoutPractice = chatRequestSchema.safeParse({ prompt: 'hi', conversationHistory: sent });
    expect(withoutPractice.success).toBe(false);
    expect(withoutPractice.error?.issues[0]?.message).toBe(`Send at most ${CHAT_CONTEXT_LIMIT} earlier messages`);
  });
});
