import { sniffPictureFormat } from '../pictures';

// The file of a receipt (SPEC §5 "Document and attachment uploads"): a photo from the
// phone's camera (JPEG, PNG, HEIC) or a PDF receipt, judged by its bytes, never by its name.

export type ReceiptFormat = 'jpeg' | 'png' | 'heif' | 'pdf';
export const RECEIPT_MIME = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  heif: 'image/heic',
  pdf: 'application/pdf',
} as const satisfies Record<ReceiptFormat, string>;
export type ReceiptMime = (typeof RECEIPT_MIME)[ReceiptFormat];
/** Largest receipt file: a phone's photo at full size, or a PDF of a few pages. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** Largest picture a receipt photo may decode to (a 48-megapixel camera), against decompression bombs. */
export const RECEIPT_MAX_PIXELS = 50_000_000;
/** The types the upload field offers (the camera on a phone). */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,application/pdf';

/** What a receipt file is by its first bytes, or null when it is none of the formats taken. */
export function sniffReceiptFormat(b: Uint8Array): ReceiptFormat | null {
  const picture = sniffPictureFormat(b);
  if (picture === 'jpeg' || picture === 'png' || picture === 'heif') return picture;
  // %PDF- (a few bytes of junk before it are allowed by readers, not by us).
  if (b.length >= 5 && String.fromCharCode(...b.subarray(0, 5)) === '%PDF-') return 'pdf';
  return null;
}

/**
 * Whether a PDF's text (its bytes as Latin-1, with its compressed object streams opened: the
 * server's receipts module) carries what runs or opens something when it is shown: JavaScript,
 * launch or submit actions, embedded files, forms that fetch. Such a file is refused; it is no
 * receipt. Names may be written with #xx escapes (/J#61vaScript), which are read first.
 */
export function pdfHasActiveContent(text: string): boolean {
  const names = text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return /\/(JavaScript|JS|Launch|SubmitForm|ImportData|EmbeddedFile|RichMedia|XFA)(?![A-Za-z])/.test(names);
}
