import { describe, expect, it } from 'vitest';
import { practiceLines, practiceReply, practiceScore } from '../../src/lib/practice/offline-practice';
import { formatScorecard, scoreConversation } from '../../src/lib/practice/rubric';
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

describe('practice scoring', () => {
  it('scores a strong conversation higher than a pitch-only one, stage by stage', () => {
    const strong = scoreConversation([
      'What happens on your unit when a resident declines on a Saturday night?',
      'That sounds exhausting for your nurses. How do families react?',
      'Our on-call nurse visits within 2 hours on weekends, so that your staff is not managing symptoms alone.',
      'Would you be open to fifteen minutes with your unit managers next Tuesday at 2pm?',
    ]);
    const weak = scoreConversation([
      'We offer the best hospice care.',
      'We have a chaplain and a music therapist.',
      'Do you have any referrals?',
    ]);
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
    const history = [
      user('old coaching question?'),
      model('answer'),
      user("Let's practise: you are the Adult daughter. I'll start the conversation."),
      model('opening'),
      user('How is your dad sleeping?'),
      model('reply'),
    ];
    expect(practiceLines(history, 'Score my conversation against the four stages.')).toEqual(['How is your dad sleeping?']);
    const text = practiceScore(history, 'Score my conversation against the four stages.');
    for (const stage of ['Discovery', 'Connecting', 'Guiding', 'Commitment']) expect(text).toContain(`**${stage}:`);
    expect(practiceScore([], 'Score my conversation')).toContain('nothing to score');
  });
});

describe('practice scored fairly (issue #14)', () => {
  const stuffed =
    'I understand, that sounds hard. What happens on weekends so that your nurses get eligibility help within six months? Would you be open to meeting Tuesday at 2pm?';

  it('gives a keyword-stuffed line nothing, said once or twice', () => {
    const card = scoreConversation([stuffed, stuffed], 'snf-don');
    expect(card.total).toBe(4);
    expect(card.ignoredLines).toBe(2);
    expect(formatScorecard(card)).toMatch(/packed with keywords and earned nothing/);
  });

  it('counts a repeated line once', () => {
    const once = scoreConversation(['What happens on your unit when a resident declines on a Saturday?'], 'snf-don');
    const twice = scoreConversation(
      [
        'What happens on your unit when a resident declines on a Saturday?',
        'What happens on your unit when a resident declines on a Saturday?',
      ],
      'snf-don',
    );
    expect(twice.total).toBe(once.total);
    expect(twice.stages[0]!.criteria.find((c) => c.label === 'Asked open questions in at least two turns')?.met).toBe(false);
  });

  it('scores with yes/no criteria per stage and per persona', () => {
    const toDaughter = [
      'How is your dad doing this week, and how are you holding up?',
      'I can hear how much you love him. What scares you most?',
      'A nurse is on call at night, so that he can stay in his own chair; Medicare covers it and he keeps his own doctor.',
      'Would it help if our nurse came by tomorrow morning when your brother is here?',
    ];
    const daughter = scoreConversation(toDaughter, 'adult-daughter');
    for (const stage of daughter.stages) expect(stage.criteria).toHaveLength(4);
    expect(daughter.total).toBeGreaterThanOrEqual(17);
    // The same words to a hospitalist miss what he needs (his discharges, his numbers).
    const hospitalist = scoreConversation(toDaughter, 'hospitalist');
    expect(hospitalist.total).toBeLessThan(daughter.total);
    // Asking a family to sign or refer is not a fitting commitment.
    const pushy = scoreConversation(['How is your dad doing?', 'Could we get the referral signed today at 3pm?'], 'adult-daughter');
    expect(pushy.stages[3]!.criteria.find((c) => c.label === 'Asked for a step that fits the person')?.met).toBe(false);
  });

  it('coaches in words that fit the persona: no SNF lines for a hospitalist or a daughter', () => {
    const pitch = ['We offer the best hospice care.'];
    const forDaughter = formatScorecard(scoreConversation(pitch, 'adult-daughter'));
    const forHospitalist = formatScorecard(scoreConversation(pitch, 'hospitalist'));
    const forDon = formatScorecard(scoreConversation(pitch, 'snf-don'));
    expect(forDaughter).toMatch(/dad|father|his own chair|brother/i);
    expect(forHospitalist).toMatch(/discharge|readmission|case manager|his patients/i);
    expect(forDon).toMatch(/her floor|nurses|resident/i);
    for (const text of [forDaughter, forHospitalist]) expect(text).not.toMatch(/unit managers|resident declines|her floor/);
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
