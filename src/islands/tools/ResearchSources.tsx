import type { Source } from '../../coach/types';

/**
 * The sources of a research answer, numbered to match its inline citations [n], and, for answers
 * grounded in Google Search, Google's search suggestions, which its terms require to be shown as
 * given. That snippet is third-party HTML: it is rendered in a sandboxed frame with no scripts
 * and no access to this page, and its links open in a new tab.
 */
export function ResearchSources({ sources, searchEntryPoint }: { sources: readonly Source[]; searchEntryPoint?: string }) {
  return (
    <>
      {sources.length > 0 && (
        <div>
          <h3 className="text-lg font-bold">Sources</h3>
          <ol className="mt-2 flex list-decimal flex-col gap-1 pl-6">
            {sources.map((source) => (
              <li key={source.uri}>
                <a className="underline" href={source.uri} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      )}
      {searchEntryPoint && (
        <div>
          <h3 className="text-lg font-bold">Related Google searches</h3>
          <iframe
            className="mt-2 h-24 w-full rounded border-0"
            title="Google Search suggestions"
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            srcDoc={`<base target="_blank">${searchEntryPoint}`}
          />
        </div>
      )}
    </>
  );
}
