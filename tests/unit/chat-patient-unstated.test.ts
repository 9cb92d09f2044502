import { describe, expect, it } from 'vitest';
import { composeChatAnswer } from '../../src/coach/compose/offline/chat';

const chat = (prompt: string) => composeChatAnswer({ kind: 'chat', prompt, history: [] });

describe('chat: one patient’s eligibility asked with nothing clinical gets a question for the clinical picture', () => {
  it('asks for the diagnosis and what was seen instead of reciting the general rule', () => {
    const reply = chat('does the gentleman in room 12 at sunrise qualify for hospice?');
    expect(reply.outcome).toBe('clarify');
    expect(reply.text).toMatch(/diagnosis/);
    expect(reply.text).toMatch(/physician/);
  });
  it('answers when the rep gives a finding to read against the LCD', () => {
    expect(chat('is my pt with end stage copd on 4L of oxygen at rest eligible?').outcome).toBe('answer');
  });
  it('does not read a payer status ("dual eligible") as an eligibility question', () => {
    expect(chat('a dual eligible resident is electing hospice, who pays the nursing home room and board').outcome).toBe('answer');
  });
});
