import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createTeam, ROLE, type FixtureUser } from './fixtures';
import { API_HEADERS, loginAs, seriousViolations } from './helpers';
import { settled, sweep, sweepDialog } from './sweep-helpers';

// Staffing from plan to swap, in Swedish: a department manager plans a week on a desktop and sees
// the daily-rest warning as they assign (ATL 13 §), publishes; the employee sees the shift on
// /schedule on a phone and offers it for swap; a colleague takes it; the manager approves, the law
// checked for both; the calendar feeds follow. The server's clock is the real one, so the week
// planned is the one starting on the Monday at least two weeks ahead.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** YYYY-MM-DD of a UTC date. */
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The Monday at least 14 days after today. */
function plannedMonday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 14);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return iso(d);
}

async function open(browser: Browser, who: FixtureUser, size: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport: size,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  const page = await context.newPage();
  await loginAs(page, who);
  return page;
}

/** The text of a user's calendar feed, fetched as a calendar app does (no cookie, no API marker). */
async function feedOf(page: Page, anonymous: APIRequestContext): Promise<string> {
  const made = await page.request.get('/api/kalenderflode', { headers: API_HEADERS });
  let url = ((await made.json()) as { Url: string | null }).Url;
  if (!url) {
    const created = await page.request.post('/api/kalenderflode', { headers: API_HEADERS });
    url = ((await created.json()) as { Url: string }).Url;
  }
  const res = await anonymous.get(new URL(url).pathname);
  expect(res.status()).toBe(200);
  return res.text();
}

test('a week planned, published, offered for swap, taken and approved', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const team = await createTeam(
    request,
    {
      ftg: { role: ROLE.FTG, options: ['CPBEM'] },
      avd: { role: ROLE.AVD, employee: true, options: ['CPBEM'] },
      per: { role: ROLE.PER },
      kollega: { role: ROLE.PER },
    },
    { settings: { HasPlus: true }, portal: { PassbyteTyp: 'A' } },
  );
  const monday = plannedMonday();
  const ftg = await open(browser, team.ftg, DESKTOP);
  const task = await ftg.request.post('/api/registers/staffingtasks', {
    headers: API_HEADERS,
    data: { Bemuppgift: 'KASSA', BenText: 'Kassa' },
  });
  expect(task.status(), await task.text()).toBe(201);

  // The manager plans Monday evening and Tuesday morning for per.
  const avd = await open(browser, team.avd, DESKTOP);
  await avd.goto(`/bemanna/planering?vy=week&datum=${monday}`);
  await expect(avd.getByRole('heading', { level: 1 })).toBeVisible();
  const addFor = (nth: number) =>
    avd.getByRole('button', { name: new RegExp(`^Nytt pass för ${team.per.namn} `) }).nth(nth);
  const plan = async (nth: number, from: string, to: string) => {
    await addFor(nth).click();
    const dialog = avd.getByRole('dialog', { name: 'Nytt pass' });
    await dialog.getByRole('combobox', { name: 'Uppgift' }).click();
    await avd.getByRole('option', { name: 'Kassa' }).click();
    await dialog.getByRole('textbox', { name: 'Start' }).fill(from);
    await dialog.getByRole('textbox', { name: 'Slut' }).fill(to);
    await dialog.getByRole('textbox', { name: 'Slut' }).press('Tab');
    return dialog;
  };
  const evening = await plan(0, '14:00', '22:00');
  await evening.getByRole('button', { name: 'Spara' }).click();
  await expect(evening).toBeHidden();
  // 06:00 on Tuesday leaves 8 hours of rest: the warning shows as the shift is assigned.
  const morning = await plan(1, '06:00', '12:00');
  await expect(
    morning.getByText('13 §: 8 h vila mellan mån 22:00 och tis 06:00; kravet är 11 h. Börja 09:00.'),
  ).toBeVisible();
  expect(await seriousViolations(avd)).toEqual([]);
  await morning.getByRole('textbox', { name: 'Start' }).fill('09:00');
  await morning.getByRole('textbox', { name: 'Start' }).press('Tab');
  await expect(morning.getByText(/13 §/)).toBeHidden();
  await morning.getByRole('button', { name: 'Spara' }).click();
  await expect(morning).toBeHidden();
  await avd.getByRole('button', { name: 'Publicera', exact: true }).click();
  await avd
    .getByRole('dialog', { name: 'Publicera perioden?' })
    .getByRole('button', { name: 'Publicera', exact: true })
    .click();
  await expect(avd.getByText('Publicerade pass: 2. Meddelade personer: 1.')).toBeVisible();

  // per, on a phone, sees Monday's shift and offers it for swap.
  const per = await open(browser, team.per, PHONE);
  const perFeedBefore = await feedOf(per, request);
  expect(perFeedBefore).toContain('SUMMARY:Kassa');
  await per.goto(`/schedule?vy=week&datum=${monday}`);
  await expect(per.getByText('14:00–22:00')).toBeVisible();
  expect(await seriousViolations(per)).toEqual([]);
  await per.getByRole('button', { name: /^Erbjud för byte: .*14:00/ }).click();
  const offer = per.getByRole('dialog', { name: 'Erbjud pass för byte' });
  await offer.getByRole('textbox', { name: 'Kommentar (frivillig)' }).fill('Tandläkare');
  await offer.getByRole('button', { name: 'Erbjud för byte' }).click();
  await expect(offer).toBeHidden();
  await expect(per.getByText('Erbjudet för byte').first()).toBeVisible();

  // The colleague takes it from their own schedule.
  const kollega = await open(browser, team.kollega, PHONE);
  await kollega.goto(`/schedule?vy=week&datum=${monday}`);
  await kollega.getByRole('button', { name: 'Ta passet' }).click();
  const take = kollega.getByRole('dialog', { name: 'Ta pass' });
  await take.getByRole('button', { name: 'Ta passet' }).click();
  await expect(take).toBeHidden();
  await expect(kollega.getByText('Intresse anmält').first()).toBeVisible();

  // The manager approves: the law is checked for the colleague, who has nothing else that week.
  await avd.goto('/bemanna/passbyten');
  await avd.getByRole('button', { name: `Godkänn för ${team.kollega.namn}` }).click();
  const decision = avd.getByRole('dialog', { name: 'Godkänn passbyte' });
  expect(await seriousViolations(avd)).toEqual([]);
  await decision.getByRole('button', { name: 'Godkänn' }).click();
  await expect(decision).toBeHidden();
  await expect(avd.getByText('Godkänt').first()).toBeVisible();

  // The shift has moved: off per's schedule and feed, onto the colleague's.
  await kollega.reload();
  await expect(kollega.getByText('14:00–22:00').first()).toBeVisible();
  const perFeedAfter = await feedOf(per, request);
  expect(perFeedAfter.match(/BEGIN:VEVENT/g)?.length ?? 0).toBe(
    (perFeedBefore.match(/BEGIN:VEVENT/g)?.length ?? 0) - 1,
  );
  expect(await feedOf(kollega, request)).toContain('SUMMARY:Kassa');
  for (const page of [ftg, avd, per, kollega]) await page.context().close();
});

