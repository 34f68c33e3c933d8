// The Swedish VAT rates by date (DOMAIN.md §3 "VAT rates by date", ML 2023:200): 25 % standard;
// 12 % food, restaurant and catering, and hotel rooms; 6 % books, passenger transport and culture.
// Food bought in shops is 6 % from 2026-04-01 to 2027-12-31 (prop. 2025/26:55, temporary), while
// restaurant and catering services stay at 12 %. Rates change by law on a date, so they are rows
// with the days they apply, never constants: the receipt scan, the compensation form's VAT
// suggestion and representation read them here.

/** What a rate applies to. Take-away food is food bought in a shop (DOMAIN.md §3). */
export const VAT_CATEGORIES = [
  'standard',
  'foodShop',
  'restaurant',
  'hotel',
  'passengerTransport',
  'books',
  'culture',
] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

export interface VatRateRow {
  category: VatCategory;
  /** Percent. */
  rate: number;
  /** The first day the rate applies; null: in force before any receipt the portal reads. */
  validFrom: string | null;
  /** The last day it applies; null: until a law changes it. */
  validTo: string | null;
}

/** Every rate with its days; one row per category on any day (vat-rates.test.ts holds that). */
export const VAT_RATE_TABLE: readonly VatRateRow[] = [
  { category: 'standard', rate: 25, validFrom: null, validTo: null },
  { category: 'foodShop', rate: 12, validFrom: null, validTo: '2026-03-31' },
  // prop. 2025/26:55: the temporary lowering of the VAT on food.
  { category: 'foodShop', rate: 6, validFrom: '2026-04-01', validTo: '2027-12-31' },
  { category: 'foodShop', rate: 12, validFrom: '2028-01-01', validTo: null },
  { category: 'restaurant', rate: 12, validFrom: null, validTo: null },
  { category: 'hotel', rate: 12, validFrom: null, validTo: null },
  { category: 'passengerTransport', rate: 6, validFrom: null, validTo: null },
  { category: 'books', rate: 6, validFrom: null, validTo: null },
  { category: 'culture', rate: 6, validFrom: null, validTo: null },
];

const inForce = (row: VatRateRow, day: string) =>
  (row.validFrom === null || row.validFrom <= day) && (row.validTo === null || day <= row.validTo);

/** The rate of a category on a day (an ISO date), or null when the table has none. */
export function vatRateOf(category: VatCategory, day: string): number | null {
  return VAT_RATE_TABLE.find((r) => r.category === category && inForce(r, day))?.rate ?? null;
}

export interface VatRateOfDay {
  rate: number;
  /** What the rate applies to on that day. */
  categories: VatCategory[];
}

/**
 * The rates in force on a day, highest first: the rates a receipt of that day may carry. With
 * `withCategories`, each rate with what it applies to that day.
 */
export function vatRatesOn(day: string): number[];
export function vatRatesOn(day: string, withCategories: true): VatRateOfDay[];
export function vatRatesOn(day: string, withCategories = false): number[] | VatRateOfDay[] {
  const byRate = new Map<number, VatCategory[]>();
  for (const row of VAT_RATE_TABLE)
    if (inForce(row, day)) byRate.set(row.rate, [...(byRate.get(row.rate) ?? []), row.category]);
  const rates = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, categories]) => ({ rate, categories }));
  return withCategories ? rates : rates.map((r) => r.rate);
}

/** Every rate the table has had on any day, highest first: for a receipt whose day is unknown. */
export const EVERY_VAT_RATE: readonly number[] = [...new Set(VAT_RATE_TABLE.map((r) => r.rate))].sort(
  (a, b) => b - a,
);
