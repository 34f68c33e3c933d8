import { z } from 'zod';
import { isValidIsoDate } from '../validation/dates';
import { DEFAULT_CURRENCY } from '../constants';
import { CURRENCIES, roundKronor } from './compensations';
import { EVERY_VAT_RATE, vatRatesOn } from './vat-rates';

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

/** A VAT line's amount at `rate`, and whether the line's own amounts hold it (VAT = rate × net). */
interface VatReading {
  /** The rate in percent, or null: the line states the VAT of the whole receipt. */
  rate: number | null;
  vat: number;
  /** The line's net or gross holds the VAT at the rate. */
  confirmed: boolean;
}

/** A VAT table's row at `rate`: which of its amounts is the VAT, by arithmetic (any column order). */
function vatOfRow(rate: number, amounts: readonly number[]): VatReading | null {
  const isVatOfNet = (vat: number, net: number) => near(vat, roundKronor((net * rate) / 100), 0.03);
  const confirmed = (vat: number): VatReading => ({ rate, vat, confirmed: true });
  for (const vat of amounts)
    for (const net of amounts)
      for (const gross of amounts)
        if (vat !== net && net !== gross && vat !== gross && near(vat + net, gross) && isVatOfNet(vat, net))
          return confirmed(vat);
  for (const vat of amounts)
    for (const other of amounts) {
      if (vat === other) continue;
      if (isVatOfNet(vat, other)) return confirmed(vat);
      if (near(vat, roundKronor((other * rate) / (100 + rate)), 0.03)) return confirmed(vat);
    }
  return amounts.length > 0 ? { rate, vat: amounts[0]!, confirmed: false } : null;
}

/** A VAT line: what it may say. A line whose rate was read clearly says one thing. */
interface VatLine {
  readings: VatReading[];
  clear: boolean;
}

/** What text recognition reads for a digit in a rate ("1Z", "l2", "2S"). */
const OCR_DIGITS: Record<string, string> = {
  O: '0', o: '0', D: '0', l: '1', I: '1', i: '1', '|': '1', '!': '1', Z: '2', z: '2', S: '5', s: '5', B: '8',
}; // prettier-ignore

/** The rates of the day a garbled rate may be: "1253" (the percent read as "53"), "12°/o", "6X". */
function rateCandidates(token: string, rates: readonly number[]): number[] {
  const digits = /^\d+/.exec([...token].map((c) => OCR_DIGITS[c] ?? c).join(''))?.[0] ?? '';
  return rates.filter((r) => digits.startsWith(String(r)));
}

const TOTAL_WORD = /summa|total|\btot\b|\bsum\b/i;
const AMOUNT_TOKEN = /^-?\d{1,3}(?:[ .]\d{3})*[,.]\d{2}$|^-?\d+[,.]\d{2}$/;

/**
 * A VAT line whose rate is not read clearly, or null when the line is not one: "Moms 1253 53,57"
 * or "Moms 12°/o 53,57" (a garbled rate before the amount; a VAT table's row "1Z,00 14,18 …"), and
 * "Moms 1253,57" (the percent lost and the rate joined to the amount: 12 % and 53,57, or 1 253,57
 * of VAT in all). Each reading is checked later against the amounts it must explain.
 */
function garbledVatLine(line: string, inTable: boolean, rates: readonly number[]): VatLine | null {
  if (rates.length === 0) return null;
  const word = VAT_WORD.exec(line);
  if (!word && !inTable) return null;
  const rest = (word ? line.slice(word.index + word[0].length) : line).replace(/^[\s:.]*/, '');
  const token = /^\S+/.exec(rest)?.[0];
  if (!token) return null;
  const after = rest.slice(token.length);
  if (AMOUNT_TOKEN.test(token)) {
    if (!word || TOTAL_WORD.test(line) || amountsIn(after).length > 0) return null;
    const [whole, ore] = token.replace(/[ .](?=\d{3})/g, '').split(/[,.]/) as [string, string];
    const joined = rates
      .filter((r) => whole.startsWith(String(r)) && whole.length > String(r).length)
      .map((r) => ({ rate: r, vat: Number(`${whole.slice(String(r).length)}.${ore}`), confirmed: false }));
    if (joined.length === 0) return null;
    return {
      readings: [...joined, { rate: null, vat: amountsIn(token)[0]!, confirmed: false }],
      clear: false,
    };
  }
  const candidates = rateCandidates(token, rates);
  const amounts = amountsIn(after);
  if (candidates.length === 0 || amounts.length === 0 || (inTable && !word && amounts.length < 2))
    return null;
  const readings = candidates
    .map((r) => vatOfRow(r, amounts))
    .filter((r): r is VatReading => r !== null && (r.confirmed || amounts.length === 1));
  return { readings, clear: false };
}

/** The gross a VAT amount at `rate` stands for, and how far its rounding to öre may move it. */
const grossOf = (vat: number, rate: number) => (vat * (100 + rate)) / rate;
const grossSlack = (rate: number) => (0.005 * (100 + rate)) / rate;
/** A total may be rounded to whole kronor (öresavrundning) besides its lines' own rounding. */
const TOTAL_SLACK = 0.5;

