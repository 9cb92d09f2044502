import { SUBSCRIBER_CSV_COLUMNS, exportFileName } from '../../lib/admin-exports';
import { toCsv } from '../../lib/csv';
import type { AdminSubscriber } from '../../lib/schemas/admin';
import { downloadTextFile } from './download-file';
import { formatDate, mailtoHref } from './format';
import { EMPTY_TEXT, activeSubscribersText } from './messages';

interface Props {
  subscribers: readonly AdminSubscriber[];
  onDelete: (subscriber: AdminSubscriber) => void;
}

/** Newsletter subscribers. Unsubscribed addresses are deleted, so every row is an active subscription. */
export default function SubscribersPanel({ subscribers, onDelete }: Props) {
  if (subscribers.length === 0) return <p className="muted py-10 text-center text-lg">{EMPTY_TEXT.subscribers}</p>;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">{activeSubscribersText(subscribers.length)}</p>
        <button type="button" className="btn btn-outline" onClick={() => downloadTextFile(exportFileName('subscribers'), toCsv(SUBSCRIBER_CSV_COLUMNS, subscribers))}>
          Export CSV
        </button>
      </div>
      <p className="muted text-sm">The export includes each subscriber's personal unsubscribe link, for your mailing tool to add to every newsletter.</p>
      <div className="overflow-x-auto rounded-lg border border-[var(--line)]">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Newsletter subscribers, newest first</caption>
          <thead className="bg-[var(--bg-soft)]">
            <tr>
              <th scope="col" className="px-4 py-3">
                Email
              </th>
              <th scope="col" className="px-4 py-3">
                Subscribed
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id} className="border-t border-[var(--line)]">
                <td className="px-4 py-2 break-all">
                  <a className="underline" href={mailtoHref(subscriber.email)}>
                    {subscriber.email}
                  </a>
                </td>
                <td className="px-4 py-2 whitespace-nowrap">
                  <time dateTime={subscriber.subscribedAt}>{formatDate(subscriber.subscribedAt)}</time>
                </td>
                <td className="px-4 py-2 text-right">
                  <button type="button" className="btn btn-ghost" onClick={() => onDelete(subscriber)}>
                    Delete<span className="sr-only"> {subscriber.email}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
