import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ScanResponse } from '@lonportal/domain/compensations/receipt-text';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { errorMessageKey } from '../../lib/api-client';
import type { ReceiptFile } from '../../lib/receipt-file';
import { scanReceipt } from './api';

/** What the employee confirmed of the reading, to fill the row with. */
export interface ScanResult {
  scan: ScanResponse;
  /** The merchant and kind of purchase, as the row's text. */
  text: string;
}

export interface ScanFields {
  TransactionDate: string;
  Total: number | null;
  Tax: number | null;
  Currency: string | null;
  Text: string;
}

export type ScanState =
  { kind: 'scanning' } | { kind: 'read'; scan: ScanResponse } | { kind: 'failed'; messageKey: string };

/** "ICA Maxi · Livsmedel": what the receipt names, for the row's text. */
const merchantText = (scan: ScanResponse): string =>
  [scan.MerchantName, scan.ReceiptTypeCronaStdText].filter(Boolean).join(' · ');

/**
 * The receipt scan (SPEC §4 Receipt scan): the file read once the dialog opens (the reading
 * given up when it closes), its fields prefilled in a form, and what was confirmed of them.
 */
export function useReceiptScan(file: ReceiptFile, onConfirm: (result: ScanResult) => void) {
  const [state, setState] = useState<ScanState>({ kind: 'scanning' });
  const form = useForm<ScanFields>({
    defaultValues: { TransactionDate: '', Total: null, Tax: null, Currency: DEFAULT_CURRENCY, Text: '' },
  });
  const { reset, handleSubmit } = form;

  useEffect(() => {
    const abort = new AbortController();
    scanReceipt(file, abort.signal).then(
      (scan) => {
        reset({
          TransactionDate: scan.TransactionDate ?? '',
          Total: scan.Total,
          Tax: scan.Tax,
          Currency: scan.Currency || DEFAULT_CURRENCY,
          Text: merchantText(scan),
        });
        setState({ kind: 'read', scan });
      },
      (err: unknown) => {
        if (!abort.signal.aborted) setState({ kind: 'failed', messageKey: errorMessageKey(err) });
      },
    );
    return () => abort.abort();
  }, [file, reset]);

  const confirm = handleSubmit((v) => {
    if (state.kind !== 'read') return;
    onConfirm({
      scan: {
        ...state.scan,
        TransactionDate: v.TransactionDate || null,
        Total: v.Total,
        Tax: v.Tax,
        Currency: v.Currency ?? DEFAULT_CURRENCY,
      },
      text: v.Text.trim(),
    });
  });

  const nothingRead =
    state.kind === 'read' &&
    state.scan.TransactionDate === null &&
    state.scan.Total === null &&
    state.scan.Tax === null;

  return { state, control: form.control, confirm, nothingRead };
}
