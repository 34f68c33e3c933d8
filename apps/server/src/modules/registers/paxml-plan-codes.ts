// The codes, result units, dimension names and schedule days of a PAXml file as an import plans them.
import {
  isTimeCodeId,
  PORTAL_DIMENSIONS,
  type PaxmlImportRequest,
  type PaxmlRegisters,
} from '@lonportal/domain';
import { elapsedMinutes } from '@lonportal/domain/dates';
import { errorRow, mergeRow } from './import-merge';
import type { Plan } from './import-plan';
import type * as repo from './import-repository';

export function planCodes(
  file: PaxmlRegisters,
  state: repo.ImportState,
  req: PaxmlImportRequest,
  plan: Plan,
) {
  for (const k of file.Koder) {
    const tid = state.tidKoder.get(k.Id);
    const lon = state.lonKoder.get(k.Id);
    const existing = tid ? 'tid' : lon ? 'lon' : null;
    const synced = { BenText: k.Namn };
    const syncKey = { register: 'koder', kod: k.Id };
    if (!existing) {
      plan.codes.push({
        id: k.Id,
        existing,
        values: { benText: k.Namn },
        synced,
        syncKey,
        row: {
          Sektion: 'koder',
          Nyckel: k.Id,
          Namn: k.Namn,
          Typ: 'NY',
          Falt: [],
          Orsak: isTimeCodeId(k.Id) ? 'newTimeCode' : 'newPayCode',
        },
      });
      continue;
    }
    const portal = { BenText: (tid ?? lon)!.benText };
    const merged = mergeRow(
      'koder',
      k.Id,
      ['BenText'],
      portal,
      state.sync.get(`koder:${k.Id}`),
      synced,
      req.Beslut,
    );
    plan.codes.push({
      id: k.Id,
      existing,
      values: merged.undecided > 0 ? null : { benText: merged.values.BenText },
      synced,
      syncKey,
      row: {
        Sektion: 'koder',
        Nyckel: k.Id,
        Namn: portal.BenText,
        Typ: merged.conflicts ? 'KONFLIKT' : 'ANDRAD',
        Falt: merged.falt,
        Orsak: merged.falt.length ? '' : 'same',
      },
    });
  }
}

export function planUnits(
  file: PaxmlRegisters,
  state: repo.ImportState,
  req: PaxmlImportRequest,
  plan: Plan,
) {
  for (const u of file.Resultatenheter) {
    const key = `${u.Dim}:${u.Id}`;
    if (u.Dim > PORTAL_DIMENSIONS) {
      plan.errors.push(errorRow('resultatenheter', key, u.Namn, 'dimensionNotUsed'));
      continue;
    }
    const existing = state.units.get(key);
    const synced = { Namn: u.Namn };
    const syncKey = { register: 'resultatenheter', kod: key };
    if (!existing) {
      if (u.Delete) continue;
      plan.units.push({
        dim: u.Dim,
        id: u.Id,
        isNew: true,
        values: { namn: u.Namn, stangd: false },
        synced,
        syncKey,
        row: { Sektion: 'resultatenheter', Nyckel: key, Namn: u.Namn, Typ: 'NY', Falt: [], Orsak: '' },
      });
      continue;
    }
    const merged = mergeRow(
      'resultatenheter',
      key,
      ['Namn'],
      { Namn: existing.namn },
      state.sync.get(`resultatenheter:${key}`),
      synced,
      req.Beslut,
    );
    const closes = u.Delete && !existing.stangd;
    plan.units.push({
      dim: u.Dim,
      id: u.Id,
      isNew: false,
      values: merged.undecided > 0 ? null : { namn: merged.values.Namn, stangd: existing.stangd || u.Delete },
      synced,
      syncKey,
      row: {
        Sektion: 'resultatenheter',
        Nyckel: key,
        Namn: existing.namn,
        Typ: merged.conflicts ? 'KONFLIKT' : closes ? 'AVSLUTAD' : 'ANDRAD',
        Falt: merged.falt,
        Orsak: merged.falt.length || closes ? '' : 'same',
      },
    });
  }
}

export function planDimensions(
  file: PaxmlRegisters,
  state: repo.ImportState,
  req: PaxmlImportRequest,
  plan: Plan,
) {
  for (const d of file.Dimensioner) {
    const key = String(d.Dim);
    if (d.Dim > PORTAL_DIMENSIONS) {
      plan.errors.push(errorRow('dimensioner', key, d.Namn, 'dimensionNotUsed'));
      continue;
    }
    const portal = { Namn: state.dimensionNames[d.Dim - 1] ?? '' };
    const synced = { Namn: d.Namn };
    const merged = mergeRow(
      'dimensioner',
      key,
      ['Namn'],
      portal,
      state.sync.get(`dimensioner:${key}`),
      synced,
      req.Beslut,
    );
    plan.dimensions.push({
      dim: d.Dim,
      values: merged.undecided > 0 ? null : { namn: merged.values.Namn },
      synced,
      syncKey: { register: 'dimensioner', kod: key },
      row: {
        Sektion: 'dimensioner',
        Nyckel: key,
        Namn: d.Namn,
        Typ: merged.conflicts ? 'KONFLIKT' : 'ANDRAD',
        Falt: merged.falt,
        Orsak: merged.falt.length ? '' : 'same',
      },
    });
  }
}

/** A scheduled day's hours: as the file gives them, else from its start and end, else none. */
const hoursOf = (d: {
  Datum: string;
  StartTid: string | null;
  SlutTid: string | null;
  Timmar: number | null;
}) => d.Timmar ?? (d.StartTid && d.SlutTid ? (elapsedMinutes(d.Datum, d.StartTid, d.SlutTid) ?? 0) / 60 : 0);

export function planDays(file: PaxmlRegisters, state: repo.ImportState, plan: Plan) {
  const byPersNr = new Map(state.employees.filter((e) => e.persNr).map((e) => [e.persNr!, e.anstNr]));
  const newcomers = new Set(plan.persons.filter((p) => p.isNew).map((p) => p.anstNr));
  for (const s of file.Scheman) {
    const anstNr = s.AnstNr || (s.PersNr ? byPersNr.get(s.PersNr) : undefined) || '';
    if (!anstNr || !(state.employeeByAnstNr.has(anstNr) || newcomers.has(anstNr))) {
      plan.errors.push(errorRow('schematransaktioner', anstNr || s.PersNr, '', 'unknownEmployee'));
      continue;
    }
    let changed = 0;
    for (const d of s.Dagar) {
      const row = {
        anstNr,
        datum: d.Datum,
        startTid: d.StartTid,
        slutTid: d.SlutTid,
        timmar: Math.round(hoursOf(d) * 100) / 100,
      };
      const had = state.days.get(`${anstNr}:${d.Datum}`);
      if (had && had.timmar === row.timmar && had.startTid === row.startTid && had.slutTid === row.slutTid) {
        plan.dayCounts.same++;
        continue;
      }
      changed++;
      plan.dayCounts.changed++;
      plan.days.push(row);
    }
    const who = state.employeeByAnstNr.get(anstNr);
    if (changed > 0)
      plan.scheduleRows.push({
        Sektion: 'schematransaktioner',
        Nyckel: anstNr,
        Namn: who ? `${who.foNamn} ${who.efNamn}` : '',
        Typ: 'ANDRAD',
        Falt: [{ Falt: 'Schemadagar', Portal: '', Fil: String(changed), Utfall: 'TAKE_FILE' }],
        Orsak: '',
      });
  }
}
