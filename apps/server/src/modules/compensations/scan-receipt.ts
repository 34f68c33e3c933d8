// POST /receipts/scan: what a receipt says, for the compensation form to propose.
import { DEFAULT_CURRENCY, readReceiptText, type ScanResponse } from '@lonportal/domain';
import type { ReceiptOcr } from '../../adapters/receipt-ocr';
import { ApiError } from '../../plugins/errors';
import { checkReceiptFile } from '../../shared/receipt-file';
import { decodeUpload } from '../../shared/uploads';

/** A scan that read nothing: every field for the employee to type. */
const NOTHING_READ: ScanResponse = {
  TransactionDate: null,
  Total: null,
  Tax: null,
  TaxByRate: {},
  ReceiptTypeCronaStdText: null,
  Currency: DEFAULT_CURRENCY,
  MerchantName: null,
};

const complete = (read: ScanResponse) => read.TransactionDate !== null && read.Total !== null;

/** A photo read by text recognition, a second time as one block of text when the first finds no date or total. */
async function readPhoto(ocr: ReceiptOcr, raw: Buffer): Promise<ScanResponse> {
  const first = readReceiptText(await ocr.read(raw));
  if (complete(first)) return first;
  const second = readReceiptText(await ocr.read(raw, true));
  const better = complete(second) ? second : first;
  const other = better === first ? second : first;
  return Object.fromEntries(
    Object.entries(better).map(([key, value]) => [key, value ?? other[key as keyof ScanResponse]]),
  ) as ScanResponse;
}

/**
 * What a receipt says (POST /receipts/scan), for the form to propose: read from a photo by text
 * recognition, a second time as one block of text when the first reading finds no date or total.
 * A file it cannot read (a PDF, a HEIC photo this server cannot decode) reads as nothing.
 */
export async function scanReceipt(
  ocr: ReceiptOcr,
  content: string,
  readPdf: (bytes: Uint8Array) => Promise<string>,
): Promise<ScanResponse> {
  const raw = decodeUpload(content);
  const mime = await checkReceiptFile(raw);
  try {
    // A PDF receipt holds its text: read, not recognised.
    if (mime === 'application/pdf') return readReceiptText(await readPdf(raw));
    return await readPhoto(ocr, raw);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return NOTHING_READ;
  }
}
