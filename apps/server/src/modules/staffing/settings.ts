// GET and PUT /bemanna/installningar: the working-time rules the company plans by (DOMAIN §4): a
// preset of the agreements and what the company changes of it; what it leaves out is the preset's
// (domain working-time/agreements.ts). Those who keep the registers change it.
import type { FastifyInstance } from 'fastify';
import { AVTAL_REGLER, can } from '@lonportal/domain';
import { type Bemanningsinstallningar } from '@lonportal/domain/staffing/index';
import type { CompanyContext } from '../../plugins/access/index';
import { writeAudit } from '../../plugins/access/store';
import { ApiError } from '../../plugins/errors';
import { announce } from './announce';
import * as repo from './repository';

const present = (r: repo.SettingsRow | null): Bemanningsinstallningar => ({
  Avtal: (r?.avtal ?? 'ATL') as Bemanningsinstallningar['Avtal'],
  Dygnsbryt: r?.dygnsbryt ?? '00:00',
  ...(r?.dygnsvilaPer ? { DygnsvilaPer: r.dygnsvilaPer as 'LOPANDE' | 'DYGN' } : {}),
  SnittVeckor: r?.snittVeckor ?? 1,
  SammanlagdTid: r?.sammanlagdTid ?? false,
  BytesgransTimmar: r?.bytesgransTimmar ?? 24,
  Version: r?.version ?? 0,
});

export const readSettings = async (app: FastifyInstance, ctx: CompanyContext) =>
  present(await repo.findSettings(app.db, ctx.company.ftgId));

export async function saveSettings(
  app: FastifyInstance,
  ctx: CompanyContext,
  v: Bemanningsinstallningar,
  at: Date,
): Promise<Bemanningsinstallningar> {
  if (!can('editRegisters', ctx.access)) throw new ApiError('RoleNotAllowed');
  const preset = AVTAL_REGLER[v.Avtal];
  const ftgId = ctx.company.ftgId;
  const values = {
    avtal: v.Avtal,
    dygnsbryt: v.Dygnsbryt ?? preset.dygnsbryt,
    // The reading of 13 § (ADR 0030): stored only where it is not the preset's.
    dygnsvilaPer:
      v.DygnsvilaPer === undefined || v.DygnsvilaPer === preset.dygnsvilaPer ? null : v.DygnsvilaPer,
    snittVeckor: v.SnittVeckor,
    sammanlagdTid: v.SammanlagdTid,
    bytesgransTimmar: v.BytesgransTimmar,
  };
  const saved = await app.db.transaction(async (tx) => {
    const row = await repo.saveSettingsRow(tx, ftgId, v.Version, values);
    if (!row) throw new ApiError('VersionConflict');
    await writeAudit(tx, {
      at,
      userId: ctx.auth.user.id,
      ftgId,
      action: 'staffingSettings.updated',
      details: { ...v },
    });
    return row;
  });
  // The rules change every warning the planners show.
  await announce(app, ftgId, ['staffingSettings']);
  return present(saved);
}
