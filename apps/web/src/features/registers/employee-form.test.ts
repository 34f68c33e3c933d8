import { describe, expect, it } from 'vitest';
import {
  EmployeeCreateSchema,
  EmployeeFormSchema,
  type EmployeeDetail,
} from '@lonportal/domain/registers/employee';
import { employeeFormField, employeeFormOf } from './employee-form';

const saved: EmployeeDetail = {
  AnstNr: '1001',
  Version: 3,
  FoNamn: 'Anna',
  EfNamn: 'Andersson',
  PersNr: '198112189876',
  SkyddadIdentitet: false,
  Email: 'anna@example.se',
  Phone: '',
  Avdelning: 'EKO',
  TidKodGrupp: 'TJM',
  LonKodGrupp: 'TJM',
  AnstDatum: '2020-01-01',
  SlutDatum: '',
  Locked: false,
  PerStatus: {
    UseBrukare: false,
    Brukare: '',
    UseResEnhet1: true,
    UseResEnhet2: false,
    UseResEnhet3: false,
    ResEnhet1: '600',
    ResEnhet2: '',
    ResEnhet3: '',
  },
  PerSchema: [{ FromDatum: '2020-01-01', UseArbSchema: true, ArbSchema: 'HEL40' }],
  Kompetenser: ['KORB', 'TRUCK'],
  Egenskaper: ['ROKFRI'],
  Historik: [],
  Anvandare: [],
};

describe('the employee form', () => {
  it('reads a saved employee as values the edit accepts unchanged', () => {
    const values = employeeFormOf(saved, '2026-03-02');
    expect(values.PersNr).toBe('19811218-9876');
    const parsed = EmployeeFormSchema.parse(values);
    expect(parsed).toMatchObject({
      PersNr: '198112189876',
      Avdelning: 'EKO',
      GallerFran: '2026-03-02',
      Kompetenser: ['KORB', 'TRUCK'],
      Egenskaper: ['ROKFRI'],
    });
    // The form holds its own lists: a change there is not a change of what was read.
    values.Kompetenser.push('LYFT');
    expect(saved.Kompetenser).toEqual(['KORB', 'TRUCK']);
    expect(parsed).not.toHaveProperty('AnstNr');
    expect(parsed).not.toHaveProperty('Anvandare');
  });

  it('starts a new employee with the fields a create asks for', () => {
    const result = EmployeeCreateSchema.safeParse(employeeFormOf(null, '2026-03-02'));
    expect(result.success).toBe(false);
    const fields = [...new Set(result.error?.issues.map((i) => i.path.join('.')))].sort();
    expect(fields).toEqual(['AnstNr', 'EfNamn', 'FoNamn', 'LonKodGrupp', 'TidKodGrupp']);
  });

  it.each([
    ['FoNamn', 'FoNamn'],
    ['PerStatus.Brukare', 'PerStatus.Brukare'],
    ['PerStatus.ResEnhet3', 'PerStatus.ResEnhet3'],
    ['PerSchema.2.ArbSchema', 'PerSchema.2.ArbSchema'],
    ['Anvandare.Login', 'Anvandare.Login'],
    ['Kompetenser', 'Kompetenser'],
    ['Egenskaper', 'Egenskaper'],
    ['Version', null],
    ['PerStatus.ResEnhet4', null],
    ['Login', null],
  ])('puts the server error of %s on %s', (wire, field) => {
    expect(employeeFormField(wire)).toBe(field);
  });
});
