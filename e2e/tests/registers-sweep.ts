// The companies and the registers in the accessibility sweep (accessibility-sweep.spec.ts): both
// pages with their dialogs, each code register's list and its new and edit dialogs, and the two
// imports with a preview each.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_HEADERS } from './helpers';
import { ROLE, createTeam } from './fixtures';
import { CODE_REGISTERS, csvFile, paxmlFile } from './registers-helpers';
import {
  DIALOG,
  expectCombo,
  logIn,
  settled,
  showView,
  startingAs,
  sweep,
  sweepDialog,
  tr,
  visit,
  type Combo,
  type Language,
} from './sweep-helpers';

/** Both pages as the licence user sees them, every action on them, and the new employee's own user. */
export async function sweepRegisters(page: Page, request: APIRequestContext, combo: Combo) {
  const { language } = combo;
  const t = (key: string, values?: Record<string, string>) => tr(language, key, values);
  const team = await createTeam(request, { lic: { role: ROLE.LIC }, per: { role: ROLE.PER } });
  const other = (await createTeam(request, { ftg: { role: ROLE.FTG } })).company;
  await logIn(page, team.lic, combo.theme);
  await page.goto('/dashboard');
  await settled(page);
  await expectCombo(page, combo);

  await visit(page, language, { path: '/admin/companies', title: 'menu.AdminCompanies' });
  await sweepDialog(page, page.getByRole('button', { name: t('registers.companies.new') }), 'new company');
  const search = page.getByRole('searchbox', { name: t('registers.companies.search') });
  await search.fill(team.company.namn);
  await sweepDialog(
    page,
    page.getByRole('button', {
      name: t('registers.companies.editOf', { namn: team.company.namn }),
      exact: true,
    }),
    'edit company',
  );
  await search.fill(other.namn);
  await sweepDialog(
    page,
    page.getByRole('button', {
      name: t('registers.companies.archive.actionOf', { namn: other.namn }),
      exact: true,
    }),
    'archive company',
  );

  await visit(page, language, { path: '/admin/registers', title: 'menu.AdminRegisters' });
  await sweepDialog(
    page,
    page.getByRole('button', {
      name: t('registers.employees.openOf', { namn: team.per.namn, anstNr: team.per.anstNr ?? '' }),
      exact: true,
    }),
    'employee',
  );
  // A new employee with their own user, a schedule row and the fields' errors.
  await page.getByRole('button', { name: t('registers.employees.new') }).click();
  const dialog = page.getByRole('dialog', { name: t('registers.employees.new') });
  await dialog.getByRole('checkbox', { name: t('registers.employees.user.create') }).check();
  await dialog.getByRole('button', { name: t('registers.employees.addSchedule') }).click();
  await dialog.getByRole('button', { name: t('registers.employees.create') }).click();
  await expect(dialog.getByRole('textbox', { name: t('registers.employees.fields.FoNamn') })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await sweep(page, 'new employee with user and errors', DIALOG);
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: t('ui.discardChanges.title') })
    .getByRole('button', {
      name: t('ui.discardChanges.discard'),
    })
    .click();
  await expect(dialog).toBeHidden();

  await sweepCodeRegisters(page, combo);
  await sweepImports(page, combo);
}

/** The company's word for brukare, as the texts' {{Brukare…}} variables give it (lib/brukare-wording.ts). */
function brukareWords(language: Language): Record<string, string> {
  const word = (form: string) => tr(language, `terms.brukare.BRUKARE.${form}`);
  const capital = (w: string) => w.charAt(0).toLocaleUpperCase(language) + w.slice(1);
  return {
    brukare: word('one'),
    brukarePlural: word('other'),
    Brukare: capital(word('one')),
    BrukarePlural: capital(word('other')),
    Brukaren: capital(word('definiteOne')),
  };
}

