import type { ReactNode } from 'react';
import type { TerritoryQuestion } from '../../../territory/parse-question';
import type { Comparison, TerritoryAnswer } from '../../../territory/query';
import type { Figure, TerritoryState } from '../../../territory/types';
import { TerritorySources } from './TerritorySources';

interface Props {
  data: TerritoryState;
  answer: TerritoryAnswer;
  question: TerritoryQuestion;
  /** Re-asks with changed filters (nursing homes) or for one provider's profile. */
  onAsk: (question: TerritoryQuestion) => void;
}

const show = (f: Figure | undefined, unit = '') => (f ? `${f.value}${unit}` : 'Not published');
const rating = (value: number | null) => (value === null ? 'Not published' : `${value} of 5`);

function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    // A wide table scrolls inside its own focusable region on a phone, not the page.
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="border-b border-current/30 p-2 align-bottom whitespace-nowrap">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
const Cell = ({ children }: { children: ReactNode }) => <td className="border-b border-current/15 p-2 align-top">{children}</td>;

function NameButton({ name, onAsk }: { name: string; onAsk: Props['onAsk'] }) {
  return (
    <button type="button" className="text-left font-semibold underline" onClick={() => onAsk({ kind: 'provider', name, compare: true })}>
      {name}
    </button>
  );
}

