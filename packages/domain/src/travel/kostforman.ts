// Kostförmån, DOMAIN.md §1.2: a free meal on a trip is a taxable benefit at Skatteverket's
// schablon of the year (and it reduces the per diem as well, per-diem.ts). A breakfast that comes
// with the hotel room reduces the per diem but is no benefit. Data by year, not code.

/** Kronor per free meal by year: breakfast, and lunch or dinner (a whole day is their sum). */
export const KOSTFORMAN: Readonly<Record<number, { breakfast: number; main: number }>> = {
  2024: { breakfast: 60, main: 120 },
  2025: { breakfast: 61, main: 122 },
  2026: { breakfast: 62, main: 124 },
};

export type KostformanResult = { kind: 'ok'; amount: number } | { kind: 'missingRules'; years: number[] };

/**
 * The kostförmån of a day's free meals in `year`: the breakfast (unless it came with the room) and
 * each main meal at the year's schablon; 0 without free meals; missing rules for a year without amounts.
 */
export function kostformanOf(
  meals: { breakfast: boolean; lunch: boolean; dinner: boolean; hotelBreakfast: boolean },
  year: number,
): KostformanResult {
  const mains = (meals.lunch ? 1 : 0) + (meals.dinner ? 1 : 0);
  const breakfast = meals.breakfast && !meals.hotelBreakfast;
  if (mains === 0 && !breakfast) return { kind: 'ok', amount: 0 };
  const rates = KOSTFORMAN[year];
  if (!rates) return { kind: 'missingRules', years: [year] };
  return { kind: 'ok', amount: (breakfast ? rates.breakfast : 0) + mains * rates.main };
}
