// Compensation rows (SPEC §5 Compensation reporting, §4 Compensation) and their receipts: the same
// employee scope, status machine and versioned writes as time (time/access.ts), the
// compensation's own rules (domain compensations/).
import {
  COMPENSATION_MESSAGES,
  compensationKindShown,
  compensationLock,
  compensationRuleErrors,
  RES_DIMS,
  resEnhetField,
  resEnhetValues,
  initialStatus,
  type Compensation,
  type CompensationRules,
  type CompensationValues,
  type ErrorDetail,
  type Receipt,
  type ScanResponse,
  DEFAULT_CURRENCY,
  readReceiptText,
  type StatusFlags,
} from '@lonportal/domain';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { ApiError } from '../../plugins/errors';
import { decodeUpload } from '../../shared/uploads';
import {
  actsAsManager,
  namedUnits,
  requireEmployee,
  requireReporter,
  salaryYearErrors,
  type ScopedEmployee,
  statusFlags,
  unknownUnitErrors,
} from '../time';
import type { ReceiptOcr } from '../../adapters/receipt-ocr';
import { checkReceiptFile } from '../../shared/receipt-file';
import * as repo from './repository';
import { listLonKoder } from '../../shared/reference-reads';

/** A stored row as the wire shows it to a caller (manager or the employee). */
export function presentCompensation(
  row: repo.CompensationRow,
  flags: StatusFlags,
  asManager: boolean,
): Compensation {
  const lock = compensationLock({ Status: row.status, Kalla: row.kalla }, flags, asManager);
  return {
    Id: row.id,
    AnstNr: row.anstNr,
    Datum: row.datum,
    LonKod: row.lonKod,
    Text: row.text,
    FromDatum: row.fromDatum ?? '',
    TomDatum: row.tomDatum ?? '',
    Antal: Number(row.antal),
    Apris: row.apris === null ? null : Number(row.apris),
    Belopp: Number(row.belopp),
    Moms: Number(row.moms),
    Summa: Number(row.summa),
    MomsSek: Number(row.momsSek),
    Varugrupp: row.varugrupp,
    ValutaKod: row.valutaKod,
    Kurs: Number(row.kurs),
    Brukare: row.brukare ?? '',
    ...resEnhetValues(row.resEnhet),
    Konto: row.konto,
    ReceiptId: row.receiptId,
    Status: row.status,
    Kalla: row.kalla,
    Version: row.version,
    KanAndras: lock === null,
    LastOrsak: lock ?? '',
    AndradAv: row.updatedByNamn,
    AndradTid: row.updatedAt.toISOString(),
  };
}

/** The stored columns of checked values. */
function columnsOf(v: CompensationValues) {
  return {
    anstNr: v.AnstNr,
    datum: v.Datum,
    lonKod: v.LonKod,
    text: v.Text,
    fromDatum: v.FromDatum || null,
    tomDatum: v.TomDatum || null,
    antal: v.Antal,
    apris: v.Apris,
    belopp: v.Belopp,
    moms: v.Moms,
    summa: v.Summa,
    momsSek: v.MomsSek,
    varugrupp: v.Varugrupp,
    valutaKod: v.ValutaKod,
    kurs: v.Kurs,
    brukare: v.Brukare || null,
    resEnhet: RES_DIMS.map((n) => v[resEnhetField(n)]),
    konto: v.Konto,
    receiptId: v.ReceiptId,
  };
}

/**
 * SPEC §5: the pay code is offered to the employee's group and of a kind the company shows; the
 * date in one of its salary years; brukare and result units exist and are there where mandatory;
 * the receipt where one is required, and only one of this employee's.
 */
