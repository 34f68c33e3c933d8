import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Whether the database holds planner statistics for any of our tables, from an earlier ANALYZE.
 * They are stored with the data (PGlite's folder too), so a server that starts on a folder that has
 * them can serve at once and analyse later (main.ts).
 */
export async function hasPlannerStatistics(db: Db): Promise<boolean> {
  // Both drivers answer with `rows`.
  const result = (await db.execute(
    sql`select exists (select 1 from pg_statistic s join pg_class c on c.oid = s.starelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public') as has`,
  )) as unknown as { rows: { has: boolean }[] };
  return result.rows[0]?.has === true;
}
