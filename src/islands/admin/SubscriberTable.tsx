import type { AdminSubscriber } from '../../lib/schemas/admin';
import { formatDate, mailtoHref } from './format';

interface Props {
  caption: string;
  dateLabel: string;
  subscribers: readonly AdminSubscriber[];
  onDelete: (subscriber: AdminSubscriber) => void;
}

/**
 * An address that wraps where a reader expects, before the @ and before each dot, instead of in
 * the middle of a name; a part longer than the column still wraps anywhere (overflow-wrap).
 */
function EmailWithBreaks({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <span key={index}>
      {index > 0 && <wbr />}
      {part}
    </span>
  ));
}

/** One table of addresses with a delete button each (active subscribers, or sign-ups waiting for confirmation). */
export default function SubscriberTable({ caption, dateLabel, subscribers, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-lg border border-[var(--line)]">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-[var(--bg-soft)]">
          <tr>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              {dateLabel}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} className="border-t border-[var(--line)]">
              <td className="px-4 py-2 [overflow-wrap:anywhere]">
                <a className="underline" href={mailtoHref(subscriber.email)}>
                  <EmailWithBreaks email={subscriber.email} />
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
  );
}
