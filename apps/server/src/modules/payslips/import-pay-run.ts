// POST /lonebesked/import(/preview): a pay run from the payroll program (DOMAIN §12 LÖNUT). The
// preview lists the periods, who the payslips and balances were matched to (by AnstNr and
// personnummer) and who not; the import stores the matched ones in one transaction and publishes
// them: each employee sees theirs from its pay day and is told then (announce.ts). Importing a
// period again replaces the payslips of the people in the file, without duplicates; the period's
// others stay (a correction file of one person touches that person only).
import type { FastifyInstance } from 'fastify';
import type { PayRunImportRequest, PayRunImportResult, Saldo } from '@lonportal/domain/payslips/index';
import { normaliseOrgnr } from '@lonportal/domain';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { decodeUpload } from '../../shared/uploads';
import { announceDuePayslips } from './announce';
import { readLonut, type LonutFile, type LonutPerson } from './lonut-read';
import * as repo from './repository';

type Employee = Awaited<ReturnType<typeof repo.employeesMatching>>[number];
type Match = { employee: Employee } | { orsak: 'OKAND' | 'PERSNR_SKILJER' };

/** All but the last four digits hidden: the preview names who, not their whole identity number. */
const maskPersNr = (persNr: string) =>
  persNr ? `${'•'.repeat(Math.max(0, persNr.length - 4))}${persNr.slice(-4)}` : '';

/**
 * The employee a payslip is for: the one with its AnstNr, unless the file's personnummer is
 * another's (a payslip never goes to the wrong person); the one with its personnummer where the
 * AnstNr is unknown or missing.
 */
function matcher(staff: readonly Employee[]) {
  const byAnstNr = new Map(staff.map((e) => [e.anstNr, e]));
  const byPersNr = new Map(staff.filter((e) => e.persNr).map((e) => [e.persNr!, e]));
  return (p: LonutPerson): Match => {
    const employee = byAnstNr.get(p.AnstNr) ?? byPersNr.get(p.PersNr);
    if (!employee) return { orsak: 'OKAND' };
    if (p.PersNr && employee.persNr && employee.persNr !== p.PersNr) return { orsak: 'PERSNR_SKILJER' };
    return { employee };
  };
}

async function planOf(app: FastifyInstance, ctx: CompanyContext, file: LonutFile) {
  const ftgId = ctx.company.ftgId;
  const people = [...file.Lonebesked, ...file.Saldon];
  const staff = await repo.employeesMatching(
    app.db,
    ftgId,
    people.map((p) => p.AnstNr).filter(Boolean),
    people.map((p) => p.PersNr).filter(Boolean),
  );
  const match = matcher(staff);
  const periods = new Map<
    string,
    { PeriodText: string; BetalDatum: string; payslips: Map<string, LonutFile['Lonebesked'][number]> }
  >();
  // One balance per employee and date (a payslip's and a `saldo` of its pay day): the last in the file.
  const saldon = new Map<string, { anstNr: string; saldo: Saldo }>();
  const addSaldo = (anstNr: string, saldo: Saldo) =>
    saldon.set(`${anstNr}|${saldo.Datum}`, { anstNr, saldo });
  const matched = new Map<string, { AnstNr: string; Namn: string; Lonebesked: number; Saldon: number }>();
  const unmatched = new Map<string, PayRunImportResult['Omatchade'][number]>();
  const take = (p: LonutPerson, kind: 'Lonebesked' | 'Saldon'): Employee | undefined => {
    const m = match(p);
    if ('orsak' in m) {
      unmatched.set(`${p.AnstNr}|${p.PersNr}`, {
        AnstNr: p.AnstNr,
        PersNr: maskPersNr(p.PersNr),
        Namn: p.Namn,
        Orsak: m.orsak,
      });
      return undefined;
    }
    const e = m.employee;
    const row = matched.get(e.anstNr) ?? {
      AnstNr: e.anstNr,
      Namn: `${e.foNamn} ${e.efNamn}`.trim(),
      Lonebesked: 0,
      Saldon: 0,
    };
    row[kind] += 1;
    matched.set(e.anstNr, row);
    return e;
  };
  for (const p of file.Lonebesked) {
    const period = periods.get(p.data.PeriodId) ?? {
      PeriodText: p.data.PeriodText,
      BetalDatum: p.data.BetalDatum,
      payslips: new Map(),
    };
    if (p.data.BetalDatum < period.BetalDatum) period.BetalDatum = p.data.BetalDatum;
    periods.set(p.data.PeriodId, period);
    const e = take(p, 'Lonebesked');
    if (!e) continue;
    // One payslip per employee and period: a second of the same replaces the first, as a new import would.
    period.payslips.set(e.anstNr, p);
    if (p.saldo) addSaldo(e.anstNr, p.saldo);
  }
  for (const s of file.Saldon) {
    const e = take(s, 'Saldon');
    if (e) addSaldo(e.anstNr, s.saldo);
  }
  const [runs, existing] = await Promise.all([
    repo.runsOf(app.db, ftgId, [...periods.keys()]),
    repo.existingPayslips(app.db, ftgId, [...periods.keys()]),
  ]);
  const earlier = new Set(runs.map((r) => r.periodId));
  const had = new Set(existing.map((e) => `${e.periodId}|${e.anstNr}`));
  const result = (Publicerad: boolean): PayRunImportResult => ({
    Publicerad,
    Perioder: [...periods].map(([PeriodId, p]) => ({
      PeriodId,
      PeriodText: p.PeriodText,
      BetalDatum: p.BetalDatum,
      Lonebesked: p.payslips.size,
      Ersatter: earlier.has(PeriodId),
      Ersatta: [...p.payslips.keys()].filter((anstNr) => had.has(`${PeriodId}|${anstNr}`)).length,
    })),
    Matchade: [...matched.values()].sort((a, b) => a.AnstNr.localeCompare(b.AnstNr, 'sv')),
    Omatchade: [...unmatched.values()],
    Saldon: saldon.size,
  });
  return { periods, saldon: [...saldon.values()], result };
}

