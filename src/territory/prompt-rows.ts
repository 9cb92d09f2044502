import type { TerritoryAnswer } from './query';
import type { DatasetKey, Figure, HospitalRow, NursingHomeRow, TerritoryState } from './types';

/** At most this many rows go with a research request, each at most this long (the API caps both). */
export const PROMPT_ROWS = { max: 20, length: 400 } as const;

const figure = (f: Figure | undefined, unit = '') => (f ? `${f.value}${unit}` : 'not published');

/**
 * The rows of a territory answer as short lines of text, each naming its CMS dataset and as-of
 * date, so the coach (Gemini, when configured) answers from and cites the same rows as the table.
 */
export function promptRows(data: TerritoryState, answer: TerritoryAnswer): string[] {
  const cite = (...keys: DatasetKey[]) =>
    `[CMS ${[...new Set(keys)].map((key) => `${data.sources[key].title}, as of ${data.sources[key].modified}`).join('; ')}]`;
  const place = (row: { city: string; zip: string; county: string }) => `${row.city} ${data.state} ${row.zip}, ${row.county} County`;
  const homeLine = (row: NursingHomeRow) =>
    `Nursing home ${row.name} (CCN ${row.ccn}), ${place(row)}, ${row.ownership}; ${row.beds ?? 'unknown'} certified beds; ` +
    `overall rating ${row.overallRating ?? 'not published'} of 5 ${cite('nursingHomes')}`;
  const hospitalLine = (row: HospitalRow) =>
    `Hospital ${row.name} (CCN ${row.ccn}), ${place(row)}, ${row.hospitalType}, ${row.ownership}; ` +
    `overall rating ${row.overallRating ?? 'not published'} of 5 ${cite('hospitals')}`;
  const lines: string[] = [];
  switch (answer.kind) {
    case 'hospices': {
      const b = answer.benchmarks;
      for (const row of answer.rows)
        lines.push(
          `Hospice ${row.name} (CCN ${row.ccn}), ${place(row)}, ${row.ownership}; serves ${answer.where}; ` +
            `Hospice Care Index ${figure(row.hci)} (state ${figure(b.hci.state)}, national ${figure(b.hci.national)}); ` +
            `CAHPS star rating ${figure(row.cahpsStars)}; would definitely recommend ${figure(row.recommendPct, '%')} ` +
            `(state ${figure(b.recommendPct.state, '%')}, national ${figure(b.recommendPct.national, '%')}) ` +
            cite('hospiceGeneral', 'hospiceZip', 'hospiceProvider', 'hospiceCahpsProvider'),
        );
      break;
    }
    case 'nursingHomes':
      lines.push(...answer.rows.map(homeLine));
      break;
    case 'hospitals':
      lines.push(...answer.rows.map(hospitalLine));
      break;
    case 'profile': {
      const { provider } = answer;
      if (provider.type === 'nursingHome') lines.push(homeLine(provider.row));
      if (provider.type === 'hospital') lines.push(hospitalLine(provider.row));
      if (provider.type !== 'hospice') break;
      for (const c of answer.comparisons) {
        lines.push(
          `${provider.row.name} (CCN ${provider.row.ccn}) ${c.label}: ${figure(c.own, c.unit)}` +
            (c.state || c.national ? ` (state ${figure(c.state, c.unit)}, national ${figure(c.national, c.unit)})` : '') +
            ` ${cite('hospiceGeneral', ...[c.own?.source, c.state?.source, c.national?.source].filter((k): k is DatasetKey => Boolean(k)))}`,
        );
      }
      break;
    }
    case 'notFound':
      break;
  }
  return lines.slice(0, PROMPT_ROWS.max).map((line) => line.slice(0, PROMPT_ROWS.length));
}
