import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { submitLogin } from './helpers';

// Helpers of the registers' specs: numbers that pass the checks of a real company and employee
// (DOMAIN §5–6: the Luhn digit, an organisation number's third and fourth digits at least 20),
// the employees' CSV file and the payroll program's PAXml file as a payroll program writes it
// (ISO-8859-1, DOMAIN §12; the server's registers/paxml-import-kit.ts), and a first login with a
// temporary password.

/** The company's code registers, in the order /admin/registers lists them (domain CODE_REGISTERS). */
export const CODE_REGISTERS = [
  'departments',
  'schedules',
  'timecodes',
  'paycodes',
  'brukare',
  'arbetsledare',
  'resultunits',
  'goodsgroups',
  'accounts',
] as const;

/** The Luhn check digit of nine digits (DOMAIN §5). */
export function luhnDigit(nine: string): number {
  let sum = 0;
  for (let i = 0; i < nine.length; i++) {
    const digit = Number(nine[nine.length - 1 - i]);
    const product = i % 2 === 0 ? digit * 2 : digit;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A legal person's organisation number nobody else's test makes: ten digits, digits 3–4 ≥ 20. */
export function newOrgnr(): string {
  const nine = `55${20 + Math.floor(Math.random() * 80)}${digits(5)}`;
  return `${nine}${luhnDigit(nine)}`;
}

/** `count` valid personnummer (YYYYMMDD-NNNC), none twice. */
export function personnummer(count: number): string[] {
  const seen = new Set<string>();
  while (seen.size < count) {
    const year = 1960 + Math.floor(Math.random() * 40);
    const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
    const nine = `${String(year).slice(2)}${month}${day}${digits(3)}`;
    seen.add(`${year}${month}${day}-${nine.slice(6)}${luhnDigit(nine)}`);
  }
  return [...seen];
}

/** A CSV file as a spreadsheet set to Swedish saves it: `;` between cells, CRLF between lines. */
export const csvFile = (header: string, rows: readonly string[][]): Buffer =>
  Buffer.from([header, ...rows.map((r) => r.join(';'))].join('\r\n') + '\r\n', 'utf8');

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export interface PaxmlDay {
  datum: string;
  starttid?: string;
  sluttid?: string;
  timmar?: string;
}

/**
 * A PAXml 2.0 file from the payroll program (DOMAIN §12): the header naming the company, codes,
 * persons (their child elements as XML) and each employee's schedule days, in ISO-8859-1.
 */
export function paxmlFile(opts: {
  orgnr: string;
  koder?: { id: string; namn: string }[];
  personal?: { anstid: string; inner: string }[];
  scheman?: { anstid: string; dagar: PaxmlDay[] }[];
}): Buffer {
  const attrs = (a: Record<string, string | undefined>) =>
    Object.entries(a)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => ` ${k}="${esc(v!)}"`)
      .join('');
  const parts = [
    '<?xml version="1.0" encoding="ISO-8859-1"?>',
    '<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd">',
    `<header><format>LÖNUT</format><version>2.0</version><foretagorgnr>${opts.orgnr}</foretagorgnr><programnamn>Lön</programnamn></header>`,
  ];
  if (opts.koder)
    parts.push(
      `<koder>${opts.koder.map((k) => `<kod${attrs({ id: k.id, namn: k.namn })}/>`).join('')}</koder>`,
    );
  if (opts.scheman)
    parts.push(
      `<schematransaktioner>${opts.scheman
        .map(
          (s) =>
            `<schema${attrs({ anstid: s.anstid })}>${s.dagar.map((d) => `<dag${attrs({ ...d })}/>`).join('')}</schema>`,
        )
        .join('')}</schematransaktioner>`,
    );
  if (opts.personal)
    parts.push(
      `<personal>${opts.personal.map((p) => `<person${attrs({ anstid: p.anstid })}>${p.inner}</person>`).join('')}</personal>`,
    );
  parts.push('</paxml>');
  return Buffer.from(parts.join('\n'), 'latin1');
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Today in Stockholm, where the server and the browser count days (YYYY-MM-DD). */
export const todayInStockholm = (): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

/**
 * The last `count` weekdays before today, oldest first, within this year (a new company's salary
 * years start this year): the days the payroll program has scheduled and the employee reports.
 */
export function recentWeekdays(count: number, today = todayInStockholm()): string[] {
  const days: string[] = [];
  const year = today.slice(0, 4);
  for (let d = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000); days.length < count;) {
    if (iso(d).slice(0, 4) !== year) break;
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.unshift(iso(d));
    d = new Date(d.getTime() - 86_400_000);
  }
  return days;
}

/**
 * The first login of an account with a temporary password, in a browser of its own: its owner
 * chooses their own password and lands on the start page.
 */
export async function firstLogin(
  browser: Browser,
  who: { login: string; password: string },
  options: BrowserContextOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, who.login, who.password);
  const choose = page.getByRole('dialog', { name: 'Välj ett eget lösenord' });
  await expect(choose).toBeVisible();
  const own = `Eget lösen ${who.login} 2026`;
  await choose.getByLabel('Tillfälligt lösenord', { exact: true }).fill(who.password);
  await choose.getByLabel('Nytt lösenord', { exact: true }).fill(own);
  await choose.getByLabel('Upprepa nytt lösenord', { exact: true }).fill(own);
  await choose.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(choose).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Hej/ })).toBeVisible();
  return { page, close: () => context.close() };
}