async function checkValues(db: Db, ctx: CompanyContext, employee: ScopedEmployee, v: CompensationValues) {
  const { company, portal } = ctx;
  const ftgId = company.ftgId;
  const codes = await listLonKoder(db, ftgId);
  const code = codes.find((c) => c.lonKod === v.LonKod);
  const rules: CompensationRules = {
    UseLSS: company.useLss,
    UseErsMandatoryBrukare: portal.UseErsMandatoryBrukare,
    MandatoryResEnhet: RES_DIMS.map(
      (n) =>
        !!company.openResEnhet[n - 1] && !!company.regResEnh[n - 1] && portal[`UseErsMandatoryResEnhet${n}`],
    ),
    UseMandatoryReceipt: portal.UseMandatoryReceipt,
    ReceiptCodes: codes.filter((c) => c.kvittoKravs).map((c) => c.lonKod),
  };
  const receipt = v.ReceiptId ? await repo.findReceipt(db, ftgId, v.ReceiptId) : null;
  const details: ErrorDetail[] = compensationRuleErrors(v, rules, {
    newFile: false,
    receipt: receipt !== null,
  });
  if (!code || !code.grupper.includes(employee.lonKodGrupp) || !compensationKindShown(code.typ, portal))
    details.push({ Field: 'LonKod', Code: COMPENSATION_MESSAGES.unknownCode });
  details.push(...salaryYearErrors(ctx, v.Datum));
  if (v.ReceiptId && (!receipt || receipt.anstNr !== employee.anstNr))
    details.push({ Field: 'ReceiptId', Code: 'validation.invalid' });
  details.push(...unknownUnitErrors(ctx, v, await namedUnits(db, ftgId, [v])));
  if (details.length > 0) throw new ApiError('ValidationFailed', { details });
}

/** An employee the caller may report compensations for. */
async function reportableEmployee(db: Db, ctx: CompanyContext, anstNr: string) {
  requireReporter(ctx, anstNr);
  return requireEmployee(db, ctx, anstNr);
}

function recordEvent(
  db: Db,
  ctx: CompanyContext,
  at: Date,
  e: { compensationId: string; anstNr: string; handelse: string; details: Record<string, unknown> },
) {
  return repo.insertEvent(db, {
    ...e,
    ftgId: ctx.company.ftgId,
    userId: ctx.auth.user.id,
    userNamn: ctx.auth.user.namn,
    at,
  });
}

export async function listCompensations(
  db: Db,
  ctx: CompanyContext,
  anstNr: string,
  from: string,
  to: string,
) {
  await requireEmployee(db, ctx, anstNr);
  const rows = await repo.listCompensations(db, ctx.company.ftgId, anstNr, from, to);
  const flags = statusFlags(ctx);
  const manager = actsAsManager(ctx, anstNr);
  return {
    AnstNr: anstNr,
    From: from,
    To: to,
    Rader: rows.map((r) => presentCompensation(r, flags, manager)),
  };
}

export async function createCompensation(db: Db, ctx: CompanyContext, v: CompensationValues, now: Date) {
  const employee = await reportableEmployee(db, ctx, v.AnstNr);
  await checkValues(db, ctx, employee, v);
  const flags = statusFlags(ctx);
  const { user } = ctx.auth;
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertCompensation(tx, {
      ...columnsOf(v),
      ftgId: ctx.company.ftgId,
      status: initialStatus(flags),
      kalla: 'MANUELL',
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    await recordEvent(tx, ctx, now, {
      compensationId: inserted.id,
      anstNr: v.AnstNr,
      handelse: 'CREATE',
      details: { ...v },
    });
    return inserted;
  });
  return presentCompensation(row, flags, actsAsManager(ctx, v.AnstNr));
}

/** A row the caller may change: in scope, open to them, at the version they read. */
async function editableRow(db: Db, ctx: CompanyContext, id: string, version: number) {
  const row = await repo.findCompensation(db, ctx.company.ftgId, id);
  if (!row) throw new ApiError('NotFound');
  const employee = await reportableEmployee(db, ctx, row.anstNr);
  if (
    compensationLock(
      { Status: row.status, Kalla: row.kalla },
      statusFlags(ctx),
      actsAsManager(ctx, row.anstNr),
    )
  )
    throw new ApiError('CompensationNotEditable');
  if (row.version !== version) throw new ApiError('VersionConflict');
  return { row, employee };
}