/**
 * Whether the readings hold together: the VAT per rate adds up to any stated VAT of the whole
 * receipt, and the gross each stands for (net = gross − VAT, VAT = rate × net) to the total. A
 * receipt with nothing to check against holds nothing unread.
 */
function holds(
  readings: readonly VatReading[],
  total: number | null,
  stated: number | null,
  rates: readonly number[],
): boolean {
  const perRate = readings.filter((r): r is VatReading & { rate: number } => r.rate !== null);
  const whole = [
    ...readings.filter((r) => r.rate === null).map((r) => r.vat),
    ...(stated === null ? [] : [stated]),
  ];
  if (total === null && whole.length === 0) return false;
  if (perRate.length === 0) {
    const vat = whole[0]!;
    return (
      whole.every((s) => near(s, vat)) &&
      total !== null &&
      rates.some((r) => Math.abs(grossOf(vat, r) - total) <= TOTAL_SLACK + grossSlack(r))
    );
  }
  const vatSum = roundKronor(perRate.reduce((s, r) => s + r.vat, 0));
  if (whole.some((s) => !near(s, vatSum, 0.011 * perRate.length))) return false;
  if (total === null) return true;
  const gross = perRate.reduce((s, r) => s + grossOf(r.vat, r.rate), 0);
  const slack = perRate.reduce((s, r) => s + grossSlack(r.rate), TOTAL_SLACK);
  return Math.abs(gross - total) <= slack;
}

/** Every choice of one reading per line (at most `limit` of them). */
function choices(lines: readonly VatReading[][], limit = 4096): VatReading[][] {
  let out: VatReading[][] = [[]];
  for (const readings of lines) {
    out = out.flatMap((chosen) => readings.map((r) => [...chosen, r]));
    if (out.length > limit) return [];
  }
  return out;
}

/**
 * The VAT per rate (a "Moms 25 %" line or a VAT table's rows), and all of it. A line whose rate is
 * unreadable is taken at the rate of the day's list that its amounts hold, on the line or over the
 * receipt's total; a line nothing holds stays unread, and then the VAT of the whole receipt is only
 * what the receipt states of it (never the part that was read).
 */
function vat(
  lines: readonly string[],
  total: number | null,
  rates: readonly number[],
): { byRate: Record<string, number>; total: number | null } {
  const found: VatLine[] = [];
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
      const garbled = garbledVatLine(line, inTable, rates);
      if (garbled) {
        found.push(garbled);
        continue;
      }
      if (inTable && line.trim() && !/^[\s\d,.%-]+$/.test(line)) inTable = false;
      const amounts = amountsIn(line);
      if (VAT_WORD.test(line) && !line.includes('%') && amounts.length === 1) stated = amounts[0]!;
      continue;
    }
    if (!(rate > 0 && rate <= 30)) continue;
    const reading = vatOfRow(rate, amountsIn(rest));
    if (reading) found.push({ readings: [reading], clear: true });
  }

  // A clear line, or one whose own amounts hold one reading, is read; a second line of a rate
  // already read is the same VAT read twice (a receipt read in two passes).
  const sure: VatReading[] = [];
  const open: VatReading[][] = [];
  for (const line of found) {
    const held = line.clear ? line.readings : line.readings.filter((r) => r.confirmed);
    if (held.length === 1) {
      const [r] = held as [VatReading];
      if (!sure.some((s) => s.rate === r.rate)) sure.push(r);
    } else open.push(line.readings);
  }
  const fitting =
    open.length === 0 ? [] : choices(open).filter((c) => holds([...sure, ...c], total, stated, rates));
  const same = (a: VatReading, b: VatReading) => a.rate === b.rate && a.vat === b.vat;
  const read = open.map((_, i) =>
    fitting.length > 0 && fitting.every((c) => same(c[i]!, fitting[0]![i]!)) ? fitting[0]![i]! : null,
  );
  const all = [...sure, ...read.filter((r): r is VatReading => r !== null)];
  const byRate: Record<string, number> = {};
  for (const r of all) if (r.rate !== null && !(String(r.rate) in byRate)) byRate[String(r.rate)] = r.vat;
  const perRate = Object.values(byRate);
  const whole = all.find((r) => r.rate === null)?.vat ?? stated;
  const complete = read.every((r) => r !== null);
  return {
    byRate,
    total: complete && perRate.length > 0 ? roundKronor(perRate.reduce((s, x) => s + x, 0)) : whole,
  };
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
  const date = transactionDate(lines);
  const paid = total(lines);
  const money = currency(lines, text);
  // The Swedish rates of the receipt's day (every rate the table has had when no day is read); a
  // receipt in another currency has its own country's rates, read only where printed clearly.
  const swedish = date === null ? EVERY_VAT_RATE : vatRatesOn(date);
  const taxes = vat(lines, paid, money === DEFAULT_CURRENCY ? swedish : []);
  return {
    TransactionDate: date,
    Total: paid,
    Tax: taxes.total,
    TaxByRate: Object.fromEntries(
      Object.entries(taxes.byRate).filter(([rate]) => swedish.includes(Number(rate))),
    ),
    ReceiptTypeCronaStdText: RECEIPT_TYPES.find(([words]) => words.test(text))?.[1] ?? null,
    Currency: money,
    MerchantName: merchant(lines),
  };
}
