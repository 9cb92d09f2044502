import type { NewsletterDeskStatus } from '../../lib/schemas/newsletter-admin';
import { formatDate } from './format';

interface Props {
  status: NewsletterDeskStatus;
  busy: boolean;
  onSendTest: () => void;
  onSendNow: () => void;
}

const MODE_TEXT: Record<NewsletterDeskStatus['email']['mode'], string> = {
  smtp: 'Email is sent through your SMTP provider (SMTP_URL).',
  outbox: 'SMTP_URL is not set: every email is written as a file to .netlify/outbox/ on this computer instead of being sent.',
  off: 'Email is off: set SMTP_URL to send the newsletter and lead alerts.',
};

/** A tip's Monday: a calendar day, so shown in UTC and never shifted by the desk's time zone. */
const tipDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatTipDay = (date: string) => tipDay.format(new Date(`${date}T00:00:00Z`));

const subscribersText = (count: number) => `${count} active subscriber${count === 1 ? '' : 's'}`;

/** The weekly newsletter: this week's issue with its preview, test and early send, and the history of sends. */
export default function NewsletterPanel({ status, busy, onSendTest, onSendNow }: Props) {
  const { issue } = status;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="newsletter-ahead" className="flex flex-col gap-3">
        <h2 id="newsletter-ahead" className="text-xl font-bold">
          Weeks ahead
        </h2>
        {status.runwayWarning && (
          <p className="card border-l-4 border-l-[var(--brand)] font-semibold" role="alert">
            {status.runwayWarning}
          </p>
        )}
        {status.ahead.length > 0 && (
          <ol className="flex flex-col gap-1" aria-label="Tips scheduled after today">
            {status.ahead.map((tip) => (
              <li key={tip.date}>
                <time dateTime={tip.date}>{formatTipDay(tip.date)}</time>: {tip.title}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="newsletter-issue" className="flex flex-col gap-3">
        <h2 id="newsletter-issue" className="text-xl font-bold">
          This week's issue
        </h2>
        <p className="muted text-sm">{MODE_TEXT[status.email.mode]}</p>
        {status.blocker && (
          <p className="card border-l-4 border-l-[var(--brand)] font-semibold" role="note">
            {status.blocker}
          </p>
        )}
        {!issue ? (
          <p className="card">
            No tip is due this week: every tip dated on or before today has already been sent, so nothing will go out on Monday. Add a tip
            to src/content/tips.json with the Monday it should go out as its date.
          </p>
        ) : (
          <>
            <p>
              <span className="font-semibold">{issue.title}</span> (dated <time dateTime={issue.date}>{issue.date}</time>)
            </p>
            <p>
              {issue.started
                ? `Sent to ${issue.delivered} of ${subscribersText(status.activeSubscribers)} this week.`
                : `Not sent yet: it goes out on Monday at 13:00 UTC to ${subscribersText(status.activeSubscribers)}.`}
            </p>
            <div className="flex flex-wrap gap-3">
              <button type="button" className="btn btn-outline" disabled={busy} onClick={onSendTest}>
                Send test to me
              </button>
              <button type="button" className="btn btn-primary" disabled={busy || status.blocker !== null} onClick={onSendNow}>
                Send now
              </button>
            </div>
            <p className="muted text-sm">
              'Send test to me' sends this issue to {status.email.ownerEmail}. 'Send now' sends it today to every active subscriber who has
              not had it; Monday's run then sends nothing new.
            </p>
            <section aria-labelledby="newsletter-preview" className="card">
              <h3 id="newsletter-preview" className="font-semibold">
                Preview: {issue.subject}
              </h3>
              <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap">{issue.preview}</pre>
            </section>
          </>
        )}
      </section>

      <section aria-labelledby="newsletter-history" className="flex flex-col gap-3">
        <h2 id="newsletter-history" className="text-xl font-bold">
          Sent issues
        </h2>
        {status.history.length === 0 ? (
          <p className="muted">No issue has been sent yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-[var(--line)]">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Newsletter issues sent, newest first</caption>
              <thead className="bg-[var(--bg-soft)]">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Week of
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Tip
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Sent
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Failed
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Last run
                  </th>
                </tr>
              </thead>
              <tbody>
                {status.history.map((entry) => (
                  <tr key={entry.tipId} className="border-t border-[var(--line)]">
                    <td className="px-4 py-2 whitespace-nowrap">{entry.week}</td>
                    <th scope="row" className="px-4 py-2 font-normal">
                      {entry.title}
                    </th>
                    <td className="px-4 py-2">{entry.sent}</td>
                    <td className="px-4 py-2">{entry.failed}</td>
                    <td className="px-4 py-2 whitespace-nowrap">
                      <time dateTime={entry.lastRunAt}>{formatDate(entry.lastRunAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