test('the next shift is on the employee’s dashboard, with its task and colleagues', async ({
  browser,
  request,
}) => {
  const team = await createTeam(
    request,
    {
      ftg: { role: ROLE.FTG, options: ['CPBEM'] },
      // By the hour, with no scheduled day that could come before tomorrow's shift at any hour.
      per: { role: ROLE.PER, schedule: 'TIM' },
      kollega: { role: ROLE.PER },
    },
    { settings: { HasPlus: true } },
  );
  const ftg = await open(browser, team.ftg, DESKTOP);
  const made = await ftg.request.post('/api/registers/staffingtasks', {
    headers: API_HEADERS,
    data: { Bemuppgift: 'KASSA', BenText: 'Kassa' },
  });
  expect(made.status(), await made.text()).toBe(201);
  // Tomorrow in Stockholm, whatever the hour: a shift for each, published.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const Datum = iso(tomorrow);
  for (const who of [team.per, team.kollega]) {
    const res = await ftg.request.post('/api/bemanna/pass', {
      headers: API_HEADERS,
      data: {
        AnstNr: who.anstNr!,
        Datum,
        StartTid: '08:00',
        SlutTid: '12:00',
        Bemuppgift: 'KASSA',
        RastMinuter: 0,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const published = await ftg.request.post('/api/bemanna/publicera', {
    headers: API_HEADERS,
    data: { From: Datum, To: Datum },
  });
  expect(published.status(), await published.text()).toBe(200);

  const per = await open(browser, team.per, PHONE);
  await per.goto('/dashboard');
  const card = per.getByRole('region', { name: 'Nästa pass' });
  await expect(card.getByTestId('next-shift')).toContainText('I morgon 08:00–12:00');
  await expect(card).toContainText('Kassa');
  await expect(card).toContainText(`Med: ${team.kollega.namn}`);
  expect(await seriousViolations(per)).toEqual([]);
  await card.getByRole('link', { name: 'Öppna schemat' }).click();
  await expect(per).toHaveURL(/\/schedule/);
  for (const page of [ftg, per]) await page.context().close();
});

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)
  test(`the staffing pages and their dialogs have no accessibility finding (${size})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const team = await createTeam(
      request,
      { ftg: { role: ROLE.FTG, options: ['CPBEM'] }, per: { role: ROLE.PER } },
      { settings: { HasPlus: true }, portal: { PassbyteTyp: 'A' } },
    );
    const ftg = await open(browser, team.ftg, viewport);
    const made = await ftg.request.post('/api/registers/staffingtasks', {
      headers: API_HEADERS,
      data: { Bemuppgift: 'KASSA', BenText: 'Kassa' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const pages = [
      { path: '/bemanna/overview', dialogs: ['Arbetstidsregler', 'Rapport över åsidosatta varningar'] },
      { path: '/bemanna/behov', dialogs: ['Nytt behov'] },
      { path: `/bemanna/planering?vy=week&datum=${plannedMonday()}`, dialogs: [] },
      { path: '/bemanna/passbyten', dialogs: [] },
    ];
    for (const visit of pages) {
      await ftg.goto(visit.path);
      await settled(ftg);
      await sweep(ftg, visit.path);
      for (const name of visit.dialogs)
        await sweepDialog(ftg, ftg.getByRole('button', { name, exact: true }), `${visit.path}: ${name}`);
    }
    // The page never scrolls sideways at phone width; the planner's grid scrolls inside itself.
    expect(await ftg.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await ftg.context().close();
  });
