import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, axeViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import {
  PHONE,
  apiSession,
  createRows,
  expectNoSidewaysScroll,
  loginOnPhone,
  statusAction,
} from './phone-helpers';

// What a person trips over on a phone (390 × 844, touch), in Swedish and in Polish or French:
// a time changed in a few presses, the manager's work first, views that fit as a select, labels
// and the toolbar that fit, tables as cards, a success message clear of a dialog's Spara. The
// browser's clock stands on Friday 14 March 2025 (phone-helpers' NOW), the rows on fixed dates.

test.use(PHONE);

/** Shows the app in `lng` from the next page on (the login page's choice, kept in the browser). */
async function useLanguage(page: Page, lng: 'sv' | 'fr' | 'pl') {
  await page.evaluate((l) => localStorage.setItem('lonportal.language', l), lng);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

/** The words of the texts in `scope` matching `selector` that the layout breaks over two lines. */
async function brokenWords(scope: Locator, selector: string): Promise<string[]> {
  return scope.evaluate((root, sel) => {
    const out: string[] = [];
    for (const el of root.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(match[0]);
        }
      }
    }
    return out;
  }, selector);
}

/** Whether an element's text is cut: wider or taller than its box. */
const isCut = (target: Locator) =>
  target.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);

test('a time is changed in a few presses: selected on entering, quarter hours on the arrows and in a list', async ({
  page,
  request,
}) => {
  const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'HEL40' } });
  await loginOnPhone(page, per);
  await page.goto('/timereporting');
  await page
    .locator('[data-testid="time-report-day"][data-date="2025-03-12"]')
    .getByRole('button', { name: /Lägg till rad/ })
    .tap();
  const dialog = page.getByRole('dialog', { name: 'Ny tidrad' });
  const end = dialog.getByRole('textbox', { name: 'Slut' });
  await expect(end).toHaveValue('17:00');

  // Entering the field selects its time: what is typed replaces it.
  await end.tap();
  expect(await end.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 5]);
  await page.keyboard.type('1630');
  await end.press('Tab');
  await expect(end).toHaveValue('16:30');
  await end.tap();
  await page.keyboard.type('17');
  await end.press('Tab');
  await expect(end).toHaveValue('17:00');

  // The arrow keys step a quarter hour.
  await end.focus();
  await end.press('ArrowUp');
  await expect(end).toHaveValue('17:15');
  await end.press('ArrowDown');
  await end.press('ArrowDown');
  await expect(end).toHaveValue('16:45');

  // The clock button lists the quarter hours, opened at the field's time.
  await dialog.getByRole('button', { name: 'Välj tid' }).nth(1).tap();
  const quarters = page.getByRole('menu', { name: 'Kvartstimmar' });
  await expect(quarters.getByRole('menuitem', { name: '16:45' })).toBeFocused();
  await quarters.getByRole('menuitem', { name: '17:30' }).tap();
  await expect(end).toHaveValue('17:30');
  await expect(dialog.getByText('8,50 h enligt start och slut')).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('a success message keeps clear of the next dialog’s Spara', async ({ page, request }) => {
  const { per } = await createTeam(request, { per: { role: ROLE.PER, schedule: 'HEL40' } });
  await loginOnPhone(page, per);
  await page.goto('/timereporting');
  const add = (date: string) =>
    page
      .locator(`[data-testid="time-report-day"][data-date="${date}"]`)
      .getByRole('button', { name: /Lägg till rad/ });
  await add('2025-03-11').tap();
  const dialog = page.getByRole('dialog', { name: 'Ny tidrad' });
  await dialog.getByRole('button', { name: 'Spara' }).tap();
  await expect(dialog).toBeHidden();
  // The message of the first save is still shown when the next row is begun.
  const snackbar = page.locator('.MuiSnackbar-root');
  await expect(snackbar).toContainText('Tidraden är sparad.');
  await add('2025-03-12').tap();
  const save = dialog.getByRole('button', { name: 'Spara' });
  await expect(save).toBeVisible();
  await expect(snackbar).toContainText('Tidraden är sparad.');
  const [message, button] = [await snackbar.boundingBox(), await save.boundingBox()];
  expect(message && button).toBeTruthy();
  expect(message!.y + message!.height <= button!.y || message!.y >= button!.y + button!.height).toBe(true);
  await save.tap();
  await expect(dialog).toBeHidden();
});

