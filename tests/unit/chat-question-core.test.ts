import { describe, expect, it } from 'vitest';
import { composeChatAnswer } from '../../src/coach/compose/offline/chat';
import { libraryCovers } from '../../src/coach/compose/offline/core-answer';
import { questionCore } from '../../src/coach/understand/question-core';
import { understand } from '../../src/coach/understand/understand';

const chat = (prompt: string) => composeChatAnswer({ kind: 'chat', prompt, history: [] });

describe('the question inside a story (question-core.ts)', () => {
  it('keeps the sentences that ask and drops the situation around them', () => {
    expect(
      questionCore(
        'the IDT ran long and nobody decided anything. the patient keeps getting stronger. what paperwork is needed for a live discharge',
      ),
    ).toBe('what paperwork is needed for a live discharge');
  });

  it('keeps the sentence a question points back to', () => {
    expect(questionCore('rough morning at the SNF. the DON says every resident must sign a DNR first. is that true?')).toBe(
      'the DON says every resident must sign a DNR first. is that true?',
    );
  });

  it('leaves one sentence, an all-question request and an abbreviation alone', () => {
    expect(questionCore('what is GIP')).toBeUndefined();
    expect(questionCore('what is GIP? where can it be given?')).toBeUndefined();
    expect(questionCore('saw Dr. Patel today')).toBeUndefined();
  });
});

describe('chat: a story that drowns its question', () => {
  it('answers the question from the library rather than asking back', () => {
    const reply = chat(
      'the IDT meeting ran long and the medical director was out sick so nobody decided anything. the patient keeps getting stronger. what paperwork is needed for a live discharge',
    );
    expect(reply.outcome).toBe('answer');
    expect(reply.text).toMatch(/discharge/i);
  });

  it('answers what an election statement must hold though the message opens on a staffing story', () => {
    const reply = chat(
      'our intake coordinator quit last week and the referrals are piling up in her inbox. the new DON at the SNF wants answers. what has to be in the hospice election statement?',
    );
    expect(reply.outcome).toBe('answer');
    expect(reply.text).toMatch(/election statement/i);
  });

  it('still asks back when the question alone is not in the library either', () => {
    expect(chat('long week. my car broke down twice. what is the best pizza place near the hospital?').outcome).not.toBe('answer');
  });
});

describe('chat: the stock territory and weekly outlines come after the library', () => {
  it('answers a rep’s field question from the field entry on it, though it names a routine', () => {
    const reply = chat('what should my routine be after a referral comes in');
    expect(reply.text).toMatch(/Following up after a referral/);
    expect(reply.text).not.toMatch(/## A weekly sales rhythm/);
  });

  it('keeps the stock outline for a rep’s own week, which no leader’s entry answers', () => {
    expect(chat('Build a weekly sales rhythm').text).toMatch(/## A weekly sales rhythm/);
  });
});

describe('chat: a leader counting or naming each of the team is asking a leadership question', () => {
  it('reads a team split between a number of reps as leadership', () => {
    expect(understand({ kind: 'chat', prompt: 'how do we carve up the territory between two liaisons', history: [] }).ask).toBe(
      'leadership',
    );
    expect(understand({ kind: 'chat', prompt: 'what goes on a monthly territory review with every rep', history: [] }).ask).toBe(
      'leadership',
    );
  });

  it('answers the split from the entry on designing territories', () => {
    expect(chat('how do we carve up the territory between two liaisons').text).toMatch(/Designing a territory/);
  });
});

describe('chat: asking what something is, with no question mark, is a question of fact', () => {
  it('answers from the library though the message also reports what someone said', () => {
    const reply = composeChatAnswer({
      kind: 'chat',
      prompt: 'CAHPS - what are the measures, the DON told me families complain about us',
      history: [],
    });
    expect(reply.text).toMatch(/\*\*Short answer:\*\* The CAHPS Hospice Survey/);
  });
});

describe('chat: the question read alone must still be covered by its entry (core-answer.ts)', () => {
  const covers = (question: string) => libraryCovers(question, understand({ kind: 'chat', prompt: question, history: [] }));

  it('accepts an entry that speaks to the question’s own words', () => {
    expect(covers('what has to be in a hospice election statement?')).toBe(true);
  });

  it('refuses a neighbouring entry for a question with no subject of its own', () => {
    expect(covers('he is my top seller. how do i deal with this without losing him')).toBe(false);
  });
});
