import { z } from 'zod';
import { isValidIsoDate } from '../validation/dates';
import { CURRENCIES, roundKronor, VAT_RATES } from './compensations';

// What a receipt says, read from its text: the words text recognition found on a photographed
// receipt, or a PDF receipt's own text. SPEC §3 "Scan response", §4 "Receipt scan". The reading is
// a proposal the employee confirms: a field it cannot read is null, never a guess from elsewhere.

/** POST /receipts/scan: what the receipt says; each field null when it could not be read. */
export const ScanResponseSchema = z.object({
  TransactionDate: z.string().nullable(),
  Total: z.number().nullable(),
  /** The VAT on the receipt, all rates together. */
  Tax: z.number().nullable(),
  /** The VAT per rate (25, 12, 6 %) where the receipt shows it. */
  TaxByRate: z.record(z.string(), z.number()),
  /** The kind of purchase, in the words of a receipt type (Livsmedel, Restaurang, Taxi…), or null. */
  ReceiptTypeCronaStdText: z.string().nullable(),
  Currency: z.string(),
  MerchantName: z.string().nullable(),
});
export type ScanResponse = z.infer<typeof ScanResponseSchema>;

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', zł: 'PLN' };

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, maj: 5, may: 5, jun: 6, jul: 7,
  aug: 8, sep: 9, okt: 10, oct: 10, nov: 11, dec: 12,
}; // prettier-ignore

