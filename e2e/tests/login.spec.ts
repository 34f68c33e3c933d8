import { expect, test } from '@playwright/test';
import { currentMe, loginAs, showPasswordLogin, submitLogin } from './helpers';
import { ROLE, createEmployee, createTeam } from './fixtures';

test('an employee logs in with a password, sees the dashboard and logs out', async ({ page, request }) => {
  await loginAs(page, await createEmployee(request));
  const me = await currentMe(page);

  await expect(page).toHaveTitle(/Startsida/);
  await expect(page.getByRole('heading', { level: 1, name: `Hej ${me.UserAccount.Namn}!` })).toBeVisible();
  const account = page.getByRole('region', { name: 'Ditt konto' });
  await expect(account).toContainText(me.FtgInfo.Namn);
  await expect(account).toContainText('Anställd');
  await expect(account).toContainText(String(me.SessionSalaryYear));

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();

  // The session is gone: the dashboard sends back to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password marks both fields invalid with the translated message', async ({ page, request }) => {
  const per = await createEmployee(request);
  await page.goto('/login');
  await submitLogin(page, per.login, 'inte-rätt');

  await expect(page.getByText('Fel användarnamn eller lösenord.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Användarnamn' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Lösenord', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields are refused before any request, with the message in the snackbar', async ({ page }) => {
  await page.goto('/login');
  await showPasswordLogin(page);
  await page.getByRole('button', { name: 'Logga in' }).click();

  await expect(page.getByRole('textbox', { name: 'Användarnamn' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Användarnamn' })).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Fältet är obligatoriskt.');
});

test('a requested page is opened after login', async ({ page, request }) => {
  const { ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await page.goto('/dashboard?tab=1');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%3Ftab%3D1$/);
  await submitLogin(page, ftg.login, ftg.password);
  await expect(page).toHaveURL(/\/dashboard\?tab=1$/);
  await expect(page.getByRole('region', { name: 'Ditt konto' })).toContainText('Företagsadministratör');
});
