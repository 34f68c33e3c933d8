import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, companyChoice, loginAs, seriousViolations, submitLogin } from './helpers';
import { ROLE, createTeam } from './fixtures';

// ADR 0024: a logged-in page opened anew comes painted from the server with the
// visitor's own data (the login page and the public pages with everyone's), laid out for a phone when the browser says it is one; the browser takes the
// markup over (hydration) without a mismatch, and the page then takes taps. Another visitor's
// painted page holds nothing of the first one's.
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

// Without the suite's `lp_paint=off` (playwright.config.ts): the server paints.
test.use({
  viewport: { width: 390, height: 844 },
  userAgent: PHONE,
  storageState: { cookies: [], origins: [] },
});

/** Notes the painted page's element at `selector` (its heading) as the HTML brings it, before any code has run. */
async function notePaintedHeading(page: Page, selector = 'h1') {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as { painted?: Record<string, Element | null> };
      w.painted = { ...w.painted, [selector]: document.querySelector(selector) };
    });
  }, selector);
}

/** True while the element on the screen is the painted one: React took the markup over as it was. */
const paintedHeadingKept = (page: Page, selector = 'h1') =>
  page.evaluate((selector) => {
    const painted = (window as { painted?: Record<string, Element | null> }).painted?.[selector];
    return painted !== null && painted !== undefined && painted === document.querySelector(selector);
  }, selector);

