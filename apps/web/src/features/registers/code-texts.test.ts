import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import sv from '../../i18n/sv.json';
import type { RegisterRow } from './api/codes';
import {
  codeFacts,
  codeMatches,
  codeTitle,
  dimensionName,
  payrollText,
  type CodeTextContext,
  type NamedRegister,
} from './code-texts';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'sv',
  resources: { sv: { translation: sv } },
  interpolation: { escapeValue: false, defaultVariables: { Brukare: 'Kund' } },
});
const t = i18n.t.bind(i18n) as TFunction;

const NAMES: Record<NamedRegister, Record<string, string>> = {
  departments: { LAG: 'Lager' },
  competences: { TRUCK: 'Truckkort', KORB: 'Körkort B' },
  properties: { ROKFRI: 'Rökfri' },
};

const ctx: CodeTextContext = {
  t,
  lng: 'sv',
  ftg: {
    ResEnhetNamn1: 'Kostnadsställe',
    ResEnhetNamn2: '',
    ResEnhetNamn3: '',
    ResEnhetNamn4: '',
    ResEnhetNamn5: '',
    ResEnhetNamn6: '',
  },
  brukareName: (code) => (code === 'B1' ? 'Bo Berg' : ''),
  nameIn: (register, code) => NAMES[register][code] ?? '',
};
const state = { Version: 1, Stangd: false, IBruk: false };

describe("a code register's row as its list reads it", () => {
  it('says how payroll gets a time code: as its PAXml code, or as hours of a pay code (DOMAIN §12)', () => {
    expect(payrollText(t, { PaxmlKod: 'SEM', LonKod: '' })).toBe('Till lön: SEM');
    expect(payrollText(t, { PaxmlKod: '', LonKod: 'L100' })).toBe('Till lön som lönekod L100 (timmar)');
    const code: RegisterRow = {
      ...state,
      IBruk: true,
      TidKod: 'ARB',
      BenText: 'Arbetad tid',
      Typ: 'NORMAL',
      Grupper: ['KOL', 'TJM'],
      PaxmlKod: 'ARB',
      LonKod: '',
    };
    expect(codeTitle('timecodes', code)).toBe('Arbetad tid');
    expect(codeFacts('timecodes', code, ctx)).toEqual([
      'Kod ARB',
      'Typ: Arbetad tid',
      'Grupper: KOL, TJM',
      'Till lön: ARB',
      'Används och kan bara stängas',
    ]);
  });

  it("gives a schedule's weeks and a pay code's price, unit and receipt", () => {
    const rotating: RegisterRow = {
      ...state,
      ArbSchema: 'R2',
      BenText: 'Två veckor',
      Dagar: [8, 8, 8, 8, 8, 0, 0, 10, 10, 10, 10, 0, 0, 0],
      StartTid: '07:00',
      RastMinuter: 30,
      RotationStart: '2026-01-05',
    };
    expect(codeFacts('schedules', rotating, ctx)).toEqual([
      'Kod R2',
      'Rullande schema på 2 veckor från 2026-01-05',
      'Vecka 1: 40,00 h',
      'Vecka 2: 40,00 h',
      'Börjar 07:00',
      'Rast 30 min',
    ]);
    const paycode: RegisterRow = {
      ...state,
      LonKod: 'P1',
      BenText: 'Parkering',
      Typ: 'UTLAGG',
      Enhet: 'st',
      Apris: 12.5,
      Grupper: [],
      KvittoKravs: true,
    };
    expect(codeFacts('paycodes', paycode, ctx)).toEqual([
      'Kod P1',
      'Typ: Utlägg',
      'Enhet: st',
      'À-pris: 12,50 kr',
      'Kvitto krävs',
    ]);
  });

  it("names an arbetsledare's brukare, a dimension by the company's name, and finds rows by code or name", () => {
    expect(
      codeFacts('arbetsledare', { ...state, Sign: 'AL', Namn: 'Ada Ledare', Brukare: 'B1' }, ctx),
    ).toEqual(['Signatur AL', 'Kund: Bo Berg (B1)']);
    expect(dimensionName(ctx, 1)).toBe('Kostnadsställe');
    expect(dimensionName(ctx, 2)).toBe('Resultatenhet 2');
    const unit: RegisterRow = { ...state, Dim: 1, Kod: 'K100', Namn: 'Lager' };
    expect(codeMatches('resultunits', unit, 'k10')).toBe(true);
    expect(codeMatches('resultunits', unit, 'lag')).toBe(true);
    expect(codeMatches('resultunits', unit, 'kontor')).toBe(false);
    expect(codeFacts('goodsgroups', { ...state, Namn: 'Böcker' }, ctx)).toEqual([]);
  });

  it("names a staffing task's department, competences and properties, and a competence by its code", () => {
    const task: RegisterRow = {
      ...state,
      IBruk: true,
      Bemuppgift: 'LAGER',
      BenText: 'Lager',
      Avdelning: 'LAG',
      Kompetenser: ['KORB', 'TRUCK', 'GONE'],
      Egenskaper: ['ROKFRI'],
    };
    expect(codeTitle('staffingtasks', task)).toBe('Lager');
    expect(codeFacts('staffingtasks', task, ctx)).toEqual([
      'Kod LAGER',
      'Avdelning: LAG Lager',
      'Kräver: Körkort B, Truckkort, GONE',
      'Egenskaper: Rökfri',
      'Används och kan bara stängas',
    ]);
    const anywhere = { ...task, IBruk: false, Avdelning: '', Kompetenser: [], Egenskaper: [] };
    expect(codeFacts('staffingtasks', anywhere, ctx)).toEqual(['Kod LAGER', 'Alla avdelningar']);
    const truck: RegisterRow = { ...state, Kompetens: 'TRUCK', BenText: 'Truckkort' };
    expect(codeTitle('competences', truck)).toBe('Truckkort');
    expect(codeFacts('competences', truck, ctx)).toEqual(['Kod TRUCK']);
    expect(codeMatches('competences', truck, 'truck')).toBe(true);
    expect(codeMatches('properties', { ...state, Egenskap: 'ROKFRI', BenText: 'Rökfri' }, 'rök')).toBe(true);
  });
});
