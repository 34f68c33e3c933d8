import type { Control, FieldPath, Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EmployeeCreateSchema,
  EmployeeFormSchema,
  type EmployeeCreate,
  type EmployeeDetail,
} from '@lonportal/domain/registers/employee';
import { formatPersonnummer } from '@lonportal/domain/validation/identity';

// An employee's form on /admin/registers (SPEC §3 Employee list entry, PerStatus, PerSchema): its
// values, validation, and which of its fields a server's field error may name.

/** The employee as the form holds it: a new one also has its number and, optionally, its user. */
export type EmployeeFormValues = Omit<EmployeeCreate, 'Anvandare'> & {
  Anvandare: NonNullable<EmployeeCreate['Anvandare']> | null;
};

export type EmployeeControl = Control<EmployeeFormValues>;
export type EmployeeForm = UseFormReturn<EmployeeFormValues>;

/**
 * A new employee is checked as it is created (with its user); a saved one as it is changed, whose
 * number and user the check leaves out of the values it hands over.
 */
export const employeeResolver = (isNew: boolean) =>
  zodResolver(isNew ? EmployeeCreateSchema : EmployeeFormSchema) as unknown as Resolver<EmployeeFormValues>;

const TOP_FIELDS = new Set([
  'AnstNr',
  'FoNamn',
  'EfNamn',
  'PersNr',
  'SkyddadIdentitet',
  'Email',
  'Phone',
  'Avdelning',
  'TidKodGrupp',
  'LonKodGrupp',
  'AnstDatum',
  'SlutDatum',
  'Locked',
  'Kompetenser',
  'Egenskaper',
  'GallerFran',
]);
const NESTED_FIELD =
  /^(?:PerStatus\.(?:UseBrukare|Brukare|UseResEnhet[1-3]|ResEnhet[1-3])|PerSchema\.\d+\.(?:FromDatum|UseArbSchema|ArbSchema)|Anvandare\.(?:Login|LoginType))$/;

/** The form's field a server's field error names (`PerSchema.0.ArbSchema`), or null for none of its own. */
export const employeeFormField = (wire: string): FieldPath<EmployeeFormValues> | null =>
  TOP_FIELDS.has(wire) || NESTED_FIELD.test(wire) ? (wire as FieldPath<EmployeeFormValues>) : null;

/** The dated fields: a change of them applies from GallerFran, and is a row of the history. */
export const DATED_FIELDS = ['Avdelning', 'TidKodGrupp', 'LonKodGrupp'] as const;

/** The form's values of a saved employee, or of a new one (null); `today` is when a change applies. */
export function employeeFormOf(e: EmployeeDetail | null, today: string): EmployeeFormValues {
  if (!e)
    return {
      AnstNr: '',
      FoNamn: '',
      EfNamn: '',
      PersNr: '',
      SkyddadIdentitet: false,
      Email: '',
      Phone: '',
      Avdelning: '',
      TidKodGrupp: '',
      LonKodGrupp: '',
      AnstDatum: '',
      SlutDatum: '',
      Locked: false,
      PerStatus: {
        UseBrukare: false,
        Brukare: '',
        UseResEnhet1: false,
        UseResEnhet2: false,
        UseResEnhet3: false,
        ResEnhet1: '',
        ResEnhet2: '',
        ResEnhet3: '',
      },
      PerSchema: [],
      Kompetenser: [],
      Egenskaper: [],
      GallerFran: today,
      Anvandare: null,
    };
  return {
    AnstNr: e.AnstNr,
    FoNamn: e.FoNamn,
    EfNamn: e.EfNamn,
    PersNr: formatPersonnummer(e.PersNr),
    SkyddadIdentitet: e.SkyddadIdentitet,
    Email: e.Email,
    Phone: e.Phone,
    Avdelning: e.Avdelning,
    TidKodGrupp: e.TidKodGrupp,
    LonKodGrupp: e.LonKodGrupp,
    AnstDatum: e.AnstDatum,
    SlutDatum: e.SlutDatum,
    Locked: e.Locked,
    PerStatus: { ...e.PerStatus },
    PerSchema: e.PerSchema.map((p) => ({ ...p })),
    Kompetenser: [...e.Kompetenser],
    Egenskaper: [...e.Egenskaper],
    GallerFran: today,
    Anvandare: null,
  };
}
