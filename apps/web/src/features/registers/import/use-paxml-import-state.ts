import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  PAXML_IMPORT_MAX_BYTES,
  type ImportResult,
  type PaxmlImportRequest,
} from '@lonportal/domain/registers/paxml-import';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { isApiError } from '../../../lib/api-client';
import { usePaxmlImport } from '../api/imports';
import { conflictKeys, type Decision, type Decisions } from './PaxmlRows';
import type { ImportFile } from './import-file';
import { useImportFile } from './use-import-file';

/** The code groups the file's time and pay codes are put in (PaxmlImportRequest). */
export interface PaxmlGroups {
  TidKodGrupp: string;
  LonKodGrupp: string;
}

/**
 * The decisions on a preview's conflicts (DOMAIN §12): each the portal's value or the file's, and
 * how many are still to be made.
 */
function useDecisions(current: ImportResult | null) {
  const [made, setMade] = useState<Decisions>({});
  const conflicts = current ? conflictKeys(current) : [];
  return {
    made,
    conflicts,
    undecided: conflicts.filter((k) => !made[k]).length,
    decide: (key: string, decision: Decision) => setMade((d) => ({ ...d, [key]: decision })),
    takeFileForAll: () => setMade(Object.fromEntries(conflicts.map((k) => [k, 'FIL' as const]))),
    /** A new preview: `again` keeps what was decided, for the conflicts it still has. */
    renew: (result: ImportResult, again: boolean) => {
      const keys = new Set(conflictKeys(result));
      setMade((d) => (again ? Object.fromEntries(Object.entries(d).filter(([k]) => keys.has(k))) : {}));
    },
    /** The request's Beslut: the decision on each of the preview's conflicts. */
    beslut: () => (current ? Object.fromEntries(conflictKeys(current).map((k) => [k, made[k]!])) : {}),
  };
}

/** The request for the chosen file and groups: a preview's, or the import's with its decisions. */
const requestOf = (
  file: ImportFile | null,
  groups: PaxmlGroups,
  Beslut: PaxmlImportRequest['Beslut'],
  HoppaOverFel: boolean,
): PaxmlImportRequest => ({
  Filnamn: file?.name ?? '',
  Innehall: file?.content ?? '',
  TidKodGrupp: groups.TidKodGrupp.trim(),
  LonKodGrupp: groups.LonKodGrupp.trim(),
  Beslut,
  HoppaOverFel,
});

/** What a preview is made from, the file and the groups: another of either makes it stale. */
const previewKey = (file: ImportFile | null, groups: PaxmlGroups) =>
  file ? JSON.stringify([file.name, file.size, groups.TidKodGrupp, groups.LonKodGrupp]) : '';

/**
 * The registers changed since the preview (another administrator's save, another import): the file
 * is compared anew, and the new conflicts or wrong rows show to be decided.
 */
const changedSincePreview = (err: unknown) =>
  isApiError(err, ERRORS.ImportDecisionsMissing.code) || isApiError(err, ERRORS.ImportRowsWrong.code);

/**
 * The PAXml import's steps (DOMAIN §12, ADR 0029): the groups and the file, their preview (stale
 * once another file or other groups are chosen), the decisions and the wrong rows left out, and the
 * import; nothing is stored until the person has seen what changes.
 */
export function usePaxmlImportState(ftgId: string) {
  const run = usePaxmlImport(ftgId);
  const { control } = useForm<PaxmlGroups>({ defaultValues: { TidKodGrupp: '', LonKodGrupp: '' } });
  const groups = useWatch({ control }) as PaxmlGroups;
  // The preview, and what it was made from: another file or other groups make it stale.
  const [preview, setPreview] = useState<{ result: ImportResult; of: string } | null>(null);
  const [stored, setStored] = useState<ImportResult | null>(null);
  const [skipWrong, setSkipWrong] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const choice = useImportFile(PAXML_IMPORT_MAX_BYTES, {
    chosen: () => {
      setError(null);
      setStored(null);
    },
  });
  const { file } = choice;
  const previewOf = previewKey(file, groups);
  const current = preview?.of === previewOf ? preview.result : null;
  const decisions = useDecisions(current);

  const body = (store: boolean) =>
    requestOf(file, groups, store ? decisions.beslut() : {}, store && skipWrong);

  /** A preview of the file; `again` keeps what was decided, for the conflicts the new one still has. */
  const previewFile = (again = false) => {
    if (!again) setError(null);
    run.mutate(
      { body: body(false), store: false },
      {
        onSuccess: (result) => {
          setPreview({ result, of: previewOf });
          decisions.renew(result, again);
          if (!again) setSkipWrong(false);
        },
        onError: setError,
      },
    );
  };

  const importFile = () => {
    setError(null);
    run.mutate(
      { body: body(true), store: true },
      {
        onSuccess: (result) => {
          setStored(result);
          setPreview(null);
          choice.clear();
        },
        onError: (err) => {
          setError(err);
          if (changedSincePreview(err)) previewFile(true);
        },
      },
    );
  };

  const wrong = current?.Antal.Fel ?? 0;
  return {
    control,
    choice,
    pending: run.isPending,
    error,
    current,
    stored,
    decisions,
    skipWrong,
    setSkipWrong,
    wrong,
    blocked: decisions.undecided > 0 || (wrong > 0 && !skipWrong),
    previewFile,
    importFile,
  };
}

export type PaxmlImportState = ReturnType<typeof usePaxmlImportState>;
