import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The API marker every /api call must carry (ARCHITECTURE "Headers"). */
export const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Opens the username-and-password tab of the login page. The server also offers BankID, whose tab
 * comes first and opens when no method was used before on this browser.
 */
export async function showPasswordLogin(page: Page) {
  await page.getByRole('tab', { name: 'Användarnamn och lösenord' }).click();
}

/** Fills the Swedish login form and submits it. */
export async function submitLogin(page: Page, login: string, password: string) {
  await showPasswordLogin(page);
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill(login);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** A user made for the test (fixtures.ts): specs log in as users of their own, never as demo users. */
export type Who = { login: string; password: string };

/** The company choice that LIC, ADM and FTG with several companies meet after login (SPEC §4). */
export const companyChoice = (page: Page) => page.getByRole('dialog', { name: 'Välj företag' });

/**
 * Logs in with a password and waits for the dashboard. A user asked to choose a company stays in
 * their own (the dialog is closed); company-choice.spec.ts tests the choice itself.
 */
export async function loginAs(page: Page, who: Who) {
  const { login, password } = who;
  await page.goto('/login');
  await submitLogin(page, login, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const greeting = page.getByRole('heading', { level: 1, name: /^Hej/ });
  const choice = companyChoice(page);
  // No page shows while the choice is asked for: the first of the two to show tells which.
  await expect(greeting.or(choice).first()).toBeVisible();
  if (await choice.isVisible()) {
    await choice.getByRole('button', { name: 'Stäng' }).click();
    await expect(choice).toBeHidden();
  }
  await expect(greeting).toBeVisible();
}

/** Who the browser's session is logged in as, straight from GET /api/me. */
export async function currentMe(page: Page): Promise<{
  UserAccount: { Namn: string; Roll: string };
  FtgInfo: { Namn: string; FtgId: string };
  SessionSalaryYear: number;
}> {
  const res = await page.request.get('/api/me', { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
  return res.json();
}

/**
 * Plays every finite animation and transition to its end (a dialog fading in, a button turning
 * from disabled to enabled as data arrives), twice a frame apart for one that starts meanwhile, so
 * colours are measured as the user reads them. Spinners run for ever and are left alone.
 */
async function finishAnimations(page: Page) {
  await page.evaluate(async () => {
    const finish = () => {
      for (const a of document.getAnimations())
        if (Number.isFinite(Number(a.effect?.getComputedTiming().endTime))) a.finish();
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    finish();
    await frame();
    await frame();
    finish();
  });
}

/**
 * Serious and critical axe-core findings (WCAG 2.1 A and AA) on the page as it is now. While a
 * modal dialog is open only the dialog is checked: the page under its backdrop is inert and dimmed
 * on purpose, and its colours measured through the backdrop would depend on what happens to be in
 * view behind it (the page itself is checked before the dialog opens).
 */
export async function seriousViolations(page: Page) {
  const analyze = async () => {
    await finishAnimations(page);
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    if ((await page.locator('.MuiDialog-root').count()) > 0) builder.include('.MuiDialog-root');
    return (await builder.analyze()).violations;
  };
  // A transition that starts while axe runs (a message that shows or leaves as its timer ends) is
  // measured half faded: a finding is counted only if it is still there when asked again.
  const first = await analyze();
  const violations = first.length === 0 ? first : await analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The axe-core rule sets the suite holds the app to: WCAG 2.0 and 2.1, A and AA, and best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Every axe-core finding of any impact (AXE_TAGS) on the page as it is now (there should be none):
 * each node as its selector and what is wrong, animations played to their end first. `include` checks
 * only the elements it selects (an open dialog or menu, when the page behind was checked already;
 * the page-wide rules such as "region" then do not run).
 */
export async function axeViolations(page: Page, include?: string) {
  await finishAnimations(page);
  // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a
  // new page to merge the frames' results on every call, which doubled a sweep's time.
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => {
      const why = (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return why ? `${n.target.join(' ')} — ${why}` : n.target.join(' ');
    }),
  }));
}
