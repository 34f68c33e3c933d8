import { expect, test } from '@playwright/test';
import { axeViolations, loginAs } from './helpers';
import { ROLE, createTeam } from './fixtures';

// Reminders: an administrator defines a reminder for one named employee, runs it, and
// it arrives as a message in that employee's inbox (the badge counts it at once) and in no one
// else's. The run goes through the server's job queue. The team is the test's own (fixtures.ts).

test('a reminder reaches the right people as a message', async ({ page, browser, request }) => {
  // Two browsers, four logins and a job run through the queue: near a minute on a 2-core machine.
  test.setTimeout(120_000);
  const { lic, per, other } = await createTeam(
    request,
    { lic: { role: ROLE.LIC }, per: { role: ROLE.PER }, other: { role: ROLE.PER } },
    { settings: { HasPlus: true }, portal: { EnableMeddelanden: true } },
  );

  // The employee is logged in in a browser of their own, inbox empty.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const theirs = await context.newPage();
  await loginAs(theirs, per);
  const inboxLink = theirs.getByRole('link', { name: /^Meddelanden, olästa: / });
  await expect(inboxLink).toHaveAccessibleName('Meddelanden, olästa: 0');

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, lic);
  await page.goto('/admin/reminders');
  await expect(page.getByRole('heading', { level: 1, name: 'Påminnelser' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny påminnelse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny påminnelse' });
  // Nothing chosen yet: the form says what is missing, first the fields, then the recipients.
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Fältet är obligatoriskt.')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Rubrik' }).fill('Rapportera din tid');
  await dialog.getByRole('combobox', { name: 'Vad gäller det?' }).click();
  await page.getByRole('option', { name: 'Rapportera tid' }).click();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Minst en mottagare behövs', { exact: false })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Namngivna användare' }).click();
  await page.getByRole('option', { name: new RegExp(per.login) }).click();
  await page.keyboard.press('Escape');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();

  const reminders = page.getByRole('list', { name: 'Påminnelser' });
  await expect(reminders.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Vem påminns nu av Rapportera din tid?' }).click();
  const preview = page.getByRole('dialog', { name: 'Påminns nu: Rapportera din tid' });
  await expect(preview.getByRole('listitem')).toHaveCount(1);
  await expect(preview.getByRole('listitem')).toContainText(per.namn);
  await expect(preview.getByRole('listitem')).toContainText('Ingen tid rapporterad för');
  await preview.getByRole('button', { name: 'Stäng' }).click();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Kör Rapportera din tid nu' }).click();
  await expect(page.getByText('Rapportera din tid körs nu.', { exact: false })).toBeVisible();

  // The employee's badge counts it without a reload, and the inbox shows it in their language.
  await expect(inboxLink).toHaveAccessibleName('Meddelanden, olästa: 1', { timeout: 30_000 });
  await inboxLink.click();
  const messages = theirs.getByRole('list', { name: 'Meddelanden' });
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  await expect(messages.getByRole('listitem')).toContainText('Rapportera din tid');
  await expect(messages.getByRole('listitem')).toContainText('Du har inte rapporterat någon tid för');
  expect(await axeViolations(theirs)).toEqual([]);
  await messages.getByRole('button', { name: 'Markera Rapportera din tid som läst' }).click();
  await expect(inboxLink).toHaveAccessibleName('Meddelanden, olästa: 0');
  await context.close();

  // Nobody else was reminded.
  await loginAs(page, other);
  await page.goto('/messages');
  await expect(page.getByText('Inga meddelanden.')).toBeVisible();

  // The administrator's history names whom it reached.
  await loginAs(page, lic);
  await page.goto('/admin/reminders');
  await page.getByRole('button', { name: 'Historik för Rapportera din tid' }).click();
  const history = page.getByRole('dialog', { name: 'Historik: Rapportera din tid' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText(per.login);
});
