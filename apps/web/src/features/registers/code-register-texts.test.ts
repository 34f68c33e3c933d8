import { describe, expect, it } from 'vitest';
import { CODE_REGISTERS, LON_KOD_TYPER, TID_KOD_TYPER } from '@lonportal/domain/registers/codes';
import {
  IMPORT_REASONS,
  IMPORT_ROW_KINDS,
  IMPORT_SECTIONS,
  ImportCountsSchema,
} from '@lonportal/domain/registers/paxml-import';
import sv from '../../i18n/sv.json';
import { fieldsOf, keyFieldsOf } from './api/codes';
import { registerSection } from './register-section';

// The registers' texts are asked for by the register's name (`registers.${kind}.new`): every
// register, kind and reason the domain can name has its Swedish text (the twins follow, i18n.test).

const text = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], sv);
const missing = (keys: string[]) => keys.filter((k) => typeof text(k) !== 'string');

describe("the registers' texts", () => {
  it('name every code register, its dialog, its fields and its code', () => {
    const keys = CODE_REGISTERS.flatMap((kind) => [
      ...['title', 'new', 'edit', 'create', 'created', 'saved', 'empty', 'loadFailed'].map(
        (k) => `registers.${kind}.${k}`,
      ),
      ...[...keyFieldsOf(kind), ...fieldsOf(kind)]
        .filter((f) => f !== 'Dagar')
        .map((f) => `registers.${kind}.fields.${f}`),
      ...(kind === 'goodsgroups' ? [] : [`registers.${kind}.code`]),
    ]);
    expect(missing([...keys, 'registers.employees.title', 'registers.import.title'])).toEqual([]);
  });

  it('call the supervisors samordnare where the people cared for are called arbetsledare', () => {
    // Two registers never share a name (BrukareNamnTyp ARBETSLEDARE, GLOSSARY).
    expect(registerSection('arbetsledare', 'ARBETSLEDARE')).toBe('samordnare');
    expect(registerSection('arbetsledare', 'BRUKARE')).toBe('arbetsledare');
    expect(registerSection('brukare', 'ARBETSLEDARE')).toBe('brukare');
    const keys = [
      ...['title', 'new', 'edit', 'create', 'created', 'saved', 'empty', 'loadFailed', 'help.Brukare'],
      ...fieldsOf('arbetsledare').map((f) => `fields.${f}`),
      ...keyFieldsOf('arbetsledare').map((f) => `fields.${f}`),
    ];
    expect(missing(keys.map((k) => `registers.samordnare.${k}`))).toEqual([]);
    expect(text('registers.samordnare.title')).not.toBe(text('terms.brukare.ARBETSLEDARE.other'));
  });

  it('name every kind of time and pay row', () => {
    expect(missing(TID_KOD_TYPER.map((typ) => `registers.timecodes.types.${typ}`))).toEqual([]);
    expect(missing(LON_KOD_TYPER.map((typ) => `registers.paycodes.types.${typ}`))).toEqual([]);
  });

  it("name every section, row kind, reason, count and field of an import's preview", () => {
    expect(
      missing([
        ...IMPORT_SECTIONS.map((s) => `registers.import.sections.${s}`),
        ...IMPORT_ROW_KINDS.map((k) => `registers.import.kinds.${k}`),
        ...IMPORT_REASONS.map((r) => `registers.import.reasons.${r}`),
        ...Object.keys(ImportCountsSchema.shape).map((c) => `registers.import.counts.${c}`),
        ...['TAKE_FILE', 'KEEP_PORTAL', 'CONFLICT'].map((o) => `registers.import.outcomes.${o}`),
        // The person's fields of a PAXml import (the server's import-plan PERSON_FIELDS; result
        // units by the company's names), a code's, a unit's and a dimension's name, and the days.
        ...[
          'FoNamn',
          'EfNamn',
          'PersNr',
          'Email',
          'Phone',
          'AnstDatum',
          'SlutDatum',
          'BenText',
          'Namn',
          'Schemadagar',
        ].map((f) => `registers.import.fields.${f}`),
      ]),
    ).toEqual([]);
  });
});
