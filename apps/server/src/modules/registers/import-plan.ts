// The plan of an import (paxml-import.ts makes it, import-repository.ts stores it): each row of the
// file with its preview row, the values to store once decided, and what payroll had.
import type { ImportRow } from '@lonportal/domain';

/** A person's fields the import merges, as the register holds them ('' for none). */
export const PERSON_FIELDS = [
  'FoNamn',
  'EfNamn',
  'PersNr',
  'Email',
  'Phone',
  'AnstDatum',
  'SlutDatum',
  'ResEnhet1',
  'ResEnhet2',
  'ResEnhet3',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
export type PersonValues = Record<PersonField, string>;

/** A dated schedule day to store. */
export interface DayRow {
  anstNr: string;
  datum: string;
  startTid: string | null;
  slutTid: string | null;
  timmar: number;
}

/** The values the import stores: the file's, or the portal's where it keeps them. */
export interface Change<V> {
  row: ImportRow;
  /** The values to store (field → value) once decided; null for a row stored as it is or not at all. */
  values: V | null;
  /** What the file had, to remember as what payroll has (register_sync). */
  synced: Record<string, string>;
  /** The sync row to write: the key of register_sync. */
  syncKey: { register: string; kod: string } | null;
}

export interface Plan {
  persons: (Change<PersonValues> & { anstNr: string; isNew: boolean })[];
  codes: (Change<{ benText: string }> & { id: string; existing: 'tid' | 'lon' | null })[];
  units: (Change<{ namn: string; stangd: boolean }> & { dim: number; id: string; isNew: boolean })[];
  dimensions: (Change<{ namn: string }> & { dim: number })[];
  days: DayRow[];
  /** One row per person whose schedule days change. */
  scheduleRows: ImportRow[];
  dayCounts: { changed: number; same: number };
  errors: ImportRow[];
}
