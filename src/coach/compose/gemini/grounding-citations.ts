import type { GenerateContentResponse } from '@google/genai';
import type { Source } from '../../types';

/**
 * Google Search grounding, as Google asks it to be shown: inline citations [n] after each
 * supported claim (from `groundingSupports`), numbered like the sources list, and the search
 * suggestions (`searchEntryPoint.renderedContent`) displayed with the answer. Types only from the
 * SDK, so this file stays light.
 */

/** UTF-8 byte offset → string index (the API counts segment offsets in bytes). */
function byteToIndex(text: string, byteOffset: number): number {
  const encoder = new TextEncoder();
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    if (bytes >= byteOffset) return index;
    const code = text.codePointAt(index)!;
    bytes += encoder.encode(String.fromCodePoint(code)).length;
    if (code > 0xffff) index++;
  }
  return text.length;
}

/**
 * The answer with " [1][3]" after each grounded segment. The segment's own text is looked for
 * first (robust to byte/character offsets), then its end offset. Supports that point at no
 * listed source are skipped; nothing is inserted twice at one place.
 */
export function citeGroundingSupports(text: string, response: GenerateContentResponse, sources: readonly Source[]): string {
  const metadata = response.candidates?.[0]?.groundingMetadata;
  const chunks = metadata?.groundingChunks ?? [];
  const supports = metadata?.groundingSupports ?? [];
  const numberOf = (chunkIndex: number) => {
    const uri = chunks[chunkIndex]?.web?.uri;
    const position = sources.findIndex((source) => source.uri === uri);
    return position === -1 ? undefined : position + 1;
  };

  const inserts = new Map<number, Set<number>>();
  let searchFrom = 0;
  for (const support of supports) {
    const numbers = (support.groundingChunkIndices ?? []).map(numberOf).filter((n): n is number => n !== undefined);
    if (numbers.length === 0) continue;
    const segmentText = support.segment?.text?.trim();
    let end = -1;
    if (segmentText) {
      const found = text.indexOf(segmentText, searchFrom);
      const anywhere = found === -1 ? text.indexOf(segmentText) : found;
      if (anywhere !== -1) end = anywhere + segmentText.length;
    }
    if (end === -1 && typeof support.segment?.endIndex === 'number') end = byteToIndex(text, support.segment.endIndex);
    if (end === -1) continue;
    searchFrom = Math.max(searchFrom, end);
    const set = inserts.get(end) ?? new Set<number>();
    numbers.forEach((n) => set.add(n));
    inserts.set(end, set);
  }

  let cited = text;
  for (const [position, numbers] of [...inserts.entries()].sort((a, b) => b[0] - a[0])) {
    const marker = ` ${[...numbers]
      .sort((a, b) => a - b)
      .map((n) => `[${n}]`)
      .join('')}`;
    cited = `${cited.slice(0, position)}${marker}${cited.slice(position)}`;
  }
  return cited;
}

/** Google's search suggestions (HTML and CSS to display as given), if the answer came with them. */
export function searchEntryPointHtml(response: GenerateContentResponse): string | undefined {
  const html = response.candidates?.[0]?.groundingMetadata?.searchEntryPoint?.renderedContent?.trim();
  return html ? html.slice(0, 50_000) : undefined;
}
