/** SPEC §9: the salary years run from the company's first year to the current year. */
export function salaryYearsFor(firstYear: number, currentYear: number): number[] {
  const years: number[] = [];
  for (let y = Math.min(firstYear, currentYear); y <= currentYear; y++) years.push(y);
  return years;
}

/** SPEC §4 App load: the most recent salary year not after the current year, otherwise the first. */
export function defaultSalaryYear(years: readonly number[], currentYear: number): number | null {
  const notAfter = years.filter((y) => y <= currentYear);
  if (notAfter.length > 0) return Math.max(...notAfter);
  return years.length > 0 ? Math.min(...years) : null;
}
