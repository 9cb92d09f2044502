import { describe, expect, it } from 'vitest';
import { composeChatAnswer } from '../../src/coach/compose/offline/chat';

const chat = (prompt: string) => composeChatAnswer({ kind: 'chat', prompt, history: [] });

describe('chat: a long leadership story gets the leadership entry retrieval clearly prefers, not a question back', () => {
  it('answers a liaison asking how to raise an activity target in her 1:1', () => {
    const reply = chat(
      'moved over from home health, used to do 6 good visits a day. my new manager wants 12 touches a day. how do i raise that in our 1:1 without sounding lazy',
    );
    expect(reply.outcome).toBe('answer');
    expect(reply.text).toMatch(/touches|visits/i);
    expect(reply.text).not.toMatch(/I want to answer exactly what you asked/);
  });
});
