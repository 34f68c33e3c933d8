import type { TFunction } from 'i18next';
import type { FtgInfo } from '@lonportal/domain/auth/schemas';
import type { CodeEntry, CodeRegister } from '@lonportal/domain/registers/codes';
import { formatPersonnummer } from '@lonportal/domain/validation/identity';
import { formatKronor, formatHours } from '../../lib/number-format';
import type { RegisterRow } from './api/codes';
import { weekTotal, weeksOf } from './code-form';

// How a code register's row reads in its list: its name, and the facts that tell it apart, for
// each register (SPEC §3). A time code says how the payroll file will carry its hours (DOMAIN §12).

/** What the texts read besides the row: the language, the company's words and the other registers. */
export interface CodeTextContext {
  t: TFunction;
  lng: string;
  ftg: Pick<FtgInfo, `ResEnhetNamn${1 | 2 | 3 | 4 | 5 | 6}`>;
  /** A brukare's name by their number ('' when the register does not have them). */
  brukareName: (code: string) => string;
  /** The name of a code of the registers a staffing task names ('' when not known). */
  nameIn: (register: NamedRegister, code: string) => string;
}

/** The registers a staffing task names codes of. */
export type NamedRegister = 'departments' | 'competences' | 'properties';

type AnyEntry = RegisterRow;
const as = <K extends CodeRegister>(_kind: K, row: AnyEntry) => row as unknown as CodeEntry<K>;

/** A result-unit dimension by the company's name for it, or "Resultatenhet n". */
export const dimensionName = (ctx: Pick<CodeTextContext, 't' | 'ftg'>, dim: number): string =>
  (dim >= 1 && dim <= 6 ? ctx.ftg[`ResEnhetNamn${dim as 1 | 2 | 3 | 4 | 5 | 6}`] : '') ||
  ctx.t('registers.resultunits.dimension', { n: dim });

/** The row's name in its list. */
export function codeTitle(kind: CodeRegister, row: AnyEntry): string {
  switch (kind) {
    case 'schedules':
    case 'timecodes':
    case 'paycodes':
    case 'competences':
    case 'properties':
    case 'staffingtasks':
      return String(row.BenText);
    case 'brukare': {
      const b = as(kind, row);
      return `${b.FoNamn} ${b.EfNamn}`;
    }
    default:
      return String(row.Namn);
  }
}

/** How a time code's hours go to payroll: as its PAXml tidkod, or as hours of a pay code (DOMAIN §12). */
export function payrollText(t: TFunction, code: Pick<CodeEntry<'timecodes'>, 'PaxmlKod' | 'LonKod'>): string {
  if (code.PaxmlKod) return t('registers.timecodes.toPaxml', { code: code.PaxmlKod });
  if (code.LonKod) return t('registers.timecodes.toLonKod', { code: code.LonKod });
  return t('registers.timecodes.toNothing');
}

const groupsText = (t: TFunction, groups: readonly string[]) =>
  groups.length > 0 ? [t('registers.codes.groups', { groups: groups.join(', ') })] : [];

function scheduleFacts(ctx: CodeTextContext, s: CodeEntry<'schedules'>): string[] {
  const { t, lng } = ctx;
  const weeks = weeksOf(s.Dagar);
  const hours = (n: number) => formatHours(n, lng);
  const pattern =
    weeks.length > 1
      ? [
          t('registers.schedules.rotation', { count: weeks.length, from: s.RotationStart }),
          ...weeks.map((w, i) =>
            t('registers.schedules.weekHours', { n: i + 1, hours: hours(weekTotal(w)) }),
          ),
        ]
      : [t('registers.schedules.perWeek', { hours: hours(weekTotal(weeks[0] ?? [])) })];
  return [
    ...pattern,
    t('registers.schedules.starts', { time: s.StartTid }),
    ...(s.RastMinuter > 0 ? [t('registers.schedules.break', { minutes: s.RastMinuter })] : []),
  ];
}

