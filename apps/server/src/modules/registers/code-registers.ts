// /registers/{kind}: the company's code registers (domain registers/codes.ts). ADM and FTG add,
// change, close and delete; AVD reads. A code something refers to is closed, not deleted; a change
// is versioned, audited and reaches open browsers at once (SPEC §4 RESOURCE_UPDATED).
import type { FastifyInstance } from 'fastify';
import {
  can,
  keepsCodeRegister,
  type CodeCreate,
  type CodeEntry,
  type CodeKey,
  type CodeRegister,
  type CodeUpdate,
} from '@lonportal/domain';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError, fieldError } from '../../plugins/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { announceRegister } from './announce';
import * as repo from './codes-repository';
import { checkStaffingTask } from './staffing-code-rules';

const { CODE_TABLES, keyOfCreate } = repo;

async function entriesOf<K extends CodeRegister>(
  app: FastifyInstance,
  kind: K,
  ftgId: string,
  rows: repo.StoredRow[],
): Promise<CodeEntry<K>[]> {
  const def = CODE_TABLES[kind];
  const inUse = await def.inUse(app.db, ftgId);
  const employed =
    kind === 'departments'
      ? await repo.employedByDepartment(app.db, ftgId, stockholmWallTime(app.now()).Datum)
      : null;
  return rows.map((row) => {
    const code = def.present(row as never) as Record<string, unknown>;
    const key = def.keyOf(code as CodeKey<K>);
    return {
      ...code,
      Version: row.version,
      Stangd: row.stangd,
      IBruk: inUse.has(key),
      ...(employed ? { Anstallda: employed.get(key) ?? 0 } : {}),
    } as CodeEntry<K>;
  });
}

/** SPEC §7: the properties are Plus's; a company without Plus has no such register. */
function assertKept(ctx: CompanyContext, kind: CodeRegister) {
  if (!keepsCodeRegister(kind, ctx.company.hasPlus)) throw new ApiError('Forbidden');
}

export async function listCodes<K extends CodeRegister>(app: FastifyInstance, ctx: CompanyContext, kind: K) {
  assertKept(ctx, kind);
  const entries = await entriesOf(
    app,
    kind,
    ctx.company.ftgId,
    await repo.listRows(app.db, kind, ctx.company.ftgId),
  );
  // A brukare's personal identity number is for those who keep the register, not for those who read it.
  if (kind === 'brukare' && !can('editRegisters', ctx.access))
    return entries.map((e) => ({ ...e, PersNr: '' }) as CodeEntry<K>);
  return entries;
}

/**
 * The codes a row names in another register are the company's: a time code's pay code, an
 * arbetsledare's brukare, a staffing task's department, competences and properties.
 */
async function checkReferences(db: Db, ftgId: string, kind: CodeRegister, fields: Record<string, unknown>) {
  if (kind === 'timecodes' && fields.LonKod && !(await repo.hasPayCode(db, ftgId, String(fields.LonKod))))
    throw fieldError('LonKod', 'validation.register.unknownCode');
  if (
    kind === 'arbetsledare' &&
    fields.Brukare &&
    !(await repo.hasBrukare(db, ftgId, String(fields.Brukare)))
  )
    throw fieldError('Brukare', 'validation.register.unknownCode');
  if (kind === 'staffingtasks') await checkStaffingTask(db, ftgId, fields as CodeUpdate<'staffingtasks'>);
}

async function audit(
  db: Db,
  at: Date,
  ctx: CompanyContext,
  action: 'register.created' | 'register.updated' | 'register.deleted',
  kind: CodeRegister,
  key: string,
  extra: Record<string, unknown> = {},
) {
  await writeAudit(db, {
    at,
    userId: ctx.auth.user.id,
    ftgId: ctx.company.ftgId,
    action,
    details: { Register: kind, Kod: key, ...extra },
  });
}

export async function createCode<K extends CodeRegister>(
  app: FastifyInstance,
  ctx: CompanyContext,
  kind: K,
  input: CodeCreate<K>,
): Promise<CodeEntry<K>> {
  assertKept(ctx, kind);
  const def = CODE_TABLES[kind];
  const ftgId = ctx.company.ftgId;
  const key = keyOfCreate(kind, input);
  const row = await app.db
    .transaction(async (tx) => {
      await checkReferences(tx, ftgId, kind, input as Record<string, unknown>);
      const inserted = await repo.insertRow(tx, kind, ftgId, key, input);
      await audit(tx, app.now(), ctx, 'register.created', kind, def.keyOf(key));
      return inserted;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw fieldError(Object.keys(key).at(-1)!, 'validation.register.codeTaken');
      throw err;
    });
  await announceRegister(app, ftgId, [def.resource]);
  const [entry] = await entriesOf(app, kind, ftgId, [row]);
  return entry!;
}

export async function updateCode<K extends CodeRegister>(
  app: FastifyInstance,
  ctx: CompanyContext,
  kind: K,
  key: CodeKey<K>,
  input: CodeUpdate<K>,
): Promise<CodeEntry<K>> {
  assertKept(ctx, kind);
  const def = CODE_TABLES[kind];
  const ftgId = ctx.company.ftgId;
  const { Version, Stangd, ...fields } = input as CodeUpdate<K> & { Version: number; Stangd: boolean };
  const row = await app.db.transaction(async (tx) => {
    if (!(await repo.rowExists(tx, kind, ftgId, key))) throw new ApiError('NotFound');
    await checkReferences(tx, ftgId, kind, fields);
    const saved = await repo.updateRow(tx, kind, ftgId, key, Version, fields, Stangd);
    if (!saved) throw new ApiError('VersionConflict');
    await audit(tx, app.now(), ctx, 'register.updated', kind, def.keyOf(key), { Stangd });
    return saved;
  });
  await announceRegister(app, ftgId, [def.resource]);
  const [entry] = await entriesOf(app, kind, ftgId, [row]);
  return entry!;
}

/** Deletes a code nothing refers to; one in use answers RegisterInUse (close it instead). */
export async function deleteCode<K extends CodeRegister>(
  app: FastifyInstance,
  ctx: CompanyContext,
  kind: K,
  key: CodeKey<K>,
  version: number,
): Promise<void> {
  assertKept(ctx, kind);
  const def = CODE_TABLES[kind];
  const ftgId = ctx.company.ftgId;
  await app.db.transaction(async (tx) => {
    if (!(await repo.rowExists(tx, kind, ftgId, key))) throw new ApiError('NotFound');
    if ((await def.inUse(tx, ftgId)).has(def.keyOf(key))) throw new ApiError('RegisterInUse');
    if (!(await repo.deleteRow(tx, kind, ftgId, key, version))) throw new ApiError('VersionConflict');
    await audit(tx, app.now(), ctx, 'register.deleted', kind, def.keyOf(key));
  });
  await announceRegister(app, ftgId, [def.resource]);
}
