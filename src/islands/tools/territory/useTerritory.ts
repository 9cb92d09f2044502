import { useCallback, useEffect, useRef, useState } from 'react';
import { INDEX_URL, stateFileUrl, type TerritoryIndex, type TerritoryState } from '../../../territory/types';
import type { Territory } from '../../../territory/query';
import { readTerritory, saveTerritory } from './territory-storage';

export type TerritoryStatus = 'none' | 'loading' | 'ready' | 'error';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The rep's saved territory and its state's data. The state file (tens to hundreds of KB) is
 * fetched only once a state is picked; the service worker keeps it for use with no signal.
 */
export function useTerritory() {
  const [territory, setTerritory] = useState<Territory | null>(null);
  const [data, setData] = useState<TerritoryState | null>(null);
  const [index, setIndex] = useState<TerritoryIndex | null>(null);
  const [status, setStatus] = useState<TerritoryStatus>('none');
  // The saved territory has been looked for (after mount, see below).
  const [checked, setChecked] = useState(false);
  const wanted = useRef<string | null>(null);

  const load = useCallback(async (state: string) => {
    wanted.current = state;
    setStatus('loading');
    try {
      const file = await getJson<TerritoryState>(stateFileUrl(state));
      if (file.version !== 1 || file.state !== state) throw new Error('Unexpected territory file');
      if (wanted.current === state) {
        setData(file);
        setStatus('ready');
      }
    } catch {
      if (wanted.current === state) setStatus('error');
    }
  }, []);

  // Read after mount, not during render, so the server's HTML and the first render agree.
  useEffect(() => {
    const saved = readTerritory();
    setChecked(true);
    if (!saved) return;
    setTerritory(saved);
    void load(saved.state);
  }, [load]);

  const loadIndex = useCallback(async () => {
    if (index) return;
    try {
      setIndex(await getJson<TerritoryIndex>(INDEX_URL));
    } catch {
      setIndex(null);
    }
  }, [index]);

  const choose = useCallback(
    (next: Territory | null) => {
      saveTerritory(next);
      setTerritory(next);
      if (!next) {
        wanted.current = null;
        setData(null);
        setStatus('none');
      } else if (next.state !== data?.state) {
        setData(null);
        void load(next.state);
      }
    },
    [data?.state, load],
  );

  // True once the saved territory has been looked for and, if there is one, its state's data has
  // arrived or failed to. Before that, a question would be answered without data the rep has
  // (ResearchTool holds its island-ready until then). `checked` and the load's 'loading' are set in
  // the same effect, so one render has both: never true in between.
  const settled = checked && status !== 'loading';

  return { territory, data, index, status, settled, choose, loadIndex, retry: () => territory && load(territory.state) };
}
