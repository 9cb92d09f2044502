import type { DatasetKey, TerritoryState } from '../../../territory/types';

/** The CMS datasets behind a table, each with its "data as of" date and a link to it. */
export function TerritorySources({
  data,
  keys,
  labels = {},
}: {
  data: TerritoryState;
  keys: DatasetKey[];
  labels?: Partial<Record<DatasetKey, string>>;
}) {
  return (
    <div className="text-sm">
      <h4 className="font-bold">Sources</h4>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-6">
        {[...new Set(keys)].map((key) => {
          const source = data.sources[key];
          return (
            <li key={key}>
              {labels[key] ? `${labels[key]}: ` : ''}
              <a className="underline" href={source.url} target="_blank" rel="noopener noreferrer">
                CMS {source.title}
              </a>
              , data as of {source.modified}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
