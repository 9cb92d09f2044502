import { useEffect, useId, useMemo, useState } from 'react';
import { summariseAnalytics } from '../../lib/analytics-summary';
import type { AnalyticsDay } from '../../lib/schemas/analytics-events';
import { adminApi, errorMessage } from './admin-api';
import DeskChart from './DeskChart';

type Period = 30 | 90;

interface Props {
  /** Called with an error the desk handles (a lost session locks it). */
  onError: (error: unknown) => void;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Visits and what leads to inquiries, over the last 30 or 90 days (first-party counts, no
 * cookies: README "Visit counts"). Fetched when the tab opens; charts drawn by DeskChart.
 */
export default function AnalyticsPanel({ onError }: Props) {
  const [period, setPeriod] = useState<Period>(30);
  const [days, setDays] = useState<AnalyticsDay[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    let current = true;
    adminApi
      .analytics(period)
      .then((result) => current && (setDays(result.days), setFailure(null)))
      .catch((error: unknown) => {
        if (!current) return;
        setFailure(errorMessage(error, 'Could not load the visit counts.'));
        onError(error);
      });
    return () => {
      current = false;
    };
  }, [period, onError]);

  const summary = useMemo(() => (days ? summariseAnalytics(days) : null), [days]);
  const daily = useMemo(
    () =>
      days && {
        labels: days.map((day) => day.day.slice(5)),
        series: [
          { label: 'Visits', values: days.map((day) => day.visits), color: '#2563eb' },
          { label: 'Inquiries', values: days.map((day) => day.inquiries), color: '#b45309' },
        ],
      },
    [days],
  );
  const toolSeries = useMemo(
    () => summary && [{ label: 'Uses', values: summary.tools.map((tool) => tool.uses), color: '#2563eb' }],
    [summary],
  );
  const shareSeries = useMemo(
    () => summary && [{ label: 'Share of inquiries', values: summary.tools.map((tool) => tool.shareOfInquiries), color: '#b45309' }],
    [summary],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="muted max-w-prose text-sm">
          Counted on this site without cookies. Browsers that ask for Do Not Track or Global Privacy Control are not counted. Today is
          counted as it happens; earlier days are added up each night.
        </p>
        <div>
          <label htmlFor={`${id}-period`} className="label text-sm">
            Period
          </label>
          <select
            id={`${id}-period`}
            className="field w-44"
            value={period}
            onChange={(event) => setPeriod(Number(event.target.value) as Period)}
          >
            <option value={30}>Last 30 days</option>
            <option value={90}>Last 90 days</option>
          </select>
        </div>
      </div>
      {failure ? (
        <p className="card" role="alert">
          {failure}
        </p>
      ) : !summary || !daily || !toolSeries || !shareSeries ? (
        <p className="muted" role="status">
          Loading visit counts...
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={`Totals, last ${period} days`}>
            {[
              ['Visits', summary.visits],
              ['Page views', summary.views],
              ['Inquiries', summary.inquiries],
              ['Newsletter sign-ups', summary.signups],
            ].map(([name, value]) => (
              <div key={name} className="card">
                <dt className="muted text-sm">{name}</dt>
                <dd className="text-2xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby={`${id}-daily`} className="flex flex-col gap-2">
            <h2 id={`${id}-daily`} className="text-xl font-bold">
              Visits and inquiries per day
            </h2>
            <DeskChart
              kind="line"
              label={`Visits and inquiries per day, last ${period} days`}
              labels={daily.labels}
              series={daily.series}
            />
          </section>
          <section aria-labelledby={`${id}-tools`} className="flex flex-col gap-2">
            <h2 id={`${id}-tools`} className="text-xl font-bold">
              Field Kit tools: uses, and inquiries that came after them
            </h2>
            {summary.tools.length === 0 ? (
              <p className="muted">No tool was used in this period.</p>
            ) : (
              <>
                <DeskChart kind="bar" label="Uses per tool" labels={summary.tools.map((tool) => tool.name)} series={toolSeries} />
                <DeskChart
                  kind="bar"
                  label="Share of inquiries that came after each tool in the same visit"
                  labels={summary.tools.map((tool) => tool.name)}
                  series={shareSeries}
                  percent
                />
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Uses per tool and the inquiries after each</caption>
                  <thead>
                    <tr>
                      <th scope="col">Tool</th>
                      <th scope="col">Uses</th>
                      <th scope="col">Inquiries after it</th>
                      <th scope="col">Share of inquiries</th>
                    </tr>
                  </thead>
                  <tbody>
                    {summary.tools.map((tool) => (
                      <tr key={tool.name}>
                        <th scope="row">{tool.name}</th>
                        <td>{tool.uses}</td>
                        <td>{tool.inquiriesAfter}</td>
                        <td>{percent(tool.shareOfInquiries)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </section>
          <details>
            <summary className="cursor-pointer font-semibold">Views per page and visits per day</summary>
            <table className="mt-3 w-full text-left text-sm">
              <caption className="sr-only">Views per page</caption>
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Views</th>
                </tr>
              </thead>
              <tbody>
                {summary.pages.map((page) => (
                  <tr key={page.path}>
                    <th scope="row">{page.path}</th>
                    <td>{page.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="mt-3 w-full text-left text-sm">
              <caption className="sr-only">Visits and inquiries per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Visits</th>
                  <th scope="col">Inquiries</th>
                </tr>
              </thead>
              <tbody>
                {days!.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    <td>{day.visits}</td>
                    <td>{day.inquiries}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </div>
  );
}
