import { expect, test } from '@playwright/test';
import { API_HEADERS, loginAs, seriousViolations } from './helpers';
import { createEmployee } from './fixtures';

test("the pages follow the user's theme setting, dark included", async ({ page, request }) => {
  await loginAs(page, await createEmployee(request)); // whose theme this test changes
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', 'rgb(243, 245, 249)');

  const res = await page.request.put('/api/userAppSettings', {
    headers: API_HEADERS,
    data: { Theme: 'dark' },
  });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(body).toHaveCSS('background-color', 'rgb(18, 20, 23)');
  await expect(page.getByRole('region', { name: 'Ditt konto' })).toBeVisible();
  // The punch clock's buttons turn from disabled to their colours once it knows the state; checked
  // halfway through that change, a button's text would be read against a background on its way.
  await expect(
    page.getByRole('region', { name: 'Stämpelklocka' }).getByRole('button', { name: 'Stämpla in' }),
  ).toBeEnabled();
  // The pointer is left where the login button was; a card's button there would be read hovered.
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);

  // The login page keeps the theme the user had last.
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(body).toHaveCSS('background-color', 'rgb(18, 20, 23)');
});