/** A staffing task's department (or any) and the competences and properties it requires, by name. */
function taskFacts(ctx: CodeTextContext, task: CodeEntry<'staffingtasks'>): string[] {
  const { t } = ctx;
  const names = (register: NamedRegister, codes: readonly string[]) =>
    codes.map((code) => ctx.nameIn(register, code) || code).join(', ');
  return [
    task.Avdelning
      ? t('registers.staffingtasks.department', {
          namn: t('registers.departments.name', {
            code: task.Avdelning,
            namn: ctx.nameIn('departments', task.Avdelning),
          }).trim(),
        })
      : t('registers.staffingtasks.anyDepartment'),
    ...(task.Kompetenser.length > 0
      ? [t('registers.staffingtasks.requires', { namn: names('competences', task.Kompetenser) })]
      : []),
    ...(task.Egenskaper.length > 0
      ? [t('registers.staffingtasks.asksFor', { namn: names('properties', task.Egenskaper) })]
      : []),
  ];
}

/** The facts of its list line, after its code (Kod …), as texts. */
function kindFacts(kind: CodeRegister, row: AnyEntry, ctx: CodeTextContext): string[] {
  const { t, lng } = ctx;
  switch (kind) {
    case 'departments':
      return [t('registers.departments.employees', { count: as(kind, row).Anstallda })];
    case 'schedules':
      return scheduleFacts(ctx, as(kind, row));
    case 'timecodes': {
      const c = as(kind, row);
      return [
        t('registers.codes.type', { typ: t(`registers.timecodes.types.${c.Typ}`) }),
        ...groupsText(t, c.Grupper),
        payrollText(t, c),
      ];
    }
    case 'paycodes': {
      const c = as(kind, row);
      return [
        t('registers.codes.type', { typ: t(`registers.paycodes.types.${c.Typ}`) }),
        t('registers.paycodes.unit', { unit: c.Enhet }),
        ...(c.Apris === null ? [] : [t('registers.paycodes.price', { price: formatKronor(c.Apris, lng) })]),
        ...(c.KvittoKravs ? [t('registers.paycodes.receipt')] : []),
        ...groupsText(t, c.Grupper),
      ];
    }
    case 'brukare': {
      const b = as(kind, row);
      return b.PersNr ? [t('registers.brukare.persNr', { persNr: formatPersonnummer(b.PersNr) })] : [];
    }
    case 'arbetsledare': {
      const a = as(kind, row);
      if (!a.Brukare) return [];
      const namn = ctx.brukareName(a.Brukare);
      return [t('registers.arbetsledare.leads', { namn: namn ? `${namn} (${a.Brukare})` : a.Brukare })];
    }
    case 'staffingtasks':
      return taskFacts(ctx, as(kind, row));
    default:
      return [];
  }
}

/** The row's code (what payroll and the other registers name it by) and its facts. */
export function codeFacts(kind: CodeRegister, row: AnyEntry, ctx: CodeTextContext): string[] {
  const code = kind === 'goodsgroups' ? [] : [ctx.t(`registers.${kind}.code`, { code: codeKey(kind, row) })];
  return [...code, ...kindFacts(kind, row, ctx), ...(row.IBruk ? [ctx.t('registers.codes.inUse')] : [])];
}

/** The row's own code as people read it (a result unit's without its dimension). */
function codeKey(kind: CodeRegister, row: AnyEntry): string {
  switch (kind) {
    case 'departments':
      return as(kind, row).Avdelning;
    case 'schedules':
      return as(kind, row).ArbSchema;
    case 'timecodes':
      return as(kind, row).TidKod;
    case 'paycodes':
      return as(kind, row).LonKod;
    case 'brukare':
      return as(kind, row).Brukare;
    case 'arbetsledare':
      return as(kind, row).Sign;
    case 'resultunits':
      return as(kind, row).Kod;
    case 'accounts':
      return as(kind, row).Konto;
    case 'competences':
      return as(kind, row).Kompetens;
    case 'properties':
      return as(kind, row).Egenskap;
    case 'staffingtasks':
      return as(kind, row).Bemuppgift;
    default:
      return String(row.Namn);
  }
}

/** Whether the row matches what is searched for: its code, name or facts. */
export function codeMatches(kind: CodeRegister, row: AnyEntry, search: string): boolean {
  const s = search.trim().toLocaleLowerCase('sv');
  if (!s) return true;
  return [codeKey(kind, row), codeTitle(kind, row)].some((text) => text.toLocaleLowerCase('sv').includes(s));
}
