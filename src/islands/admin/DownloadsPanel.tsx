import type { ResourceDownloadCount } from '../../lib/schemas/admin';

/** How often each printable resource was opened, from the anonymous resource-access events. */
export default function DownloadsPanel({ downloads }: { downloads: readonly ResourceDownloadCount[] }) {
  const total = downloads.reduce((sum, row) => sum + row.total, 0);
  return (
    <div className="flex flex-col gap-4">
      <p className="muted text-sm">
        Counted each time a visitor opens or downloads a printable resource. No personal details are recorded.
      </p>
      <div className="overflow-x-auto rounded-lg border border-[var(--line)]">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Resource downloads</caption>
          <thead className="bg-[var(--bg-soft)]">
            <tr>
              <th scope="col" className="px-4 py-3">
                Resource
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Last 30 days
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                All time
              </th>
            </tr>
          </thead>
          <tbody>
            {downloads.map((row) => (
              <tr key={row.resourceName} className="border-t border-[var(--line)]">
                <th scope="row" className="px-4 py-2 font-medium">
                  {row.title}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{row.last30Days}</td>
                <td className="px-4 py-2 text-right tabular-nums">{row.total}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-[var(--line)] font-semibold">
              <th scope="row" className="px-4 py-2">
                Total
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{downloads.reduce((sum, row) => sum + row.last30Days, 0)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
