import { STAGES } from '../../lib/practice/checks';
import { STAGE_PRACTICE_TIPS, stageTrend, weakestStage, type ProgressEntry } from '../../lib/practice/progress';

/** Progress kept on this device: sessions so far, each stage's last five results, the stage to practise next. */
export function ProgressPanel({ entries }: { entries: ProgressEntry[] }) {
  if (entries.length === 0) return null;
  const trend = stageTrend(entries);
  const weakest = weakestStage(entries)!;
  return (
    <section aria-labelledby="progress-heading" className="card p-4" data-testid="practice-progress">
      <h2 id="progress-heading" className="text-lg font-bold">
        Your progress on this device
      </h2>
      <p className="muted text-sm">
        {entries.length} scored session{entries.length === 1 ? '' : 's'}; last score {entries.at(-1)!.score}/100.
      </p>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Each stage's result in your last {trend.Discovery.length} sessions, oldest first</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left">
              Stage
            </th>
            <th scope="col" className="text-left">
              Last sessions (oldest first)
            </th>
          </tr>
        </thead>
        <tbody>
          {STAGES.map((stage) => (
            <tr key={stage}>
              <th scope="row" className="text-left font-normal">
                {stage}
              </th>
              <td>{trend[stage].map((value) => `${value}%`).join(' → ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm" data-testid="weakest-stage">
        <strong>Practise your weakest stage next: {weakest}.</strong> {STAGE_PRACTICE_TIPS[weakest]}
      </p>
    </section>
  );
}
