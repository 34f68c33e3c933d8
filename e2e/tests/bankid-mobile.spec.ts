import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers';
import { NOBODY_PERSNR, SHOTS, bankIdPanel, playBankIdApp, startOrder } from './bankid-helpers';

// SPEC §2.3 and §4: Mobilt BankID needs a personal number and shows a QR code to scan.

test('Mobilt BankID asks for a valid personal number, then shows a fresh QR code each poll', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const bankId = bankIdPanel(page);
  await expect(bankId.persNr).toHaveAttribute('required', '');
  await page.screenshot({ path: `${SHOTS}/bankid-start.png`, animations: 'disabled' });

  await bankId.mobile.click();
  await expect(bankId.persNr).toHaveAttribute('aria-invalid', 'true');
  await expect(bankId.persNr).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Personnummer');
  await expect(page.getByRole('alert')).toContainText('Fältet är obligatoriskt.');

  await bankId.persNr.fill('19090527-1475'); // wrong check digit
  await bankId.mobile.click();
  await expect(bankId.panel).toContainText('Ogiltigt personnummer.');

  await bankId.persNr.fill('19090527-1474'); // with a separator: sent as 12 digits
  const started = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/bankidauth');
  const orderRef = await startOrder(page, () => bankId.mobile.click());
  expect((await started).postDataJSON()).toEqual({ Type: 1, PersNr: NOBODY_PERSNR });

  await expect(bankId.qr).toBeVisible();
  await expect(bankId.status).toHaveText('Starta BankID-appen och läs av QR-koden.');
  const first = await bankId.qr.getAttribute('src');
  expect(first).toMatch(/^data:image\/png;base64,/);
  await expect.poll(() => bankId.qr.getAttribute('src'), { timeout: 5_000 }).not.toBe(first);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bankid-qr.png`, animations: 'disabled' });

  // Scanned: the QR code goes, the status follows the app.
  await playBankIdApp(request, orderRef, { Action: 'open' });
  await expect(bankId.qr).toBeHidden();
  await expect(bankId.status).toContainText('Söker efter BankID');
  await bankId.cancel.click();
  await expect(bankId.mobile).toBeVisible();
});

test('the in-progress panel has no serious accessibility violations in the dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lonportal.theme', 'dark'));
  await page.goto('/login');
  const bankId = bankIdPanel(page);
  await startOrder(page, () => bankId.thisComputer.click());
  await expect(bankId.status).toHaveText('Starta BankID-appen.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bankid-this-computer-dark.png`, animations: 'disabled' });
  await bankId.cancel.dispatchEvent('click'); // real input is gone: see bankid-login.spec.ts
  await expect(bankId.thisComputer).toBeVisible();
});

test.describe('inside the mobile app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 LonportalenApp/2.1',
    viewport: { width: 390, height: 844 },
  });

  test('only Mobilt BankID is offered', async ({ page }) => {
    await page.goto('/login');
    const bankId = bankIdPanel(page);
    await expect(bankId.mobile).toBeVisible();
    await expect(bankId.panel.getByRole('button', { name: /på den här (datorn|enheten)/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/bankid-start-in-app.png`, animations: 'disabled' });
  });
});
