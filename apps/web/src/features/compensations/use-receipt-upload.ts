import { useState, type ChangeEvent } from 'react';
import { errorMessageKey } from '../../lib/api-client';
import { fetchFile } from '../../lib/file-transfer';
import { base64Of, readReceiptFile, type ReceiptFile } from '../../lib/receipt-file';
import { receiptUrl, uploadReceipt } from './api';

interface Options {
  ftgId: string;
  anstNr: string;
  /** The receipt on the row now, if any. */
  receiptId: string | null | undefined;
  /** Puts the stored receipt's id on the row (null: none). */
  onStored: (receiptId: string | null) => void;
  /** Whether a file is on its way to the server (the row waits for it). */
  onBusyChange: (busy: boolean) => void;
  /** A chosen receipt is read at once (Plus, auto scan on). */
  scanAtOnce: boolean;
}

/**
 * A row's receipt (SPEC §5 uploads): a chosen file checked and sent at once, the problem when it
 * is refused, and the receipt to read (the chosen file, or the stored one fetched back).
 */
export function useReceiptUpload({ ftgId, anstNr, receiptId, onStored, onBusyChange, scanAtOnce }: Options) {
  const [file, setFile] = useState<ReceiptFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState<ReceiptFile | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    const read = await readReceiptFile(chosen);
    if ('problem' in read) return setProblem(read.problem);
    setUploading(true);
    onBusyChange(true);
    try {
      const stored = await uploadReceipt(anstNr, read.file);
      setFile(read.file);
      onStored(stored.Id);
      if (scanAtOnce) setScanning(read.file);
    } catch (err) {
      setProblem(errorMessageKey(err));
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  };

  /** Reads the receipt on screen: the chosen file, or the stored one fetched back. */
  const scan = async () => {
    if (file) return setScanning(file);
    if (!receiptId) return;
    try {
      const blob = await fetchFile(receiptUrl(ftgId, receiptId));
      setScanning({ content: base64Of(new Uint8Array(await blob.arrayBuffer())), type: blob.type, name: '' });
    } catch (err) {
      setProblem(errorMessageKey(err));
    }
  };

  const remove = () => {
    setFile(null);
    setProblem(null);
    onStored(null);
  };

  return { file, uploading, problem, scanning, setScanning, choose, scan, remove };
}