test("a manager's employees with rows to attest come first", async ({ page, request, baseURL }) => {
  const team = await createTeam(request, {
    ftg: { role: ROLE.FTG },
    a: { role: ROLE.PER },
    b: { role: ROLE.PER },
  });
  // The one later in Swedish name order waits for attestation; the other has nothing to do.
  const lastFirst = (n: string) => n.split(' ').reverse().join(' ');
  const [first, later] = [team.a, team.b].sort((x, y) =>
    new Intl.Collator('sv').compare(lastFirst(x.namn), lastFirst(y.namn)),
  ) as [typeof team.a, typeof team.b];
  const api = await apiSession(baseURL!, team.ftg);
  await createRows(api, later.anstNr!);
  await statusAction(api, 'approve', [later.anstNr!]);
  await api.dispose();

  await loginOnPhone(page, team.ftg);
  await page.goto('/attest');
  const cards = page.getByRole('list', { name: 'Attestlista' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(later.namn);
  await expect(cards.nth(0)).toContainText('Godkänd, ej attesterad: 3');
  await expect(cards.nth(1)).toContainText(first.namn);
});

test('view tabs that do not fit are a select; labels, the toolbar and the calendar fit in sv, fr and pl', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { company, avd } = await createTeam(
    request,
    { avd: { role: ROLE.AVD, employee: true, options: ['HRTIL'] }, per: { role: ROLE.PER } },
    { settings: { LicensOptions: ['HRTIL'] } },
  );
  await loginOnPhone(page, avd);
  const texts = {
    sv: {
      views: 'Visa ansökningar',
      own: 'Mina ansökningar',
      ownEmpty: 'Du har inga ledighetsansökningar.',
      year: 'Löneår',
      openMenu: 'Öppna menyn',
      menu: 'Huvudmeny',
    },
    fr: {
      views: 'Afficher les demandes',
      own: 'Mes demandes',
      ownEmpty: null,
      year: 'Année de paie',
      openMenu: 'Ouvrir le menu',
      menu: 'Menu principal',
    },
    pl: {
      views: 'Pokaż wnioski',
      own: 'Moje wnioski',
      ownEmpty: null,
      year: 'Rok płacowy',
      openMenu: 'Otwórz menu',
      menu: 'Menu główne',
    },
  } as const;

  for (const lng of ['sv', 'fr', 'pl'] as const) {
    await test.step(`${lng}: the leave applications' views as a select`, async () => {
      await page.goto('/leaveapplications');
      await useLanguage(page, lng);
      const views = page.getByRole('combobox', { name: texts[lng].views });
      await expect(views).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(views.getByRole('option')).toHaveCount(3);
      await views.selectOption({ label: texts[lng].own });
      if (texts[lng].ownEmpty) await expect(page.getByText(texts[lng].ownEmpty)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    await test.step(`${lng}: the company's name whole, the salary year in the user menu`, async () => {
      const name = page.getByRole('banner').getByText(company.namn, { exact: true });
      await expect(name).toBeVisible();
      expect(await isCut(name)).toBe(false);
      await expect(page.getByRole('banner').getByRole('combobox', { name: texts[lng].year })).toBeHidden();
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(avd.namn) })
        .tap();
      const year = page.getByRole('combobox', { name: texts[lng].year });
      await expect(year).toHaveValue('2025');
      const label = page.locator(`label[for="${await year.getAttribute('id')}"]`);
      expect(await isCut(label)).toBe(false);
      await page.keyboard.press('Escape');
      await expect(year).toBeHidden();
    });

    await test.step(`${lng}: menu labels break between words only`, async () => {
      await page.getByRole('button', { name: texts[lng].openMenu }).tap();
      const drawer = page.getByRole('navigation', { name: texts[lng].menu });
      // Each tap opens the first group still closed (a locator per group would shift as they open).
      const closed = drawer.locator('[aria-expanded="false"]');
      for (let left = await closed.count(); left > 0; left--) {
        await closed.first().tap();
        await expect(closed).toHaveCount(left - 1);
      }
      expect(await brokenWords(drawer, '.MuiListItemText-primary')).toEqual([]);
      await page.keyboard.press('Escape');
    });

    await test.step(`${lng}: the calendar's week and weekday heads apart`, async () => {
      await page.goto('/calendar');
      const heads = page.getByRole('table').getByRole('columnheader');
      await expect(heads).toHaveCount(8);
      for (const head of await heads.all()) expect(await isCut(head), await head.innerText()).toBe(false);
      await expectNoSidewaysScroll(page);
    });
  }
  expect(await axeViolations(page)).toEqual([]);
});

test("the absence calendar's month shows day 31, on a phone and on a desktop", async ({ page, request }) => {
  const { avd } = await createTeam(
    request,
    { avd: { role: ROLE.AVD, employee: true, options: ['HRTIL'] }, per: { role: ROLE.PER } },
    { settings: { LicensOptions: ['HRTIL'] } },
  );
  await loginOnPhone(page, avd);
  await page.goto('/absencecalendar');
  await page.getByRole('button', { name: 'Månad' }).tap();
  const table = page.getByTestId('absence-calendar');
  const day31 = table.getByRole('columnheader', { name: /31/ });
  const names = table.getByRole('columnheader', { name: 'Person' });
  await expect(day31).toBeAttached();
  // A phone swipes sideways to the month's end: day 31 whole, beside the names, not under them.
  await table.locator('xpath=..').evaluate((el) => (el.scrollLeft = el.scrollWidth));
  const region = (await table.locator('xpath=..').boundingBox())!;
  const [day, person] = [(await day31.boundingBox())!, (await names.boundingBox())!];
  expect(day.x).toBeGreaterThanOrEqual(person.x + person.width - 1);
  expect(day.x + day.width).toBeLessThanOrEqual(region.x + region.width + 1);
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // A desktop with the menu open shows the whole month without a sideways scroll.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect
    .poll(() => table.locator('xpath=..').evaluate((el) => el.scrollWidth <= el.clientWidth + 1))
    .toBe(true);
});

test("a trip's per diem and mileage are cards on a phone", async ({ page, request }) => {
  const { per } = await createTeam(
    request,
    { per: { role: ROLE.PER } },
    {
      settings: { HasPlus: true },
      portal: { EnableReserakningView: true, EnableTraktamenteView: true, EnableMilersattningView: true },
    },
  );
  await loginOnPhone(page, per);
  const res = await page.request.post('/api/resor', {
    headers: API_HEADERS,
    data: {
      AnstNr: per.anstNr,
      Syfte: 'Kundbesök',
      Ort: 'Göteborg',
      AvresaDatum: '2025-03-10',
      AvresaTid: '07:00',
      HemkomstDatum: '2025-03-12',
      HemkomstTid: '20:00',
      AvstandKm: 470,
      Mil: [{ Datum: '2025-03-10', Km: 300, Fordon: 'EGEN_BIL', Regnr: 'ABC123', Beskrivning: '' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  for (const lng of ['sv', 'fr'] as const) {
    await page.goto('/travelExpenses');
    await useLanguage(page, lng);
    const trip = page.getByTestId('travel-trip');
    await expect(trip.getByTestId('travel-day')).toHaveCount(3);
    await expect(trip.getByTestId('travel-night')).toHaveCount(2);
    await expect(trip.getByTestId('travel-mileage')).toHaveCount(1);
    await expect(trip.getByRole('table')).toHaveCount(0);
    for (const card of await trip.locator('[data-testid^="travel-"]').all()) {
      const box = await card.boundingBox();
      if (box) expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  }
});