/** The file, checked: of this company, with something to import, every payslip with a pay day. */
async function fileOf(ctx: CompanyContext, req: PayRunImportRequest): Promise<LonutFile> {
  const file = await readLonut(decodeUpload(req.Innehall));
  if (file.Orgnr && normaliseOrgnr(file.Orgnr) !== ctx.company.orgnr)
    throw new ApiError('ImportWrongCompany', { details: [{ Field: 'foretagorgnr', Code: file.Orgnr }] });
  if (file.Lonebesked.length === 0 && file.Saldon.length === 0)
    throw new ApiError('ImportFileInvalid', { details: [{ Field: 'loneutbetalning', Code: 'empty' }] });
  const undated = file.Lonebesked.find((p) => p.data.BetalDatum === '');
  if (undated)
    throw new ApiError('ImportFileInvalid', {
      details: [{ Field: 'betaldatum', Code: undated.AnstNr || 'missing' }],
    });
  return file;
}

export async function previewPayRun(
  app: FastifyInstance,
  ctx: CompanyContext,
  req: PayRunImportRequest,
): Promise<PayRunImportResult> {
  const { result } = await planOf(app, ctx, await fileOf(ctx, req));
  return result(false);
}

export async function importPayRun(
  app: FastifyInstance,
  ctx: CompanyContext,
  req: PayRunImportRequest,
): Promise<PayRunImportResult> {
  const { periods, saldon, result } = await planOf(app, ctx, await fileOf(ctx, req));
  const now = app.now();
  const ftgId = ctx.company.ftgId;
  const answer = result(true);
  await app.db.transaction(async (tx) => {
    for (const [periodId, p] of periods) {
      const runId = await repo.upsertRun(tx, {
        ftgId,
        periodId,
        periodText: p.PeriodText,
        betalDatum: p.BetalDatum,
        filnamn: req.Filnamn,
        importedBy: ctx.auth.user.id,
        importedAt: now,
      });
      await repo.upsertPayslips(
        tx,
        ftgId,
        runId,
        [...p.payslips].map(([anstNr, slip]) => ({
          anstNr,
          betalDatum: slip.data.BetalDatum,
          data: slip.data,
        })),
      );
    }
    await repo.upsertBalances(tx, ftgId, saldon);
    await writeAudit(tx, {
      at: now,
      userId: ctx.auth.user.id,
      ftgId,
      action: 'payRun.imported',
      details: {
        Fil: req.Filnamn,
        Perioder: answer.Perioder.map((p) => p.PeriodId),
        Lonebesked: answer.Perioder.reduce((n, p) => n + p.Lonebesked, 0),
        Saldon: answer.Saldon,
        Omatchade: answer.Omatchade.length,
      },
    });
  });
  // Those whose pay day has come are told now; the others on their pay day (jobs/payslips.ts).
  await announceDuePayslips(app);
  return answer;
}
