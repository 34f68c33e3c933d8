/** The fields whose values differ, each with both values (what the audit log records of an edit). */
export function changes<T extends object>(
  before: T,
  after: T,
): Record<string, { From: unknown; To: unknown }> {
  const out: Record<string, { From: unknown; To: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      out[String(key)] = { From: before[key], To: after[key] };
  }
  return out;
}