/** The code registers of /admin/registers: each register's list, and its new and edit dialogs. */
async function sweepCodeRegisters(page: Page, combo: Combo) {
  const { language } = combo;
  const words = brukareWords(language);
  const t = (key: string, values?: Record<string, string>) => tr(language, key, { ...words, ...values });
  const main = page.getByRole('main');
  for (const kind of CODE_REGISTERS) {
    await showView(page, t('registers.views'), t(`registers.${kind}.title`));
    await expect(main.getByRole('button', { name: t(`registers.${kind}.new`) })).toBeVisible();
    await expect(main.getByRole('progressbar')).toHaveCount(0);
    await sweep(page, `/admin/registers: ${kind}`);
    await sweepDialog(page, main.getByRole('button', { name: t(`registers.${kind}.new`) }), `new ${kind}`);
    const edit = main.getByRole('button', { name: startingAs(language, 'registers.codes.editOf') }).first();
    if (await edit.isVisible()) await sweepDialog(page, edit, `edit ${kind}`);
  }
  // A rotating schedule's second week, its start and the fields' errors.
  await showView(page, t('registers.views'), t('registers.schedules.title'));
  await main.getByRole('button', { name: t('registers.schedules.new') }).click();
  const dialog = page.getByRole('dialog', { name: t('registers.schedules.new') });
  await dialog.getByRole('button', { name: t('registers.schedules.addWeek') }).click();
  await dialog.getByRole('button', { name: t('registers.schedules.create') }).click();
  await expect(
    dialog.getByRole('textbox', { name: t('registers.schedules.fields.ArbSchema') }),
  ).toHaveAttribute('aria-invalid', 'true');
  await sweep(page, 'new rotating schedule with errors', DIALOG);
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: t('ui.discardChanges.title') })
    .getByRole('button', { name: t('ui.discardChanges.discard') })
    .click();
  await expect(dialog).toBeHidden();
}

/** The imports: the view, a CSV file's preview with a wrong row, a PAXml file's with a conflict and a wrong row. */
async function sweepImports(page: Page, combo: Combo) {
  const { language } = combo;
  const t = (key: string, values?: Record<string, string>) => tr(language, key, values);
  await showView(page, t('registers.views'), t('registers.import.title'));
  const csv = page.getByRole('region', { name: t('registers.import.csv.title') });
  const paxml = page.getByRole('region', { name: t('registers.import.paxml.title') });
  await expect(csv).toBeVisible();
  await sweep(page, '/admin/registers: import');

  // The headings of any of the template's languages are read: the Swedish ones here.
  const header = 'Anställningsnummer;Förnamn;Efternamn;Personnummer;Tidkodsgrupp;Lönekodsgrupp';
  const rows = [
    ['S1', 'Sara', 'Svep', '', 'TJM', 'TJM'],
    ['S2', 'Sune', 'Svep', '19850312-1230', 'TJM', 'TJM'],
  ];
  await csv
    .locator('input[type="file"]')
    .setInputFiles({ name: 'svep.csv', mimeType: 'text/csv', buffer: csvFile(header, rows) });
  await expect(csv.getByRole('list', { name: t('registers.import.csv.errors') })).toBeVisible();
  await sweep(page, '/admin/registers: CSV preview');

  const me = (await (await page.request.get('/api/me', { headers: API_HEADERS })).json()) as {
    FtgInfo: { Orgnr: string };
  };
  const file = paxmlFile({
    orgnr: me.FtgInfo.Orgnr.slice(2),
    koder: [{ id: 'SEM', namn: 'Semesterlön' }],
    scheman: [{ anstid: 'OKAND', dagar: [{ datum: '2026-11-23', timmar: '8' }] }],
  });
  await paxml
    .locator('input[type="file"]')
    .setInputFiles({ name: 'lon.xml', mimeType: 'application/xml', buffer: file });
  await paxml.getByRole('button', { name: t('registers.import.preview') }).click();
  await expect(paxml.getByRole('radio').first()).toBeVisible();
  await sweep(page, '/admin/registers: PAXml preview');
}
