// POST /registers/import/employees(/preview): new employees from a CSV file (the template of
// domain registers/employee-csv.ts). Every row is checked as the register checks one employee, and
// against the others of the file; nothing is stored until every row is right, or the user leaves
// the wrong ones out. One transaction.
import type { FastifyInstance } from 'fastify';
import {
  csvColumns,
  EMPLOYEE_CSV_MAX_BYTES,
  EMPLOYEE_CSV_MAX_ROWS,
  EmployeeCreateSchema,
  parseCsv,
  type CsvRowError,
  type EmployeeCreate,
  type EmployeeCsvImport,
  type EmployeeCsvResult,
} from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { decodeUpload } from '../../shared/uploads';
import { announceRegister } from './announce';
import { employeeColumnsOf } from './employee-rules';
import * as repo from './import-repository';

/** A wrong row's field, as the file names it: the input's paths back to the template's columns. */
const columnOf = (path: readonly PropertyKey[]): string => {
  const [first] = path;
  if (first === 'PerSchema') return 'ArbSchema';
  if (first === 'GallerFran') return 'AnstDatum';
  return String(first ?? '');
};

/** The values the checks across rows and against the registers read, where the row's own check let them be. */
interface RowKeys {
  AnstNr?: string;
  PersNr?: string;
  Avdelning?: string;
  ArbSchema?: string;
}
interface CsvRow {
  line: number;
  /** The register input, when the row is right on its own. */
  input: EmployeeCreate | null;
  keys: RowKeys;
}

const shape = EmployeeCreateSchema.shape;

/** The file's rows as register inputs, or the errors of those that are not. */
function rowsOf(text: string, today: string) {
  const [headings = [], ...lines] = parseCsv(text);
  const { columns, missing } = csvColumns(headings);
  if (missing.length > 0)
    throw new ApiError('ImportFileInvalid', {
      details: missing.map((m) => ({ Field: m, Code: 'columnMissing' })),
    });
  if (lines.length > EMPLOYEE_CSV_MAX_ROWS)
    throw new ApiError('ImportTooLarge', {
      details: [{ Field: 'Rader', Code: String(EMPLOYEE_CSV_MAX_ROWS) }],
    });
  const errors: CsvRowError[] = [];
  const rows: CsvRow[] = lines.map((cells, i) => {
    const line = i + 2;
    const cell = (key: string) => cells[columns.indexOf(key as never)]?.trim() ?? '';
    const from = cell('AnstDatum') || today;
    const parsed = EmployeeCreateSchema.safeParse({
      AnstNr: cell('AnstNr'),
      FoNamn: cell('FoNamn'),
      EfNamn: cell('EfNamn'),
      PersNr: cell('PersNr'),
      Email: cell('Email'),
      Phone: cell('Phone'),
      Avdelning: cell('Avdelning'),
      TidKodGrupp: cell('TidKodGrupp'),
      LonKodGrupp: cell('LonKodGrupp'),
      AnstDatum: cell('AnstDatum'),
      GallerFran: from,
      PerSchema: cell('ArbSchema')
        ? [{ FromDatum: from, UseArbSchema: true, ArbSchema: cell('ArbSchema') }]
        : [],
    });
    if (parsed.success) {
      const { AnstNr, PersNr, Avdelning, PerSchema } = parsed.data;
      return {
        line,
        input: parsed.data,
        keys: { AnstNr, PersNr, Avdelning, ArbSchema: PerSchema[0]?.ArbSchema },
      };
    }
    // One error per column: a wrong date of employment is also the day the values apply from.
    const wrongColumns = new Set<string>();
    for (const issue of parsed.error.issues) {
      const Falt = columnOf(issue.path);
      if (!wrongColumns.has(Falt)) errors.push({ Rad: line, Falt, Kod: issue.message });
      wrongColumns.add(Falt);
    }
    // The row's other values are still checked against the file and the registers, so that the
    // user learns every error of the file at once.
    const valid = (column: 'AnstNr' | 'PersNr' | 'Avdelning', value: string) => {
      if (wrongColumns.has(column)) return undefined;
      const result = shape[column].safeParse(value);
      return result.success ? result.data : undefined;
    };
    const keys: RowKeys = {
      AnstNr: valid('AnstNr', cell('AnstNr')),
      PersNr: valid('PersNr', cell('PersNr')),
      Avdelning: valid('Avdelning', cell('Avdelning')),
      ArbSchema: wrongColumns.has('ArbSchema') ? undefined : cell('ArbSchema'),
    };
    return { line, input: null, keys };
  });
  return { rows, errors, total: lines.length };
}

