import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FallbackNotice, TerritoryIndex, TerritoryState } from '../../src/territory/types.ts';
import type { Assembled } from './assemble.ts';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Replaces `target` with `build`, a complete sibling folder, by renames: a reader (or a build that
 * dies halfway) sees the old set or the new one, never a mix of states from two imports.
 */
async function swapIn(build: string, target: string) {
  const old = `${target}.old-${process.pid}`;
  if (await exists(target)) await rename(target, old);
  await rename(build, target);
  await rm(old, { recursive: true, force: true });
}

async function freshSibling(target: string, tag: string) {
  const dir = `${target}.${tag}-${process.pid}`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Writes index.json and one <ST>.json per state to `outDir`, all or nothing. */
export async function writeTerritory(outDir: string, { index, states }: Assembled): Promise<void> {
  await mkdir(dirname(outDir), { recursive: true });
  const build = await freshSibling(outDir, 'new');
  for (const state of states) await writeFile(join(build, `${state.state}.json`), JSON.stringify(state));
  await writeFile(join(build, 'index.json'), JSON.stringify(index));
  await swapIn(build, outDir);
}

const snapshotDir = (cacheDir: string) => join(cacheDir, 'snapshot');

/** Keeps the files just published as the last good snapshot, for a build that cannot reach CMS. */
export async function saveSnapshot(outDir: string, cacheDir: string): Promise<void> {
  const target = snapshotDir(cacheDir);
  await mkdir(cacheDir, { recursive: true });
  const copy = await freshSibling(target, 'new');
  await cp(outDir, copy, { recursive: true });
  await swapIn(copy, target);
}

/**
 * Publishes the last good snapshot with a notice in every file, so the build log and the page both
 * say the data is from an earlier import. Returns false when there is no snapshot.
 */
export async function publishSnapshot(cacheDir: string, outDir: string, reason: string): Promise<FallbackNotice | false> {
  const source = snapshotDir(cacheDir);
  if (!(await exists(join(source, 'index.json')))) return false;
  const index = JSON.parse(await readFile(join(source, 'index.json'), 'utf8')) as TerritoryIndex;
  const fallback: FallbackNotice = { reason, snapshotGeneratedAt: index.generatedAt };
  const files = (await readdir(source)).filter((name) => /^[A-Z]{2}\.json$/.test(name));
  const missing = index.states.filter((s) => !files.includes(`${s.code}.json`)).map((s) => s.code);
  if (missing.length) throw new Error(`The snapshot in ${source} is incomplete (no file for ${missing.join(', ')}).`);
  const states: TerritoryState[] = [];
  for (const name of files) states.push({ ...(JSON.parse(await readFile(join(source, name), 'utf8')) as TerritoryState), fallback });
  await writeTerritory(outDir, { index: { ...index, fallback }, states });
  return fallback;
}