function Comparisons({ data, comparisons }: { data: TerritoryState; comparisons: Comparison[] }) {
  const source = (f: Figure | undefined) => (f ? `${data.sources[f.source].title}, as of ${f.asOf}` : '');
  return (
    <Table
      label="Quality figures beside the state and national figures"
      head={['Measure', 'This hospice', `${data.state} average`, 'National average', 'Source']}
    >
      {comparisons.map((c) => (
        <tr key={c.label}>
          <Cell>{c.label}</Cell>
          <Cell>{show(c.own, c.unit)}</Cell>
          <Cell>{c.state ? show(c.state, c.unit) : c.unit === '★' ? 'Not published by CMS' : 'Not published'}</Cell>
          <Cell>{c.national ? show(c.national, c.unit) : c.unit === '★' ? 'Not published by CMS' : 'Not published'}</Cell>
          <Cell>
            {[c.own, c.state, c.national]
              .map(source)
              .filter((text, i, all) => text && all.indexOf(text) === i)
              .join('; ') || '—'}
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

/** A territory answer from CMS data: a table with its sources and dates, in neutral words. */
export function TerritoryAnswerView({ data, answer, question, onAsk }: Props) {
  switch (answer.kind) {
    case 'notFound':
      return <p>{answer.text} The coach’s answer is below.</p>;
    case 'hospices': {
      const b = answer.benchmarks;
      return (
        <>
          <p>
            {answer.rows.length
              ? `${answer.rows.length} ${answer.rows.length === 1 ? 'hospice serves' : 'hospices serve'} ${answer.where}, according to CMS.`
              : `CMS lists no hospice in the ${data.state} data serving ${answer.where}.`}
          </p>
          {answer.rows.length > 0 && (
            <Table
              label={`Hospices serving ${answer.where}`}
              head={['Hospice', 'City', 'Ownership', 'Care Index (0–10)', 'CAHPS stars', 'Would definitely recommend']}
            >
              {answer.rows.map((row) => (
                <tr key={row.ccn}>
                  <Cell>
                    <NameButton name={row.name} onAsk={onAsk} />
                  </Cell>
                  <Cell>{row.city}</Cell>
                  <Cell>{row.ownership}</Cell>
                  <Cell>{show(row.hci)}</Cell>
                  <Cell>{show(row.cahpsStars, '★')}</Cell>
                  <Cell>{show(row.recommendPct, '%')}</Cell>
                </tr>
              ))}
            </Table>
          )}
          <p className="text-sm">
            For comparison: Hospice Care Index {data.state} average {show(b.hci.state)}, national {show(b.hci.national)}; would definitely
            recommend {data.state} {show(b.recommendPct.state, '%')}, national {show(b.recommendPct.national, '%')}. CMS publishes family
            survey stars for individual hospices only (75 or more completed surveys).
          </p>
          <TerritorySources
            data={data}
            keys={[
              'hospiceGeneral',
              'hospiceZip',
              'hospiceProvider',
              'hospiceCahpsProvider',
              'hospiceState',
              'hospiceNational',
              'hospiceCahpsState',
              'hospiceCahpsNational',
            ]}
            labels={{
              hospiceGeneral: 'Hospices, ownership',
              hospiceZip: 'ZIP codes served',
              hospiceProvider: 'Care Index',
              hospiceCahpsProvider: 'CAHPS',
            }}
          />
        </>
      );
    }
    case 'nursingHomes': {
      const nursing = question.kind === 'nursingHomes' ? question : { kind: 'nursingHomes' as const };
      return (
        <>
          {answer.unsupported && (
            <p>
              CMS’s nursing home data does not record {answer.unsupported}; ask the facility. Nursing homes in {answer.where}:
            </p>
          )}
          <form
            className="flex flex-wrap items-end gap-3"
            aria-label="Filter nursing homes"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const beds = Number(form.get('minBeds'));
              const stars = Number(form.get('minRating'));
              const { minBeds: _b, minRating: _r, ...rest } = nursing;
              onAsk({ ...rest, ...(beds > 0 ? { minBeds: beds } : {}), ...(stars > 0 ? { minRating: stars } : {}) });
            }}
          >
            <label className="flex flex-col gap-1 text-sm">
              <span className="label">At least this many beds</span>
              <input className="field w-32" name="minBeds" type="number" min={0} inputMode="numeric" defaultValue={nursing.minBeds ?? ''} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="label">Overall rating at least</span>
              <select className="field w-36" name="minRating" defaultValue={String(nursing.minRating ?? '')}>
                <option value="">Any</option>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {n} {n === 1 ? 'star' : 'stars'}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn-outline">
              Filter
            </button>
          </form>
          <p>
            {answer.rows.length} {answer.rows.length === 1 ? 'nursing home' : 'nursing homes'} in {answer.where}
            {answer.filters.length ? ` with ${answer.filters.join(' and ')}` : ''}.
          </p>
          {answer.rows.length > 0 && (
            <Table
              label={`Nursing homes in ${answer.where}`}
              head={['Nursing home', 'City', 'Certified beds', 'Overall', 'Inspections', 'Staffing', 'Quality measures']}
            >
              {answer.rows.map((row) => (
                <tr key={row.ccn}>
                  <Cell>
                    <NameButton name={row.name} onAsk={onAsk} />
                  </Cell>
                  <Cell>{row.city}</Cell>
                  <Cell>{row.beds ?? 'Not published'}</Cell>
                  <Cell>{rating(row.overallRating)}</Cell>
                  <Cell>{rating(row.inspectionRating)}</Cell>
                  <Cell>{rating(row.staffingRating)}</Cell>
                  <Cell>{rating(row.qualityRating)}</Cell>
                </tr>
              ))}
            </Table>
          )}
          <TerritorySources data={data} keys={['nursingHomes']} labels={{ nursingHomes: 'Beds and star ratings' }} />
        </>
      );
    }
    case 'hospitals':
      return (
        <>
          <p>
            {answer.rows.length} {answer.rows.length === 1 ? 'hospital' : 'hospitals'} in {answer.where}.
          </p>
          {answer.rows.length > 0 && (
            <Table
              label={`Hospitals in ${answer.where}`}
              head={['Hospital', 'City', 'Type', 'Ownership', 'Emergency services', 'Overall rating']}
            >
              {answer.rows.map((row) => (
                <tr key={row.ccn}>
                  <Cell>
                    <NameButton name={row.name} onAsk={onAsk} />
                  </Cell>
                  <Cell>{row.city}</Cell>
                  <Cell>{row.hospitalType}</Cell>
                  <Cell>{row.ownership}</Cell>
                  <Cell>{row.emergency === null ? 'Not published' : row.emergency ? 'Yes' : 'No'}</Cell>
                  <Cell>{rating(row.overallRating)}</Cell>
                </tr>
              ))}
            </Table>
          )}
          <TerritorySources data={data} keys={['hospitals']} />
        </>
      );
    case 'profile': {
      const { provider } = answer;
      const row = provider.row;
      const facts: [string, ReactNode][] = [
        ['CMS Certification Number', row.ccn],
        ['Address', `${row.address}, ${row.city}, ${data.state} ${row.zip}`],
        ['County', row.county],
        ['Phone', row.phone],
        ['Ownership', row.ownership],
      ];
      if (provider.type === 'hospice') {
        facts.push(
          ['Medicare certified since', provider.row.certifiedOn],
          ['ZIP codes served (CMS)', provider.row.serviceZips.join(', ') || 'None listed'],
        );
      } else if (provider.type === 'nursingHome') {
        const home = provider.row;
        facts.push(
          ['Certified beds', home.beds ?? 'Not published'],
          ['Overall rating', rating(home.overallRating)],
          ['Health inspections', rating(home.inspectionRating)],
          ['Staffing', rating(home.staffingRating)],
          ['Quality measures', rating(home.qualityRating)],
        );
      } else {
        const hospital = provider.row;
        facts.push(
          ['Type', hospital.hospitalType],
          ['Emergency services', hospital.emergency === null ? 'Not published' : hospital.emergency ? 'Yes' : 'No'],
          ['Overall rating', rating(hospital.overallRating)],
        );
      }
      return (
        <>
          <h4 className="text-lg font-bold">{row.name}</h4>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {provider.type === 'hospice' && <Comparisons data={data} comparisons={answer.comparisons} />}
          <TerritorySources
            data={data}
            keys={
              provider.type === 'hospice'
                ? [
                    'hospiceGeneral',
                    'hospiceZip',
                    'hospiceProvider',
                    'hospiceCahpsProvider',
                    'hospiceState',
                    'hospiceNational',
                    'hospiceCahpsState',
                    'hospiceCahpsNational',
                  ]
                : [row.source]
            }
          />
        </>
      );
    }
  }
}
