import type { Config } from '@netlify/functions';
import { rollUpAnalytics } from '../../src/server/analytics/events';

/** Nightly, just after midnight UTC: yesterday's analytics become one record; raw events past 30 days and old salts are deleted. */
export default async () => {
  const report = await rollUpAnalytics();
  console.log(`Analytics rollup: ${report.rolledUp.length} day(s) rolled up, ${report.deleted} raw event(s) deleted`);
};

export const config: Config = { schedule: '10 0 * * *' };
