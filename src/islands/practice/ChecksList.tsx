import { PRACTICE_CHECKS, STAGES } from '../../lib/practice/checks';
import { PASS_MARK } from '../../lib/practice/scorecard';

/** The scorecard's yes/no checks, shown before the session so the rep knows exactly what counts. */
export function ChecksList() {
  return (
    <section aria-labelledby="checks-heading" className="card p-4">
      <h2 id="checks-heading" className="text-lg font-bold">
        What you'll be scored on
      </h2>
      <p className="muted mt-1 text-sm">
        Twelve yes/no checks over the whole conversation; {PASS_MARK} passes. A line said twice, or a string of keywords, earns nothing.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {STAGES.map((stage) => (
          <div key={stage}>
            <h3 className="font-semibold">{stage}</h3>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {PRACTICE_CHECKS.filter((check) => check.stage === stage).map((check) => (
                <li key={check.id}>{check.text}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
