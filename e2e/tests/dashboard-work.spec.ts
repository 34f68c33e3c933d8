import { expect, test } from '@playwright/test';
import { loginAs, seriousViolations } from './helpers';
import { ROLE, createTeam } from './fixtures';

// Issue 11: the dashboard has work on it. The employee sees this week and can fill it as
// scheduled from there; the manager sees what their people have waiting, one click from the
// approval page. A team of its own (HEL40: Monday to Friday).

test("the employee's week and the manager's team are on the dashboard", async ({ page, request }) => {
  const { per, ftg } = await createTeam(request, {
    per: { role: ROLE.PER, schedule: 'HEL40' },
    ftg: { role: ROLE.FTG },
  });
  await loginAs(page, per);
  const week = page.getByRole('region', { name: 'Min vecka' });
  await expect(week).toBeVisible();
  await expect(week.getByTestId('my-week-hours')).toContainText('0,00 h /');
  expect(await seriousViolations(page)).toEqual([]);
  // On a weekend morning or a Monday that is a holiday there may be no passed working day yet.
  const missing = Number(await week.getByTestId('my-week-missing').textContent());
  if (missing > 0) {
    await week.getByRole('button', { name: 'Fyll veckan enligt schema' }).click();
    await expect(page.getByText(`Dagar rapporterade enligt schema: ${missing}.`)).toBeVisible();
    await expect(week.getByTestId('my-week-missing')).toHaveText('0');
    await expect(week.getByTestId('my-week-to-approve')).toHaveText(String(missing));
  }
  await week.getByRole('link', { name: 'Öppna tidrapporten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();

  await page.context().clearCookies({ name: 'lp_session' });
  await loginAs(page, ftg);
  const team = page.getByRole('region', { name: 'Mina anställda den här månaden' });
  await expect(team).toBeVisible();
  await expect(team).toContainText(/Av \d+ anställda du kan attestera\./);
  if (missing > 0) await expect(team.getByTestId('team-to-approve')).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);
  await team.getByRole('link', { name: 'Godkänn och attestera' }).click();
  await expect(page).toHaveURL(/\/approveTime$/);
});
