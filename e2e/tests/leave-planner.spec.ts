import { expect, test } from '@playwright/test';
import { API_HEADERS, seriousViolations } from './helpers';
import { fillDate, leaveTeam, openAs } from './absence-helpers';

// The leave planner, in Swedish: a manager with the HR option opens a planning period
// with a minimum staffing, an employee wishes for a week of it, the timeline shows the wish and
// each day's coverage (weekends, when nobody is due at work, have none to fall short of), and the
// manager approves the wish from the planner. Dates are fixed in November and December 2026.

/** The browsers' day: before the last day for wishes. */
const DAY = '2026-11-19';

test('a manager plans December: the wishes, the coverage per day, and the wish approved', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The planner shows the people avd manages: per, due at work on weekdays in Ekonomi.
  const team = await leaveTeam(request);
  const { page: avd } = await openAs(browser, team.avd, DAY);
  await avd.goto('/leaveplanner/overview');
  await expect(avd.getByRole('heading', { level: 1, name: 'Ledighetsplanering' })).toBeVisible();
  await expect(avd.getByText('Inga planeringsperioder ännu.')).toBeVisible();
  await avd.getByRole('button', { name: 'Ny planeringsperiod' }).click();
  const dialog = avd.getByRole('dialog', { name: 'Ny planeringsperiod' });
  await dialog.getByRole('textbox', { name: 'Namn' }).fill('December');
  await fillDate(dialog, 'Från och med', '2026-12-01');
  await fillDate(dialog, 'Till och med', '2026-12-23');
  await fillDate(dialog, 'Sista dag för önskemål', '2026-11-30');
  await dialog.getByRole('textbox', { name: 'Ekonomi' }).fill('1');
  expect(await seriousViolations(avd)).toEqual([]);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();

  // per wishes for the week of 7 December (Monday to Sunday): five working days.
  const { page: per } = await openAs(browser, team.per, DAY);
  const wish = await per.request.post('/api/leaveapplications', {
    headers: API_HEADERS,
    data: { AnstNr: team.per.anstNr, TidKod: 'SEM', From: '2026-12-07', To: '2026-12-13' },
  });
  expect(wish.status(), await wish.text()).toBe(201);

  await avd.getByRole('link', { name: 'Visa planeringen December' }).click();
  await expect(avd.getByRole('heading', { level: 1, name: 'December' })).toBeVisible();
  const coverage = avd.getByTestId('leave-plan-coverage');
  const day = (date: string) => coverage.locator(`td[data-date="${date}"]`);
  await expect(coverage.getByRole('rowheader')).toHaveText('På plats (minst 1)');
  // Monday to Friday nobody is left, under the minimum; Saturday and Sunday nobody is due at work.
  await expect(day('2026-12-04')).toHaveText('1');
  await expect(day('2026-12-07')).toHaveText('0, under minsta bemanning');
  await expect(day('2026-12-11')).toHaveText('0, under minsta bemanning');
  await expect(day('2026-12-12')).toHaveText('–ingen schemalagd');
  await expect(day('2026-12-13')).toHaveText('–ingen schemalagd');
  await expect(day('2026-12-14')).toHaveText('1');
  await expect(avd.getByText('5 dagar under minsta bemanning (1) om alla önskemål beviljas.')).toBeVisible();
  expect(await seriousViolations(avd)).toEqual([]);

  await avd
    .getByRole('checkbox', { name: new RegExp(`^${team.per.namn}: .*2026-12-07 – 2026-12-13`) })
    .check();
  await avd.getByRole('button', { name: 'Bevilja valda (1)' }).click();
  const decision = avd.getByRole('dialog', { name: 'Bevilja ledighet (1)' });
  await decision.getByRole('button', { name: 'Bevilja' }).click();
  await expect(decision).toBeHidden();
  await expect(avd.getByText('Inga önskemål väntar på beslut.')).toBeVisible();
  // The approved week stays under the minimum: the leave is taken now, no longer wished for.
  await expect(day('2026-12-07')).toHaveText('0, under minsta bemanning');
  await expect(
    avd.getByRole('row', { name: new RegExp(`^${team.per.namn}`) }).getByText('Beviljad ledighet'),
  ).toHaveCount(7);
  expect(await seriousViolations(avd)).toEqual([]);
});
