import { SUBSCRIBER_CSV_COLUMNS, exportFileName } from '../../lib/admin-exports';
import { toCsv } from '../../lib/csv';
import type { AdminSubscriber } from '../../lib/schemas/admin';
import { downloadTextFile } from './download-file';
import { EMPTY_TEXT, activeSubscribersText } from './messages';
import SubscriberTable from './SubscriberTable';

interface Props {
  subscribers: readonly AdminSubscriber[];
  /** Sign-ups waiting for their confirmation click (double opt-in): shown apart, not counted, not exported. */
  pending: readonly AdminSubscriber[];
  onDelete: (subscriber: AdminSubscriber) => void;
}

/** Newsletter subscribers. Unsubscribed addresses are deleted, so every row of the first table is an active subscription. */
export default function SubscribersPanel({ subscribers, pending, onDelete }: Props) {
  if (subscribers.length === 0 && pending.length === 0) return <p className="muted py-10 text-center text-lg">{EMPTY_TEXT.subscribers}</p>;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">{activeSubscribersText(subscribers.length)}</p>
        {subscribers.length > 0 && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => downloadTextFile(exportFileName('subscribers'), toCsv(SUBSCRIBER_CSV_COLUMNS, subscribers))}
          >
            Export CSV
          </button>
        )}
      </div>
      {subscribers.length > 0 && (
        <>
          <p className="muted text-sm">
            The export includes each subscriber's personal unsubscribe link, for your mailing tool to add to every newsletter.
          </p>
          <SubscriberTable
            caption="Newsletter subscribers, newest first"
            dateLabel="Subscribed"
            subscribers={subscribers}
            onDelete={onDelete}
          />
        </>
      )}
      {pending.length > 0 && (
        <section aria-labelledby="pending-subscribers" className="mt-6 flex flex-col gap-3">
          <h2 id="pending-subscribers" className="text-lg font-semibold">
            Waiting for confirmation ({pending.length})
          </h2>
          <p className="muted text-sm">
            These addresses signed up but have not clicked the link in their confirmation email yet. They get no newsletter until they do,
            and are removed after 7 days.
          </p>
          <SubscriberTable
            caption="Sign-ups waiting for confirmation, newest first"
            dateLabel="Signed up"
            subscribers={pending}
            onDelete={onDelete}
          />
        </section>
      )}
    </div>
  );
}