test.describe('without a service worker', () => {
  // Without a worker, each navigation is the server's answer as it is (an installed app's worker
  // passes it on while the server answers: sw.js).
  test.use({ serviceWorkers: 'block' });

  test('the login page comes painted, opens on the tab last used once the browser has it, and logs in', async ({
    page,
    request,
  }) => {
    const { per } = await createTeam(request, { per: { role: ROLE.PER } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await notePaintedHeading(page);

    // The server paints within its budget or sends the page unpainted; a busy server keeps a late
    // paint of a public page for the next visitor, so the page comes painted on a later visit.
    await expect(async () => {
      const html = await (await page.goto('/login'))!.text();
      expect(html).toContain('id="first-paint-state"');
      expect(html).toContain('Lönportalen</h1>');
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await paintedHeadingKept(page)).toBe(true);
    await expect(page.getByRole('tab', { name: 'BankID' })).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    // The server paints the first tab (it cannot know the browser's last one); React takes the page
    // over as painted and then opens the password tab this browser used last.
    await page.getByRole('tab', { name: 'Användarnamn och lösenord' }).click();
    const again = await (await page.reload())!.text();
    expect(again).toContain('id="first-paint-state"');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('tab', { name: 'Användarnamn och lösenord' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await paintedHeadingKept(page)).toBe(true);
    await page.getByRole('textbox', { name: 'Användarnamn' }).fill(per.login);
    await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(per.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Hej/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a public page comes painted and is taken over as it is', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await notePaintedHeading(page);
    const html = await (await page.goto('/app/terms'))!.text();
    expect(html).toContain('id="first-paint-state"');
    expect(html).toContain('Användarvillkor</h1>');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await paintedHeadingKept(page)).toBe(true);
    await page.getByRole('link', { name: 'Till inloggningen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lönportalen' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a logged-in page comes painted from the server and works once the browser has it', async ({
    page,
    request,
  }) => {
    const { per, other } = await createTeam(request, {
      per: { role: ROLE.PER },
      other: { role: ROLE.PER },
    });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await loginAs(page, per);

    const response = await page.goto('/timereporting');
    const html = await response!.text();
    expect(html).toContain('id="first-paint-state"');
    expect(html).toContain('Tidrapport</h1>');
    expect(html).toContain(per.namn);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('button', { name: 'Ny rad' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    // The server's markup was taken over as it was: no hydration mismatch, nothing thrown.
    expect(errors).toEqual([]);

    await page.context().clearCookies();
    await loginAs(page, other);
    const theirs = await (await page.goto('/timereporting'))!.text();
    expect(theirs).toContain('id="first-paint-state"');
    expect(theirs).toContain(other.namn);
    expect(theirs).not.toContain(per.namn);
  });

  // SPEC §4: an administrator chooses the company to work in after login, and a page opened anew
  // before the choice asks again. That the choice is pending is this tab's own (session storage),
  // which the server cannot see: it paints the page, React takes the markup over as it was painted
  // (no mismatch, nothing thrown, ADR 0024) and then asks for the choice instead of the page.
  test("an administrator's painted pages are taken over as they are, before and after the company choice", async ({
    page,
    request,
  }) => {
    const { adm } = await createTeam(request, { adm: { role: ROLE.ADM } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/login');
    await submitLogin(page, adm.login, adm.password);
    const choice = companyChoice(page);
    await expect(choice).toBeVisible();

    // The app bar stays while the page gives way to the choice: the painted one, if React took it over.
    await notePaintedHeading(page, 'header');
    for (const [path, painted] of [
      ['/dashboard', `Hej ${adm.namn}!</h1>`],
      ['/admin/audit', 'Granskningslogg</h1>'],
    ] as const) {
      const html = await (await page.goto(path))!.text();
      expect(html).toContain('id="first-paint-state"');
      expect(html).toContain(painted);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(choice).toBeVisible();
      expect(errors, path).toEqual([]);
      expect(await paintedHeadingKept(page, 'header'), path).toBe(true);
    }

    // Chosen (the company it was in): the page asked for at login opens, and a page opened anew
    // comes painted and stays as it was.
    await choice.getByRole('button', { name: 'Stäng' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Hej/ })).toBeVisible();
    await notePaintedHeading(page);
    for (const [path, heading] of [
      ['/dashboard', `Hej ${adm.namn}!`],
      ['/admin/audit', 'Granskningslogg'],
    ] as const) {
      const html = await (await page.goto(path))!.text();
      expect(html).toContain('id="first-paint-state"');
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(choice).toBeHidden();
      expect(await paintedHeadingKept(page), path).toBe(true);
      expect(await paintedHeadingKept(page, 'header'), path).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  // The punch clock counts the seconds since punch-in: by the time the browser has the code, the
  // painted clock has moved on. React takes the page over with the time it was painted at and then
  // shows the time now; a clock read anew would not match the markup, and the page would be
  // rendered anew with an error (Lighthouse's best practices on /dashboard).
  test('a painted clock is taken over as it is and then moves on', async ({ page, request }) => {
    const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'DEL30' } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await loginAs(page, per);
    const punched = await page.request.post('/api/stamplingar', {
      headers: API_HEADERS,
      data: { Action: 'in' },
    });
    expect(punched.ok(), await punched.text()).toBe(true);

    // The browser's clock five seconds ahead of the server's (behind, in a day's last seconds: a
    // page painted for another day is rendered anew).
    const day = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
    const ahead = Date.now() + 5_000;
    await page.clock.install({ time: day(ahead) === day(Date.now()) ? ahead : Date.now() - 5_000 });
    await notePaintedHeading(page);
    const html = await (await page.goto('/dashboard'))!.text();
    expect(html).toContain('id="first-paint-state"');
    expect(html).toContain('Instämplad');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await paintedHeadingKept(page)).toBe(true);
    const clock = page.getByRole('region', { name: 'Stämpelklocka' });
    await expect(clock.getByText('Instämplad', { exact: true })).toBeVisible();
    await expect(clock.getByRole('button', { name: 'Stämpla ut' })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  // The server guesses the width from the user agent: a phone-sized window of a desktop browser, or
  // a tablet that says it is a phone, gets a page laid out for the other width. React takes it over
  // with the server's width and then renders what the screen's own width changes; the whole page is
  // not thrown away and rendered anew (a hydration mismatch is an error on the page).
  for (const [name, userAgent, viewport] of [
    ['a narrow desktop window', DESKTOP, { width: 390, height: 844 }],
    ['a tablet taken for a phone', PHONE, { width: 1024, height: 768 }],
  ] as const) {
    test.describe(name, () => {
      test.use({ userAgent, viewport });

      test('takes the painted page over and lays it out for its own width', async ({ page, request }) => {
        const { per } = await createTeam(request, { per: { role: ROLE.PER } });
        const errors: string[] = [];
        page.on('pageerror', (err) => errors.push(err.message));
        await loginAs(page, per);

        // The painted page's heading, as the HTML brought it: still the one on the screen once React
        // has the page (a page rendered anew has new elements).
        await notePaintedHeading(page);
        const html = await (await page.goto('/timereporting'))!.text();
        expect(html).toContain('id="first-paint-state"');
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        expect(await paintedHeadingKept(page)).toBe(true);
        // The navigation drawer as the screen's own width has it: open on a wide screen, closed
        // behind the menu button on a narrow one.
        const wide = viewport.width >= 900;
        await expect(
          page.getByRole('button', { name: wide ? 'Fäll ihop menyn' : 'Öppna menyn' }),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Ny rad' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(errors).toEqual([]);
      });
    });
  }
});