export async function updateCompensation(
  db: Db,
  ctx: CompanyContext,
  id: string,
  v: CompensationValues,
  version: number,
  now: Date,
) {
  const { row, employee } = await editableRow(db, ctx, id, version);
  if (v.AnstNr !== row.anstNr)
    throw new ApiError('ValidationFailed', { details: [{ Field: 'AnstNr', Code: 'validation.invalid' }] });
  await checkValues(db, ctx, employee, v);
  const { user } = ctx.auth;
  const updated = await db.transaction(async (tx) => {
    const after = await repo.updateCompensation(tx, ctx.company.ftgId, id, version, {
      ...columnsOf(v),
      updatedBy: user.id,
      updatedByNamn: user.namn,
      updatedAt: now,
    });
    if (!after) throw new ApiError('VersionConflict');
    const before = presentCompensation(row, statusFlags(ctx), true);
    const changed = Object.fromEntries(
      Object.entries(presentCompensation(after, statusFlags(ctx), true))
        .filter(([k, value]) => k in v && before[k as keyof Compensation] !== value)
        .map(([k, value]) => [k, { from: before[k as keyof Compensation], to: value }]),
    );
    await recordEvent(tx, ctx, now, {
      compensationId: id,
      anstNr: row.anstNr,
      handelse: 'UPDATE',
      details: changed,
    });
    return after;
  });
  return presentCompensation(updated, statusFlags(ctx), actsAsManager(ctx, row.anstNr));
}

/** Deletes the row and records its values; returns whose it was. */
export async function deleteCompensation(
  db: Db,
  ctx: CompanyContext,
  id: string,
  version: number,
  now: Date,
) {
  const { row } = await editableRow(db, ctx, id, version);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteCompensation(tx, ctx.company.ftgId, id, version)))
      throw new ApiError('VersionConflict');
    await recordEvent(tx, ctx, now, {
      compensationId: id,
      anstNr: row.anstNr,
      handelse: 'DELETE',
      details: { ...presentCompensation(row, statusFlags(ctx), true) },
    });
  });
  return row.anstNr;
}

/** Stores a receipt's file for an employee the caller reports for, after its checks. */
export async function uploadReceipt(
  db: Db,
  ctx: CompanyContext,
  upload: { AnstNr: string; Content: string; FileName: string },
  now: Date,
): Promise<Receipt> {
  await reportableEmployee(db, ctx, upload.AnstNr);
  const raw = decodeUpload(upload.Content);
  const mime = await checkReceiptFile(raw);
  // A name is shown and given back on download: no path, no control characters.
  const filnamn = [...upload.FileName.replace(/^.*[\\/]/, '')]
    .filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 200);
  const Id = await repo.insertReceipt(db, {
    ftgId: ctx.company.ftgId,
    anstNr: upload.AnstNr,
    mime,
    filnamn,
    storlek: raw.length,
    content: raw,
    createdBy: ctx.auth.user.id,
    createdAt: now,
  });
  return { Id, Typ: mime, Filnamn: filnamn, Storlek: raw.length };
}

/** A receipt's file for someone who may see its employee's rows. */
export async function readReceipt(db: Db, ctx: CompanyContext, id: string) {
  const receipt = await repo.findReceipt(db, ctx.company.ftgId, id, true);
  if (!receipt?.content) throw new ApiError('NotFound');
  await requireEmployee(db, ctx, receipt.anstNr);
  return receipt as typeof receipt & { content: Buffer };
}

/** A scan that read nothing: every field for the employee to type. */
const NOTHING_READ: ScanResponse = {
  TransactionDate: null,
  Total: null,
  Tax: null,
  TaxByRate: {},
  ReceiptTypeCronaStdText: null,
  Currency: DEFAULT_CURRENCY,
  MerchantName: null,
};

/**
 * What a receipt says (POST /receipts/scan), for the form to propose: read from a photo by text
 * recognition, a second time as one block of text when the first reading finds no date or total.
 * A file it cannot read (a PDF, a HEIC photo this server cannot decode) reads as nothing.
 */
export async function scanReceipt(
  ocr: ReceiptOcr,
  content: string,
  readPdf: (bytes: Uint8Array) => Promise<string>,
): Promise<ScanResponse> {
  const raw = decodeUpload(content);
  const mime = await checkReceiptFile(raw);
  try {
    // A PDF receipt holds its text: read, not recognised.
    if (mime === 'application/pdf') return readReceiptText(await readPdf(raw));
    const first = readReceiptText(await ocr.read(raw));
    if (first.TransactionDate !== null && first.Total !== null) return first;
    const second = readReceiptText(await ocr.read(raw, true));
    const better = second.TransactionDate !== null && second.Total !== null ? second : first;
    const other = better === first ? second : first;
    return Object.fromEntries(
      Object.entries(better).map(([key, value]) => [key, value ?? other[key as keyof ScanResponse]]),
    ) as ScanResponse;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return NOTHING_READ;
  }
}
