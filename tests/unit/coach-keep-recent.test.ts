import { describe, expect, it } from 'vitest';
import { keepRecent } from '../../src/coach/recent';
import { searchPassages } from '../../src/coach/retrieve/passages';
import { findNamesByRule } from '../../src/coach/guard/names';
import { redactTask } from '../../src/coach/guard/privacy';
import type { CoachTask } from '../../src/coach/types';

describe('coach: recent results of the indexes are kept', () => {
  it('computes a key once while it stays among the most recent, and forgets the least recently used', () => {
    const computed: string[] = [];
    const lengthOf = keepRecent(2, (key) => {
      computed.push(key);
      return key.length;
    });
    expect([lengthOf('aa'), lengthOf('bbb'), lengthOf('aa')]).toEqual([2, 3, 2]);
    expect(computed).toEqual(['aa', 'bbb']);
    lengthOf('c'); // 'bbb' is now the least recently used, and goes
    lengthOf('aa');
    lengthOf('bbb');
    expect(computed).toEqual(['aa', 'bbb', 'c', 'bbb']);
  });

  it('gives each caller its own topics from one ranking, as a search of those topics alone would', () => {
    const query = 'Can a patient on Medicare Part A skilled days in a nursing home elect hospice?';
    const everything = searchPassages(query, 50);
    const knowledgeTopics = [...new Set(everything.map((hit) => hit.passage.topic).filter((topic): topic is string => !!topic))].slice(
      0,
      1,
    );
    const filtered = searchPassages(query, 50, knowledgeTopics);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((hit) => knowledgeTopics.includes(hit.passage.topic!))).toBe(true);
    // The league cut is taken from the best passage of the wanted topics, not of all of them.
    expect(filtered.every((hit) => hit.score >= filtered[0]!.score * 0.4)).toBe(true);
    expect(searchPassages(query, 2)).toEqual(everything.slice(0, 2));
  });

  it('gives every caller of the name rules its own spans, so one that extends a span changes nothing for the next', () => {
    const text = 'Pt Mr. Delgado in 214B is declining fast';
    const first = findNamesByRule(text);
    expect(first.length).toBeGreaterThan(0);
    first[0]!.end = text.length;
    expect(findNamesByRule(text)[0]!.end).toBeLessThan(text.length);
  });

  it('redacts a conversation the same on its second request as on its first', () => {
    const task: CoachTask = {
      kind: 'chat',
      prompt: 'what should I tell the CM, Dana Whitfield?',
      history: [
        { role: 'user', content: 'Mrs. Okafor in room 12 on 4 West has ALS and her FVC is 45%' },
        { role: 'model', content: 'Ask Dana what she sees as the trigger for a hospice call.' },
      ],
    };
    const once = redactTask(task);
    expect(JSON.stringify(once.task)).not.toContain('Okafor');
    expect(JSON.stringify(once.task)).toContain('Dana');
    expect(redactTask(task)).toEqual(once);
  });
});
