import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, axeViolations } from './helpers';
import type { FixtureUser } from './fixtures';
import { createTimeEntry } from './time-helpers';

// The accessibility sweep's helpers (accessibility-sweep.spec.ts): the app's texts by key, axe on a
// page or an open dialog, moving between pages as a link does, logging in with a theme, the menu's
// paths, and time rows for the lists.

export type Language = 'sv' | 'en' | 'fr' | 'pl';
export type Theme = 'light' | 'dark';
export type Size = 'desktop' | 'phone';
export interface Combo {
  language: Language;
  theme: Theme;
  size: Size;
}

/** A page the sweep visits, with the i18n key of its title (document.title is "<title> – <product>"). */
export interface Visit {
  path: string;
  title: string;
}

/**
 * A finding in a file someone else is changing now, left for after their work: the
 * rule, where it shows (as `sweep` names it) and a pattern of the node. Each names the file and
 * the fix. None at the moment.
 */
interface KnownFinding {
  rule: string;
  where: RegExp;
  node: RegExp;
}
const KNOWN: readonly KnownFinding[] = [];

const I18N_DIR = path.resolve(import.meta.dirname, '../../apps/web/src/i18n');
const texts = new Map<Language, Record<string, unknown>>();

/** The app's text for `key` in `language`, with {{placeholders}} filled from `values`. */
export function tr(language: Language, key: string, values: Record<string, string> = {}): string {
  if (!texts.has(language))
    texts.set(language, JSON.parse(fs.readFileSync(path.join(I18N_DIR, `${language}.json`), 'utf8')));
  let node: unknown = texts.get(language);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CUT = '\u0000';
/** Every placeholder's value: a mark to cut the text at. */
export const UP_TO_PLACEHOLDER: Record<string, string> = new Proxy({}, { get: () => CUT });
/** The names that start as the text of `key` does before its first placeholder. */
export const startingAs = (language: Language, key: string) =>
  new RegExp(`^${escapeRegExp(tr(language, key, UP_TO_PLACEHOLDER).split(CUT)[0]!.trim())}`);

/**
 * Checks the page as it is now, or only the element `include` selects (an open dialog or menu
 * over a page checked already); a finding fails the test at its end, named with `where`.
 */
export async function sweep(page: Page, where: string, include?: string) {
  const found = (await axeViolations(page, include))
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) => !KNOWN.some((k) => k.rule === v.rule && k.where.test(where) && k.node.test(n)),
      ),
    }))
    .filter((v) => v.nodes.length > 0);
  expect.soft(found, `axe findings on ${where}`).toEqual([]);
}

export const DIALOG = '[role="dialog"]';

/** Opens a dialog with `opener`, checks it and closes it with Escape. */
export async function sweepDialog(page: Page, opener: Locator, where: string) {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await sweep(page, where, DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Waits until the page has its heading and no spinner. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** Goes to `to` inside the app, as a link does (the router hears the history change). */
export async function navigate(page: Page, to: string) {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Opens the page, waits for it, checks its title and sweeps it. */
export async function visit(page: Page, language: Language, { path: to, title }: Visit) {
  await navigate(page, to);
  // The title changes with the route, so the page seen next is the new one.
  await expect(page).toHaveTitle(`${tr(language, title)} – ${tr(language, 'app.name')}`);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(to)}$`));
  await settled(page);
  await sweep(page, to);
}

export const label = (c: Combo) => `${c.language}, ${c.theme}, ${c.size}`;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first `count` weekdays of the current month, the period the date filter opens on. */
export function weekdaysThisMonth(count: number): string[] {
  const now = new Date();
  const days: string[] = [];
  for (let d = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1)); days.length < count;) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(iso(d));
    d = new Date(d.getTime() + 86_400_000);
  }
  return days;
}

/** Logs in through the API (the login page's form is swept, not used) and saves the theme as the user's. */
export async function logIn(page: Page, who: { login: string; password: string }, theme: Theme) {
  const res = await page.request.post('/api/authenticate', {
    headers: API_HEADERS,
    data: { Login: who.login, Password: who.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const settings = await page.request.put('/api/userAppSettings', {
    headers: API_HEADERS,
    data: { Theme: theme === 'dark' ? 'dark' : 'white' },
  });
  expect(settings.ok()).toBe(true);
}

/** The paths of every entry in the navigation menu, its groups opened. */
async function menuPaths(page: Page, language: Language): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: tr(language, 'menu.label') });
  await expect(nav).toBeVisible();
  // One at a time: an opened group leaves the list of closed ones.
  const closed = nav.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
}

/** The page shows in the combination's language and theme (the sweep checks what it means to). */
export async function expectCombo(page: Page, { language, theme }: Combo) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const background = theme === 'dark' ? 'rgb(18, 20, 23)' : 'rgb(243, 245, 249)';
  await expect(page.locator('body')).toHaveCSS('background-color', background);
}

/**
 * Sweeps `pages` as the logged-in user, from the dashboard on; on a desktop it first checks that
 * the menu has no entry the sweep leaves out.
 */
export async function sweepSessionPages(page: Page, combo: Combo, pages: readonly Visit[]) {
  await page.goto('/dashboard');
  await settled(page);
  await expectCombo(page, combo);
  if (combo.size === 'desktop') {
    const missing = (await menuPaths(page, combo.language)).filter((p) => !pages.some((v) => v.path === p));
    expect(missing, 'menu routes the sweep does not visit').toEqual([]);
  }
  for (const visited of pages) await visit(page, combo.language, visited);
}

/** Time rows for the team's two employees on the first weekdays of the month. */
export async function addRows(page: Page, people: FixtureUser[], days: string[]) {
  for (const { anstNr } of people)
    for (const Datum of days)
      await createTimeEntry(page, {
        AnstNr: anstNr,
        Datum,
        TidKod: 'ARB',
        StartTid: '08:00',
        SlutTid: '16:00',
        RastMinuter: 30,
      });
}

/**
 * A vacation application of each of `people`, weeks ahead (within the leave page's year), so the
 * leave page's views list cards to sweep, not only their empty texts.
 */
export async function addLeave(page: Page, people: FixtureUser[]) {
  const ahead = (days: number) => iso(new Date(Date.now() + days * 86_400_000));
  for (const [i, { anstNr }] of people.entries()) {
    const res = await page.request.post('/api/leaveapplications', {
      headers: API_HEADERS,
      data: { AnstNr: anstNr, TidKod: 'SEM', From: ahead(21 + 7 * i), To: ahead(23 + 7 * i) },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** Shows one view of a page's view tabs: its tab, or its option where the tabs became a select (ui/ViewTabs). */
export async function showView(page: Page, tabsLabel: string, viewLabel: string) {
  const tab = page.getByRole('tab', { name: viewLabel });
  const select = page.getByRole('combobox', { name: tabsLabel });
  await expect(tab.or(select).first()).toBeVisible();
  if (await tab.isVisible()) await tab.click();
  else await select.selectOption({ label: viewLabel });
}
