import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { knowledgePassageSchema, objectionCardSchema } from '../../src/lib/content-schemas';
import { KNOWLEDGE_FILES, OBJECTION_CARDS } from '../../src/coach/knowledge/library';
import { OBJECTIONS } from '../../src/coach/knowledge/content';

/**
 * The owner edits src/content/knowledge/*.json by hand: every passage and card must still match
 * its schema, ids must be unique, and every source must be a real public address or a site page.
 */
describe('knowledge content', () => {
  for (const [file, passages] of Object.entries(KNOWLEDGE_FILES)) {
    it(`${file} matches the passage schema`, () => {
      for (const passage of passages) {
        const result = knowledgePassageSchema.safeParse(passage);
        expect(result.success, `${file} ${(passage as { id?: string }).id}: ${result.error?.message}`).toBe(true);
      }
    });
  }

  it('the coach reads every passage file in src/content/knowledge/ (a file the owner can edit must reach the answers)', () => {
    const onDisk = readdirSync(join(process.cwd(), 'src/content/knowledge'))
      .filter((name) => name.endsWith('.json') && name !== 'objection-cards.json')
      .sort();
    expect(Object.keys(KNOWLEDGE_FILES).sort()).toEqual(onDisk);
  });

  it('objection-cards.json matches the card schema and adds nine cards beyond the eight printed ones', () => {
    for (const card of OBJECTION_CARDS) expect(objectionCardSchema.safeParse(card).success, card.id).toBe(true);
    expect(OBJECTION_CARDS.length).toBeGreaterThanOrEqual(9);
    const printed = new Set(OBJECTIONS.map((o) => o.id));
    for (const card of OBJECTION_CARDS) expect(printed.has(card.id), card.id).toBe(false);
  });

  it('has unique ids and cites CMS, the eCFR or the LCD for every Medicare and eligibility passage', () => {
    const all = Object.values(KNOWLEDGE_FILES).flat();
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    // Rules and eligibility cite the regulator; coaching entries (leadership, metrics, field, objections) may cite the Method.
    for (const passage of all.filter((p) => p.topic === 'medicare' || p.topic === 'eligibility')) {
      expect(
        passage.sources.some((s) => /^https:\/\/(?:www\.)?(?:cms\.gov|ecfr\.gov|medicare\.gov|medicaid\.gov)\//.test(s.uri)),
        passage.id,
      ).toBe(true);
    }
  });

  it('rejects a passage without sources and a card whose ask is not a question', () => {
    expect(
      knowledgePassageSchema.safeParse({ id: 'x', topic: 'medicare', heading: 'H', answer: 'A', lines: ['l'], sources: [] }).success,
    ).toBe(false);
    const card = { ...OBJECTION_CARDS[0]!, ask: 'Tell me more.' };
    expect(objectionCardSchema.safeParse(card).success).toBe(false);
  });
});
