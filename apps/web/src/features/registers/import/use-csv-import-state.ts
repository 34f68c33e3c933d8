import { useState } from 'react';
import { EMPLOYEE_CSV_MAX_BYTES, type EmployeeCsvResult } from '@lonportal/domain/registers/employee-csv';
import { useEmployeeCsvImport } from '../api/imports';
import type { ImportFile } from './import-file';
import { useImportFile } from './use-import-file';

/**
 * The CSV import's steps (ADR 0029): the file, previewed at once (the import has nothing else to
 * set), the wrong rows left out, and the import; nothing is stored until every row is right or the
 * person leaves out the wrong ones.
 */
export function useCsvImportState(ftgId: string) {
  const run = useEmployeeCsvImport(ftgId);
  const [preview, setPreview] = useState<EmployeeCsvResult | null>(null);
  const [stored, setStored] = useState<EmployeeCsvResult | null>(null);
  const [skipWrong, setSkipWrong] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const send = (chosen: ImportFile, store: boolean, onSuccess: (result: EmployeeCsvResult) => void) => {
    setError(null);
    run.mutate(
      {
        body: { Filnamn: chosen.name, Innehall: chosen.content, HoppaOverFel: store && skipWrong },
        store,
      },
      { onSuccess, onError: setError },
    );
  };

  const choice = useImportFile(EMPLOYEE_CSV_MAX_BYTES, {
    chosen: () => {
      setStored(null);
      setPreview(null);
      setError(null);
    },
    read: (read) =>
      send(read, false, (result) => {
        setPreview(result);
        setSkipWrong(false);
      }),
  });

  const importFile = () => {
    if (choice.file)
      send(choice.file, true, (result) => {
        setStored(result);
        setPreview(null);
        choice.clear();
      });
  };

  const wrongRows = new Set(preview?.Fel.map((f) => f.Rad)).size;
  return {
    choice,
    pending: run.isPending,
    error,
    preview,
    stored,
    skipWrong,
    setSkipWrong,
    wrongRows,
    blocked: !preview || preview.Ratt === 0 || (wrongRows > 0 && !skipWrong),
    importFile,
  };
}

export type CsvImportState = ReturnType<typeof useCsvImportState>;
