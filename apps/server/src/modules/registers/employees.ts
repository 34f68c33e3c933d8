// /registers/employees: the employee register. ADM and FTG add and change employees; AVD reads
// those of their department (the employee scope, SPEC §6). A department and the code groups change
// from a day and keep their history (employees-repository applyHistory); LIC and ADM, who manage
// users, may make the employee's PER user in the same step.
import type { FastifyInstance } from 'fastify';
import {
  canAccessRoute,
  NEW_USER_ROLE,
  type EmployeeCreate,
  type EmployeeDetail,
  type EmployeeRegisterEntry,
  type EmployeeRegisterQuery,
  type EmployeeUpdate,
  type LiveResource,
  type UserAccountInput,
} from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError, fieldError } from '../../plugins/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { employeeFilter } from '../../shared/employee-scope';
import { pageOf } from '../../shared/paged';
import {
  actorOf,
  announceUserChange,
  createUserIn,
  temporarySecret,
  type CreatedAccount,
} from '../admin/index';
import { announceRegister } from './announce';
import { checkEmployee, datedDiffer, employeeColumnsOf, perSchemaRowsOf } from './employee-rules';
import { presentEmployeeDetail, presentRegisterEntry } from './employees-presenter';
import * as repo from './employees-repository';

const todayOf = (now: Date) => stockholmWallTime(now).Datum;

/**
 * What an employee's change refreshes: the employees, and the registers whose use changes with
 * them (a department's count of employees, the competences and properties held).
 */
const EMPLOYEE_RESOURCES: LiveResource[] = ['employees', 'departments', 'competences', 'properties'];

export async function listRegisterEmployees(
  app: FastifyInstance,
  ctx: CompanyContext,
  q: EmployeeRegisterQuery,
  perPage: number,
): Promise<{ rows: EmployeeRegisterEntry[]; pagination: { Page: number; PerPage: number; Total: number } }> {
  const today = todayOf(app.now());
  const filter = await employeeFilter(app.db, ctx);
  const page = await pageOf(q.Page, perPage, (range) =>
    repo.listRegister(app.db, ctx.company.ftgId, filter, q, today, range),
  );
  return { rows: page.rows.map((r) => presentRegisterEntry(r.employee, today)), pagination: page.pagination };
}

async function detailOf(db: Db, e: repo.EmployeeRow): Promise<EmployeeDetail> {
  return presentEmployeeDetail(e, await repo.employeeDetails(db, e.ftgId, e.anstNr));
}

export async function readEmployee(app: FastifyInstance, ctx: CompanyContext, anstNr: string) {
  const row = await repo.findEmployee(app.db, ctx.company.ftgId, anstNr, await employeeFilter(app.db, ctx));
  if (!row) throw new ApiError('NotFound');
  return detailOf(app.db, row);
}

/** The employee's own user (an employee's role, SPEC §6) as administration's rules read it. */
const accountOf = (ctx: CompanyContext, input: EmployeeCreate): UserAccountInput | null =>
  input.Anvandare && {
    Version: 0,
    Namn: `${input.FoNamn} ${input.EfNamn}`,
    Login: input.Anvandare.Login,
    Roll: NEW_USER_ROLE,
    PersNr: input.PersNr,
    FtgId: ctx.company.ftgId,
    FtgIdAccessList: [],
    AnstNr: input.AnstNr,
    Brukare: '',
    Signatur: '',
    Phone: '',
    LoginType: input.Anvandare.LoginType === 'BANKID' ? 'BANKID' : null,
    EnforceBankIDAuth: input.Anvandare.LoginType === 'BANKID',
    Options: [],
    Disabled: false,
  };

/** A field error of the user's account, on the field of the employee form that holds it. */
function onUserFields(err: unknown): never {
  if (err instanceof ApiError && err.details)
    for (const d of err.details as { Field?: string }[]) if (d.Field === 'Login') d.Field = 'Anvandare.Login';
  if (isUniqueViolation(err)) throw fieldError('Anvandare.Login', 'validation.user.loginTaken');
  throw err;
}