/** Date forms on receipts: ISO (Swedish), day.month.year (European), yy-mm-dd (card terminals), "14 nov 2026". */
const DATE_FORMS: readonly [RegExp, (m: RegExpMatchArray) => [string, string | number, string]][] = [
  [/(?<!\d)(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, (m) => [m[1]!, m[2]!, m[3]!]],
  [/(?<!\d)(\d{1,2})[./](\d{1,2})[./](20\d{2})(?!\d)/g, (m) => [m[3]!, m[2]!, m[1]!]],
  [/(?<![\d-])(\d{2})-(\d{2})-(\d{2})(?![\d-])/g, (m) => [`20${m[1]!}`, m[2]!, m[3]!]],
  [
    /(?<!\d)(\d{1,2})\s+(jan|feb|mar|apr|maj|may|jun|jul|aug|sep|okt|oct|nov|dec)[a-z]*\.?\s+(20\d{2})/gi,
    (m) => [m[3]!, MONTHS[m[2]!.toLowerCase()] ?? 0, m[1]!],
  ],
];
const TIME = /(?<!\d)([01]?\d|2[0-3])[:.]([0-5]\d)(?::[0-5]\d)?(?![\d,])/;
const VAT_WORD = /\b(moms|mwst|ust|vat|tva|iva|alv|mva)/i;

const near = (a: number, b: number, tolerance = 0.021) =>
  Math.abs(a - b) <= Math.max(tolerance, Math.abs(b) * 0.002);

interface FoundDate {
  iso: string;
  text: string;
}

function datesIn(line: string): FoundDate[] {
  const out: FoundDate[] = [];
  for (const [form, parts] of DATE_FORMS) {
    for (const m of line.matchAll(form)) {
      const [y, mo, d] = parts(m);
      const iso = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      if (isValidIsoDate(iso)) out.push({ iso, text: m[0] });
    }
  }
  return out;
}

/** The amounts on a line ("1 234,50", "1.234,50", "234,50", "234.50"), dates and times left out. */
function amountsIn(line: string): number[] {
  let s = line;
  for (const d of datesIn(line)) s = s.replace(d.text, ' ');
  s = s
    .replace(new RegExp(TIME.source, 'g'), ' ')
    .replace(/(?<=\d)[oO](?=\d|,)/g, '0') // text recognition reads 0 as O inside numbers
    .replace(/(\d)\s*,\s+(\d{2})(?!\d)/g, '$1,$2');
  const amount = /(?<![\d,.])(-?)(\d{1,3}(?:[ .]\d{3})+|\d+)[,.](\d{2})(?![\d%])/g;
  return [...s.matchAll(amount)].map((m) => Number(`${m[1]!}${m[2]!.replace(/[ .]/g, '')}.${m[3]!}`));
}

/** The purchase's date: one with a time beside it or a date word wins over an arrival or best-before date. */
function transactionDate(lines: readonly string[]): string | null {
  let best: { iso: string; score: number } | null = null;
  lines.forEach((line, i) => {
    for (const d of datesIn(line)) {
      let score = -i * 0.01;
      if (TIME.test(line.replace(d.text, ''))) score += 2;
      if (/datum|date|köp|kvitto|utcheck|check.?out|transakt/i.test(line)) score += 1;
      if (/ankomst|check.?in|bäst före|giltig|förfall|valid|expires|från|till/i.test(line)) score -= 2;
      if (!best || score > best.score) best = { iso: d.iso, score };
    }
  });
  return (best as { iso: string } | null)?.iso ?? null;
}

/** The amount paid: "Att betala" over "Totalt"/"Summa", else the card or cash payment's amount. */
function total(lines: readonly string[]): number | null {
  const words: [RegExp, number][] = [
    [/att\s+betala|to\s+pay|zu\s+zahlen|à\s+payer/i, 3],
    [/\b(totalt|total|summa|summe|gesamt|belopp|sum)\b/i, 2],
  ];
  let best: { amount: number; weight: number } | null = null;
  lines.forEach((line, i) => {
    if (VAT_WORD.test(line) || /netto|brutto|exkl|subtotal|delsumma|rabatt/i.test(line)) return;
    for (const [word, weight] of words) {
      if (!word.test(line)) continue;
      let found = amountsIn(line);
      if (found.length === 0 && lines[i + 1] !== undefined) found = amountsIn(lines[i + 1]!);
      if (found.length > 0 && (!best || weight > best.weight)) best = { amount: found.at(-1)!, weight };
    }
  });
  if (best) return (best as { amount: number }).amount;
  const paid = lines.find(
    (l) => /kort|visa|master|amex|swish|kontant|betalt|card/i.test(l) && amountsIn(l).length > 0,
  );
  return paid ? amountsIn(paid).at(-1)! : null;
}

/** A VAT table's row at `rate`: which of its amounts is the VAT, by arithmetic (any column order). */
function vatOfRow(rate: number, amounts: readonly number[]): number | null {
  const isVatOfNet = (vat: number, net: number) => near(vat, roundKronor((net * rate) / 100), 0.03);
  for (const vat of amounts)
    for (const net of amounts)
      for (const gross of amounts)
        if (vat !== net && net !== gross && vat !== gross && near(vat + net, gross) && isVatOfNet(vat, net))
          return vat;
  for (const vat of amounts)
    for (const other of amounts) {
      if (vat === other) continue;
      if (isVatOfNet(vat, other)) return vat;
      if (near(vat, roundKronor((other * rate) / (100 + rate)), 0.03)) return vat;
    }
  return amounts[0] ?? null;
}

/** The VAT per rate (a "Moms 25 %" line or a VAT table's rows), and all of it. */
function vat(lines: readonly string[]): { byRate: Record<string, number>; total: number | null } {
  const byRate: Record<string, number> = {};
  let inTable = false;
  let stated: number | null = null;
  for (const raw of lines) {
    const line = raw.replace(/(\d)\s*[%?]\s*[sS]?(?=\s|$)/g, '$1%');
    if (
      VAT_WORD.test(line) &&
      /netto|brutto|net\b|gross|exkl|inkl/i.test(line) &&
      amountsIn(line).length === 0
    ) {
      inTable = true;
      continue;
    }
    let rate: number | undefined;
    let rest: string;
    const named = new RegExp(`${VAT_WORD.source}\\D{0,12}?(\\d{1,2})(?:[,.]\\d{1,2})?\\s*%`, 'i').exec(line);
    const row = inTable ? /^\s*[A-Za-z]?\s*(\d{1,2})(?:[,.](\d{1,2}))?\s*%?\s+(?=\d)/.exec(line) : null;
    if (named) {
      rate = Number(named[2]);
      rest = line.slice(named.index + named[0].length);
    } else if (row) {
      rate = Number(row[1]);
      rest = line.slice(row[0].length);
    } else {
      if (inTable && line.trim() && !/^[\s\d,.%-]+$/.test(line)) inTable = false;
      const amounts = amountsIn(line);
      if (VAT_WORD.test(line) && !line.includes('%') && amounts.length === 1) stated = amounts[0]!;
      continue;
    }
    if (!(rate > 0 && rate <= 30) || String(rate) in byRate) continue;
    const amount = vatOfRow(rate, amountsIn(rest));
    if (amount !== null) byRate[String(rate)] = amount;
  }
  const rates = Object.values(byRate);
  return { byRate, total: rates.length > 0 ? roundKronor(rates.reduce((s, x) => s + x, 0)) : stated };
}

function currency(lines: readonly string[], text: string): string {
  const totalLine =
    lines.find((l) => /att\s+betala|totalt|total|summa|summe/i.test(l) && !VAT_WORD.test(l)) ?? '';
  for (const where of [totalLine, text]) {
    // The currencies a receipt names (SEK when it names none: "kr" and ":-" are kronor).
    for (const c of CURRENCIES) if (new RegExp(`\\b${c}\\b`).test(where)) return c;
    for (const [sign, c] of Object.entries(CURRENCY_SIGNS)) if (where.includes(sign)) return c;
  }
  return 'SEK';
}

/** The merchant: the first line near the top with words that is not a greeting, number or date. */
function merchant(lines: readonly string[]): string | null {
  for (const line of lines.slice(0, 8)) {
    const s = line
      .replace(/[^\p{L}\p{N}&.'\- ]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if ((s.match(/\p{L}/gu) ?? []).length < 3) continue;
    if (/^(kvitto|receipt|kassakvitto|välkommen|valkommen|welcome|org|tel|www)/i.test(s)) continue;
    if (datesIn(s).length > 0 || /\d{6}-\d{4}/.test(s)) continue;
    return s.slice(0, 100);
  }
  return null;
}

/** Kinds of purchase by the words on the receipt, first match wins. */
const RECEIPT_TYPES: readonly [RegExp, string][] = [
  [/taxi|taxameter|körsträcka|cab\b/i, 'Taxi'],
  [/hotel|hotell|logi|övernattning|rum\s*\d|check.?out/i, 'Hotell'],
  [/bensin|diesel|drivmedel|\bliter\b|\bltr\b|pump|95 oktan|e85|hvo/i, 'Drivmedel'],
  [/parkering|parking/i, 'Parkering'],
  [/\bsj\b|tåg|buss|biljett|flyg|ticket/i, 'Resor'],
  [/restaurang|restaurant|café|cafe|bord|tisch|table|lunch|middag|servering|dricks/i, 'Restaurang'],
  [/ica|coop|hemköp|willys|lidl|city gross|livs|mjölk|bröd|frukt/i, 'Livsmedel'],
];

/** Reads what a receipt says from its text (SPEC §3 Scan response). */
export function readReceiptText(text: string): ScanResponse {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l.trim() !== '');
  const taxes = vat(lines);
  const date = transactionDate(lines);
  return {
    TransactionDate: date,
    Total: total(lines),
    Tax: taxes.total,
    TaxByRate: Object.fromEntries(
      Object.entries(taxes.byRate).filter(([rate]) =>
        (VAT_RATES as readonly number[]).includes(Number(rate)),
      ),
    ),
    ReceiptTypeCronaStdText: RECEIPT_TYPES.find(([words]) => words.test(text))?.[1] ?? null,
    Currency: currency(lines, text),
    MerchantName: merchant(lines),
  };
}
