import { readdir } from 'node:fs/promises';
import { assembleTerritory } from './assemble.ts';
import type { DataSource } from './catalog.ts';
import { publishSnapshot, saveSnapshot, writeTerritory } from './publish.ts';

export interface BuildOptions {
  mode: 'fixture' | 'live';
  source: DataSource;
  outDir: string;
  /** Where the last good live import is kept between builds (Netlify's build cache in production). */
  cacheDir: string;
  now?: Date;
  checkRowCounts?: boolean;
  minStates?: number;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export type BuildResult = { published: 'fresh'; states: number } | { published: 'snapshot'; states: number; reason: string };

/**
 * Imports the territory data and publishes it. Live: when CMS cannot be read or its files fail the
 * checks, the last good snapshot is published instead, with a notice the page shows; with no
 * snapshot the build fails rather than publish no data or half a state. The fixture never falls back.
 */
export async function buildTerritory(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? console.log;
  const warn = options.warn ?? console.warn;
  try {
    const assembled = await assembleTerritory(options.source, {
      mode: options.mode,
      now: options.now ?? new Date(),
      checkRowCounts: options.checkRowCounts ?? options.mode === 'live',
      minStates: options.minStates ?? (options.mode === 'live' ? 50 : 1),
      log,
    });
    await writeTerritory(options.outDir, assembled);
    if (options.mode === 'live') await saveSnapshot(options.outDir, options.cacheDir);
    log(`territory: published ${assembled.states.length} states (${options.mode} data) to ${options.outDir}`);
    return { published: 'fresh', states: assembled.states.length };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (options.mode !== 'live') throw error;
    warn(`territory: WARNING the CMS import failed: ${reason}`);
    const fallback = await publishSnapshot(options.cacheDir, options.outDir, reason);
    if (!fallback) {
      throw new Error(
        `The CMS territory import failed and there is no earlier snapshot in ${options.cacheDir} to publish instead: ${reason}`,
        {
          cause: error,
        },
      );
    }
    warn(`territory: WARNING published the last good snapshot, imported ${fallback.snapshotGeneratedAt}; the research page says so.`);
    const states = (await readdir(options.outDir)).filter((name) => /^[A-Z]{2}\.json$/.test(name)).length;
    return { published: 'snapshot', states, reason };
  }
}
