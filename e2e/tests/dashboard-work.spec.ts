import { expect, test } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { scheduledWeek } from './time-helpers';

// The dashboard has work on it (SPEC §2 dashboard): the employee sees this week and can fill it as
// scheduled from there; the manager sees what their people have waiting, one click from the
// approval page. A team of its own (HEL40: Monday to Friday). The browser's clock stands on the
// Friday of a week three months back whose five days are all scheduled and in one month, so the
// week's days and the month's rows are the same five on any real date.
const MONTHS_BACK = 3;

test("the employee's week and the manager's team are on the dashboard", async ({ page, request }) => {
  const { per, ftg } = await createTeam(request, {
    per: { role: ROLE.PER, schedule: 'HEL40' },
    ftg: { role: ROLE.FTG },
  });
  await loginAs(page, per);
  const { fri } = await scheduledWeek(page, per.anstNr!, MONTHS_BACK);
  await page.clock.setFixedTime(new Date(`${fri}T10:00:00Z`));
  await page.reload();
  const week = page.getByRole('region', { name: 'Min vecka' });
  await expect(week).toBeVisible();
  await expect(week.getByTestId('my-week-hours')).toContainText('0,00 h /');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(week.getByTestId('my-week-missing')).toHaveText('5');
  await week.getByRole('button', { name: 'Fyll veckan enligt schema' }).click();
  await expect(page.getByText('Dagar rapporterade enligt schema: 5.')).toBeVisible();
  await expect(week.getByTestId('my-week-missing')).toHaveText('0');
  await expect(week.getByTestId('my-week-to-approve')).toHaveText('5');
  await week.getByRole('link', { name: 'Öppna tidrapporten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();

  await page.context().clearCookies({ name: 'lp_session' });
  await loginAs(page, ftg);
  const team = page.getByRole('region', { name: 'Mina anställda den här månaden' });
  await expect(team).toBeVisible();
  await expect(team).toContainText(/Av \d+ anställda du kan attestera\./);
  await expect(team.getByTestId('team-to-approve')).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);
  await team.getByRole('link', { name: 'Godkänn och attestera' }).click();
  await expect(page).toHaveURL(/\/approveTime$/);
});