export async function createEmployee(
  app: FastifyInstance,
  ctx: CompanyContext,
  input: EmployeeCreate,
): Promise<{ Employee: EmployeeDetail; Password: string | null }> {
  const account = accountOf(ctx, input);
  // SPEC §6: users are made by those who manage them (LIC, ADM), here as on /admin/users.
  if (account && !canAccessRoute('AdminUsers', ctx.access)) throw new ApiError('Forbidden');
  const secret = account ? await temporarySecret() : null;
  const ftgId = ctx.company.ftgId;
  const now = app.now();
  const saved = await app.db
    .transaction(async (tx) => {
      if (await repo.employeeRow(tx, ftgId, input.AnstNr))
        throw fieldError('AnstNr', 'validation.register.codeTaken');
      await checkEmployee(tx, ftgId, input, null);
      const row = await repo.insertEmployee(tx, { ftgId, anstNr: input.AnstNr, ...employeeColumnsOf(input) });
      await repo.replacePerSchema(tx, ftgId, input.AnstNr, perSchemaRowsOf(input));
      await repo.upsertHistory(tx, {
        ftgId,
        anstNr: row.anstNr,
        fromDatum: input.GallerFran,
        avdelning: row.avdelning,
        tidKodGrupp: row.tidKodGrupp,
        lonKodGrupp: row.lonKodGrupp,
        changedAt: now,
        changedBy: ctx.auth.user.id,
      });
      // A new employee has no earlier values: theirs apply whatever the day written.
      await repo.applyHistory(tx, ftgId, row.anstNr, '9999-12-31');
      await writeAudit(tx, {
        at: now,
        userId: ctx.auth.user.id,
        ftgId,
        action: 'employee.created',
        details: { AnstNr: row.anstNr, Namn: `${row.foNamn} ${row.efNamn}` },
      });
      const user: CreatedAccount | null =
        account && secret ? await createUserIn(tx, actorOf(ctx), account, now, secret) : null;
      return { row, user };
    })
    .catch(onUserFields);
  await announceRegister(app, ftgId, EMPLOYEE_RESOURCES);
  if (saved.user) await announceUserChange(app, saved.user.user.id, [ftgId]);
  const employee = await repo.findEmployee(app.db, ftgId, saved.row.anstNr, { kind: 'all' });
  return {
    Employee: await detailOf(app.db, employee ?? saved.row),
    Password: input.Anvandare?.LoginType === 'PASSWORD' && saved.user ? saved.user.password : null,
  };
}

/** The register's columns an edit may change, by the name the wire contract gives them (the audit row's list of what changed). */
const AUDITED_COLUMNS = {
  foNamn: 'FoNamn',
  efNamn: 'EfNamn',
  persNr: 'PersNr',
  skyddadIdentitet: 'SkyddadIdentitet',
  email: 'Email',
  phone: 'Phone',
  avdelning: 'Avdelning',
  tidKodGrupp: 'TidKodGrupp',
  lonKodGrupp: 'LonKodGrupp',
  anstDatum: 'AnstDatum',
  slutDatum: 'SlutDatum',
  locked: 'Locked',
  useBrukare: 'UseBrukare',
  brukare: 'Brukare',
  useResEnhet: 'UseResEnhet',
  resEnhet: 'ResEnhet',
  kompetenser: 'Kompetenser',
  egenskaper: 'Egenskaper',
} as const satisfies Partial<Record<keyof repo.EmployeeRow, string>>;

const changedColumns = (before: repo.EmployeeRow, after: repo.EmployeeRow): string[] =>
  Object.entries(AUDITED_COLUMNS)
    .filter(
      ([column]) =>
        JSON.stringify(before[column as keyof repo.EmployeeRow]) !==
        JSON.stringify(after[column as keyof repo.EmployeeRow]),
    )
    .map(([, name]) => name);

export async function updateEmployee(
  app: FastifyInstance,
  ctx: CompanyContext,
  anstNr: string,
  input: EmployeeUpdate,
): Promise<EmployeeDetail> {
  const ftgId = ctx.company.ftgId;
  const now = app.now();
  const today = todayOf(now);
  const before = await repo.findEmployee(app.db, ftgId, anstNr, { kind: 'all' });
  if (!before) throw new ApiError('NotFound');
  const row = await app.db.transaction(async (tx) => {
    const { schema } = await repo.employeeDetails(tx, ftgId, anstNr);
    await checkEmployee(tx, ftgId, input, before, schema);
    const { avdelning, tidKodGrupp, lonKodGrupp, ...undated } = employeeColumnsOf(input);
    const dated = { avdelning, tidKodGrupp, lonKodGrupp };
    const saved = await repo.updateEmployeeRow(tx, ftgId, anstNr, input.Version, undated);
    if (!saved) throw new ApiError('VersionConflict');
    await repo.replacePerSchema(tx, ftgId, anstNr, perSchemaRowsOf(input));
    // A dated change is a row of the history from its day; the row carries what applies today.
    if (datedDiffer(dated, before)) {
      await repo.upsertHistory(tx, {
        ftgId,
        anstNr,
        fromDatum: input.GallerFran,
        ...dated,
        changedAt: now,
        changedBy: ctx.auth.user.id,
      });
      await repo.applyHistory(tx, ftgId, anstNr, today);
    }
    const after = await repo.employeeRow(tx, ftgId, anstNr);
    if (!after) throw new ApiError('NotFound');
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId,
      action: 'employee.updated',
      details: {
        AnstNr: anstNr,
        Falt: changedColumns(before, after),
        ...(datedDiffer(dated, before) ? { GallerFran: input.GallerFran } : {}),
      },
    });
    return after;
  });
  await announceRegister(app, ftgId, EMPLOYEE_RESOURCES);
  return detailOf(app.db, row);
}

/**
 * The day's dated changes (a new department from the 1st): every employee whose history has a row
 * due by today not yet applied gets it. Answers the companies whose employees changed.
 */
export async function applyDueChanges(db: Db, now: Date): Promise<string[]> {
  const today = todayOf(now);
  const changed = new Set<string>();
  for (const due of await repo.dueChanges(db, today)) {
    const moved = await db.transaction((tx) => repo.applyHistory(tx, due.ftgId, due.anstNr, today));
    if (moved) changed.add(due.ftgId);
  }
  return [...changed];
}
