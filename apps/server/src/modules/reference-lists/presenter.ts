// The company's reference data as SPEC §7's lists name it.
import type {
  listArbScheman,
  listHolidays,
  listLonKoder,
  listPerSchema,
  listTidKoder,
} from '../../shared/reference-reads';
import type { listBemuppgifter, listResultatenheter } from './repository';

type Row<F extends (...args: never[]) => PromiseLike<readonly unknown[]>> = Awaited<ReturnType<F>>[number];

export const presentTimeCode = (k: Row<typeof listTidKoder>) => ({
  TidKod: k.tidKod,
  BenText: k.benText,
  Typ: k.typ,
  Grupper: k.grupper,
  PaxmlKod: k.paxmlKod ?? '',
  LonKod: k.lonKod ?? '',
});

export const presentPayCode = (k: Row<typeof listLonKoder>) => ({
  LonKod: k.lonKod,
  BenText: k.benText,
  Typ: k.typ,
  Enhet: k.enhet,
  Apris: k.aprisOre === null ? null : k.aprisOre / 100,
  Grupper: k.grupper,
  KvittoKravs: k.kvittoKravs,
});

/** The result units by dimension (ResEnh1 to ResEnh6). */
export function presentResultUnits(rows: readonly Row<typeof listResultatenheter>[]) {
  const dim = (n: number) => rows.filter((r) => r.dim === n).map((r) => ({ Kod: r.kod, Namn: r.namn }));
  return {
    ResEnh1: dim(1),
    ResEnh2: dim(2),
    ResEnh3: dim(3),
    ResEnh4: dim(4),
    ResEnh5: dim(5),
    ResEnh6: dim(6),
  };
}

export const presentSchedule = (s: Row<typeof listArbScheman>) => ({
  ArbSchema: s.arbSchema,
  BenText: s.benText,
  Dagar: s.dagar,
  StartTid: s.startTid,
  RotationStart: s.rotationStart ?? '',
  Stangd: s.stangd,
});

export const presentHoliday = (h: Row<typeof listHolidays>) => ({ Datum: h.datum, Namn: h.namn, Typ: h.typ });

export const presentSchedulePeriod = (p: Row<typeof listPerSchema>) => ({
  FromDatum: p.fromDatum,
  UseArbSchema: p.useArbSchema,
  ArbSchema: p.arbSchema,
});

export const presentStaffingTask = (b: Row<typeof listBemuppgifter>) => ({
  Bemuppgift: b.bemuppgift,
  BenText: b.benText,
  Avdelning: b.avdelning ?? '',
  Kompetenser: b.kompetenser,
  Egenskaper: b.egenskaper,
});