/** The checks across rows and against the registers: numbers and identity numbers once, codes the company has open. */
async function checkRows(db: Db, ftgId: string, rows: CsvRow[], errors: CsvRowError[]) {
  const { staff, depts, scheman } = await repo.csvState(db, ftgId);
  const taken = new Set(staff.map((s) => s.anstNr));
  const persNrs = new Set(staff.flatMap((s) => (s.persNr ? [s.persNr] : [])));
  const right: EmployeeCreate[] = [];
  for (const { line, input, keys } of rows) {
    const wrong = (Falt: string, Kod: string) => errors.push({ Rad: line, Falt, Kod });
    const before = errors.length;
    const { AnstNr, PersNr, Avdelning, ArbSchema } = keys;
    if (AnstNr && taken.has(AnstNr)) wrong('AnstNr', 'validation.register.codeTaken');
    if (PersNr && persNrs.has(PersNr)) wrong('PersNr', 'validation.register.persNrTaken');
    if (Avdelning && !depts.has(Avdelning)) wrong('Avdelning', 'validation.register.unknownCode');
    else if (Avdelning && depts.get(Avdelning)) wrong('Avdelning', 'validation.register.closedCode');
    if (ArbSchema && !scheman.has(ArbSchema)) wrong('ArbSchema', 'validation.register.unknownCode');
    else if (ArbSchema && scheman.get(ArbSchema)) wrong('ArbSchema', 'validation.register.closedCode');
    if (AnstNr) taken.add(AnstNr);
    if (PersNr) persNrs.add(PersNr);
    if (input && errors.length === before) right.push(input);
  }
  return right;
}

async function run(
  app: FastifyInstance,
  ctx: CompanyContext,
  req: EmployeeCsvImport,
  save: boolean,
): Promise<EmployeeCsvResult> {
  const bytes = decodeUpload(req.Innehall);
  if (bytes.byteLength > EMPLOYEE_CSV_MAX_BYTES)
    throw new ApiError('ImportTooLarge', {
      details: [{ Field: 'Innehall', Code: String(EMPLOYEE_CSV_MAX_BYTES) }],
    });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // A spreadsheet that saves "CSV" in the Windows code page: Å, Ä and Ö as single bytes.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (text.includes('\u0000'))
    throw new ApiError('ImportFileInvalid', { details: [{ Field: 'Innehall', Code: 'binary' }] });
  const now = app.now();
  const { rows, errors, total } = rowsOf(text, stockholmWallTime(now).Datum);
  const ftgId = ctx.company.ftgId;
  const result = (right: EmployeeCreate[], saved: boolean): EmployeeCsvResult => ({
    Rader: total,
    Ratt: right.length,
    Fel: errors.sort((a, b) => a.Rad - b.Rad),
    Nya: right.map((r) => ({ AnstNr: r.AnstNr, FoNamn: r.FoNamn, EfNamn: r.EfNamn })),
    Sparad: saved,
  });
  if (!save) return result(await checkRows(app.db, ftgId, rows, errors), false);
  const right = await app.db.transaction(async (tx) => {
    const checked = await checkRows(tx, ftgId, rows, errors);
    if (errors.length > 0 && !req.HoppaOverFel)
      throw new ApiError('ImportRowsWrong', {
        details: errors.map((e) => ({ Field: `${e.Rad}:${e.Falt}`, Code: e.Kod })),
      });
    await repo.storeNewEmployees(
      tx,
      ftgId,
      checked.map((r) => ({ input: r, columns: employeeColumnsOf(r) })),
      ctx.auth.user.id,
      now,
    );
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId,
      action: 'register.imported',
      details: { Fil: req.Filnamn, Nya: checked.length, Fel: errors.length },
    });
    return checked;
  });
  if (right.length > 0) await announceRegister(app, ftgId, ['employees', 'departments', 'schedules']);
  return result(right, true);
}

export const previewEmployeeCsv = (app: FastifyInstance, ctx: CompanyContext, req: EmployeeCsvImport) =>
  run(app, ctx, req, false);
export const importEmployeeCsv = (app: FastifyInstance, ctx: CompanyContext, req: EmployeeCsvImport) =>
  run(app, ctx, req, true);
