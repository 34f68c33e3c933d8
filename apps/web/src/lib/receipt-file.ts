import {
  RECEIPT_MAX_BYTES,
  RECEIPT_MIME,
  sniffReceiptFormat,
} from '@lonportal/domain/compensations/receipt-file';

// A chosen receipt file, checked in the browser before it is sent (SPEC §5 uploads): the server
// checks it again, and more (pixels, a PDF's active content).

export type ReceiptProblem = 'errors.receiptTooLarge' | 'errors.invalidReceiptFile';

/** The chosen file as the upload sends it, or why it is refused: its bytes say what it is. */
export async function readReceiptFile(
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
): Promise<{ file: ReceiptFile } | { problem: ReceiptProblem }> {
  if (file.size > RECEIPT_MAX_BYTES) return { problem: 'errors.receiptTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffReceiptFormat(bytes);
  if (!format) return { problem: 'errors.invalidReceiptFile' };
  return { file: { content: base64Of(bytes), type: RECEIPT_MIME[format], name: file.name } };
}

/** base64 of bytes, in slices (a 10 MB photo in one String.fromCharCode call overflows the stack). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const slice = 0x8000;
  for (let i = 0; i < bytes.length; i += slice)
    binary += String.fromCharCode(...bytes.subarray(i, i + slice));
  return btoa(binary);
}

/** Whether the browser can show the file as a picture (HEIC mostly not: it is shown as a file). */
export const isPreviewable = (type: string): boolean => type === 'image/jpeg' || type === 'image/png';

/** A file as it is sent: base64 without the data: prefix, its type and name. */
export interface ReceiptFile {
  /** base64 without the data: prefix. */
  content: string;
  type: string;
  name: string;
}
