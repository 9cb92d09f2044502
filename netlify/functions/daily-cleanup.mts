import type { Config } from '@netlify/functions';
import { runCleanup } from '../../src/server/cleanup';

/** Once a day: deletes finished rate-limit windows, old failed logins, expired sessions and old AI budget slots (cleanup.ts). */
export default async () => {
  const report = await runCleanup();
  // Counts only: keys hold no personal data, but there is no reason to log them either.
  console.log(`Daily cleanup removed ${JSON.stringify(report)}`);
};

export const config: Config = { schedule: '@daily' };
