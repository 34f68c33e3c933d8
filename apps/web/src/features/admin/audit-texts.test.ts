import { beforeAll, describe, expect, it } from 'vitest';
import { createInstance, type i18n as I18n } from 'i18next';
import sv from '../../i18n/sv.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import pl from '../../i18n/pl.json';
import { auditDetailsText } from './use-audit-texts';

// The audit log says in words what happened, as a row's history does: no status codes, step codes
// or ids (SPEC /admin/audit).
let i18n: I18n;
beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({
    lng: 'sv',
    resources: {
      sv: { translation: sv },
      en: { translation: en },
      fr: { translation: fr },
      pl: { translation: pl },
    },
    interpolation: { escapeValue: false },
  });
});

const text = (Action: string, Details: Record<string, unknown>, lng = 'sv') =>
  auditDetailsText({ Action, Details }, i18n.getFixedT(lng));

describe('audit log details in words', () => {
  it('names a status step, not its code, and leaves ids out', () => {
    expect(
      text('time.status', {
        Action: 'approve',
        From: '2026-11-01',
        To: '2026-11-30',
        Antal: 4,
        AnstNr: ['1001'],
      }),
    ).toBe('Steg: Godkänd · Från: 2026-11-01 · Till: 2026-11-30 · Rader: 4 · Anställda: 1001');
    expect(text('payroll.exported', { ExportId: '8d7f0c1e-3b7a-4d53-9a52-3c1f7d1e9b10', Antal: 3 })).toBe(
      'Rader: 3',
    );
  });

  it("names a near accident's statuses, a role, a channel and an absence type", () => {
    expect(
      text('nearAccident.moved', {
        TillbudId: '8d7f0c1e-3b7a-4d53-9a52-3c1f7d1e9b10',
        From: 'NEW',
        To: 'INPROGRESS',
      }),
    ).toBe('Från: Ny · Till: Under åtgärd');
    expect(
      text('user.created', { Id: '8d7f0c1e-3b7a-4d53-9a52-3c1f7d1e9b10', Login: 'anna', Roll: 'FTG' }),
    ).toBe('Användarnamn: anna · Roll: Företagsadministratör');
    expect(text('user.resetLink', { Login: 'anna', Kanal: 'SMS' }, 'en')).toBe(
      'Username: anna · Sent by: SMS',
    );
    expect(text('absence.created', { FranvaroId: 'x1', AnstNr: '1001', Typ: 'VAB' })).toBe(
      'Anställda: 1001 · Typ: Vård av barn (VAB)',
    );
    expect(text('nearAccident.created', { Kansligt: true }, 'pl')).toBe('Poufne: tak');
  });

  it('leaves out what only a technician reads: BankID references and a deleted trip', () => {
    expect(text('bankid.started', { OrderRef: 'abc', Type: 'QR', Ip: '10.0.0.1' })).toBe(
      'Sätt: QR · IP-adress: 10.0.0.1',
    );
    expect(text('travel.deleted', { ResaId: 'r1', AnstNr: '1001', Resa: { Ort: 'Luleå' } })).toBe(
      'Anställda: 1001',
    );
  });

  it("names a register's changed fields and what a company or code was", () => {
    expect(
      text('employee.updated', {
        AnstNr: '1001',
        Falt: ['Avdelning', 'TidKodGrupp'],
        GallerFran: '2026-03-01',
      }),
    ).toBe('Anställda: 1001 · Ändrat: avdelning, tidkodsgrupp · Gäller från: 2026-03-01');
    expect(text('register.updated', { Register: 'departments', Kod: 'EKO', Stangd: true })).toBe(
      'Register: avdelningar · Kod: EKO · Stängd: ja',
    );
    expect(text('company.updated', { FtgKey: 'ACME', Namn: 'Acme AB', Fore: 'Acme' }, 'en')).toBe(
      'Company key: ACME · Name: Acme AB · Former name: Acme',
    );
  });

  it.each([['en'], ['fr'], ['pl']])('has the words in %s', (lng) => {
    expect(text('time.status', { Action: 'attest' }, lng)).not.toContain('attest)');
    expect(text('time.status', { Action: 'transfer' }, lng)).not.toMatch(/transfer$/);
  });
});
