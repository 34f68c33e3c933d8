import { useState } from 'react';
import { LONUT_IMPORT_MAX_BYTES, type PayRunImportResult } from '@lonportal/domain/payslips/index';
import { useImportFile, type ImportFile } from '../registers';
import { usePayRunImport } from './api/import-pay-run';

/** How many payslips a pay run's answer holds, over its periods. */
export const payslipCount = (result: PayRunImportResult): number =>
  result.Perioder.reduce((n, p) => n + p.Lonebesked, 0);

/**
 * The pay run's import (DOMAIN §12 LÖNUT), in the steps of the registers' imports (ADR 0029): the
 * file, previewed as soon as it is read (its periods, whom its payslips reach and whom not), then
 * published; nothing is stored before. Published, the file is done with.
 */
export function usePayRunImportState(ftgId: string) {
  const run = usePayRunImport(ftgId);
  const [preview, setPreview] = useState<PayRunImportResult | null>(null);
  const [published, setPublished] = useState<PayRunImportResult | null>(null);
  const [error, setError] = useState<unknown>(null);

  const send = (file: ImportFile, publish: boolean, onSuccess: (result: PayRunImportResult) => void) => {
    setError(null);
    run.mutate(
      { body: { Filnamn: file.name, Innehall: file.content }, publish },
      { onSuccess, onError: setError },
    );
  };

  const choice = useImportFile(LONUT_IMPORT_MAX_BYTES, {
    chosen: () => {
      setPreview(null);
      setPublished(null);
      setError(null);
    },
    read: (file) => send(file, false, setPreview),
  });

  const publish = () => {
    if (choice.file)
      send(choice.file, true, (result) => {
        setPublished(result);
        setPreview(null);
        choice.clear();
      });
  };

  return {
    choice,
    pending: run.isPending,
    error,
    preview,
    published,
    /** Nothing to publish: no preview yet, or no one in the file is an employee of the portal. */
    blocked: !preview || preview.Matchade.length === 0,
    publish,
  };
}

export type PayRunImportState = ReturnType<typeof usePayRunImportState>;
