import { describe, expect, it } from 'vitest';
import { keepRecent } from '../../src/coach/retrieve/recent';
import { searchPassages } from '../../src/coach/retrieve/passages';

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
});
