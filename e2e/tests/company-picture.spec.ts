import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { makePng } from './shell-helpers';

// Each test that may change the picture has a company of its own (fixtures.ts): "Fabrik <n> AB".

test('ftg uploads a company picture, sees it in the avatar, and deletes it', async ({ page, request }) => {
  const { company, ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  const edit = `Ändra företagsbild för ${company.namn}`;
  await loginAs(page, ftg);
  const banner = page.getByRole('banner');
  const picture = banner.locator('img[src*="/api/ftgpicture/"]');
  await expect(picture).toHaveCount(0);
  await expect(banner.getByText('F', { exact: true })).toBeVisible(); // the initials

  await banner.getByRole('button', { name: edit }).click();
  const dialog = page.getByRole('dialog', { name: 'Företagsbild' });
  await expect(dialog.getByRole('button', { name: 'Spara' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Ta bort' })).toHaveCount(0);

  // Client-side checks (SPEC §5 Pictures): a type that is no picture, and a HEIC the browser cannot read.
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByRole('alert')).toContainText('HEIC, HEIF, PNG eller JPEG');
  await input.setInputFiles({
    name: 'photo.heic',
    mimeType: 'image/heic',
    buffer: Buffer.from('not really'),
  });
  await expect(dialog.getByRole('alert')).toContainText('HEIC, HEIF, PNG eller JPEG');
  await expect(dialog.getByRole('button', { name: 'Spara' })).toBeDisabled();

  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(120, 80) });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Sparat' })).toBeVisible();
  await expect(picture).toHaveCount(1);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Still there after a reload (stored on the server).
  await page.reload();
  await expect(picture).toHaveCount(1);

  await banner.getByRole('button', { name: edit }).click();
  await dialog.getByRole('button', { name: 'Ta bort' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Borttaget' })).toBeVisible();
  await expect(picture).toHaveCount(0);
});

test('a picture over 2 MB is refused before upload', async ({ page, request }) => {
  const { company, ftg } = await createTeam(request, { ftg: { role: ROLE.FTG } });
  await loginAs(page, ftg);
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Ändra företagsbild för ${company.namn}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Företagsbild' });
  const big = Buffer.concat([makePng(4, 4), Buffer.alloc(2 * 1024 * 1024)]);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(dialog.getByRole('alert')).toContainText('högst 2 MB');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
});

test('roles without canEdit get no edit overlay', async ({ page, request }) => {
  const { avd } = await createTeam(request, { avd: { role: ROLE.AVD, employee: true } });
  await loginAs(page, avd);
  await expect(page.getByRole('banner').getByRole('button', { name: /Ändra företagsbild/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ändra företagsbild' })).toHaveCount(0);
});
