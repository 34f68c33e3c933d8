// The files users upload and get back (SPEC §5 Document and attachment uploads): receipts,
// near-accident attachments. Every upload path takes its file through acceptReceipt or
// acceptAttachment, and every download through sendUpload:
// - what the bytes say it is, never the name; its size; a picture's size in pixels read from its
//   header (a decompression bomb is refused before anything decodes it);
// - a picture encoded anew (shared/images.ts: no appended bytes, no metadata such as GPS);
// - a PDF's active content, looked for in its compressed streams too;
// - an Office or OpenDocument file read as its package (shared/office-package.ts);
// - its name cleaned (shared/file-name.ts).
import zlib from 'node:zlib';
import {
  ATTACHMENT_MAX_BYTES,
  pdfHasActiveContent,
  sniffAttachment,
  RECEIPT_MAX_BYTES,
  RECEIPT_MAX_PIXELS,
  RECEIPT_MIME,
  sniffReceiptFormat,
  type ReceiptMime,
} from '@lonportal/domain';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../plugins/errors';
import { cleanFileName } from './file-name';
import { checkPixels, cleanHeif, reencodeImage, type EncodedImage } from './images';
import { checkOfficePackage } from './office-package';

/** The most a PDF's streams may inflate to while they are searched (a zip bomb stops there). */
const PDF_INFLATE_MAX = 64 * 1024 * 1024;

/** A PDF's bytes as Latin-1 with each Flate stream's inflated text beside it. */
function pdfText(raw: Buffer): string {
  const text = raw.toString('latin1');
  const parts = [text];
  let budget = PDF_INFLATE_MAX;
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0 || budget <= 0) break;
    try {
      const inflated = zlib.inflateSync(raw.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      parts.push(inflated.toString('latin1'));
    } catch {
      // Not Flate, or cut short, or over the budget: its raw bytes were searched already.
    }
  }
  return parts.join('\n');
}

/** An upload as it is stored: its type by its bytes, its bytes cleaned, its name cleaned. */
export interface AcceptedUpload<Mime extends string = string> {
  mime: Mime;
  content: Buffer;
  filnamn: string;
}

/** The MIME type a receipt is (checked, not yet cleaned: the scan reads it and keeps nothing), or the error that refuses it. */
export async function checkReceiptFile(raw: Buffer): Promise<ReceiptMime> {
  if (raw.length > RECEIPT_MAX_BYTES) throw new ApiError('ReceiptTooLarge');
  const format = sniffReceiptFormat(raw);
  if (!format) throw new ApiError('InvalidReceiptFile');
  if (format === 'pdf') {
    if (pdfHasActiveContent(pdfText(raw))) throw new ApiError('ReceiptFileUnsafe');
    return 'application/pdf';
  }
  const size = await checkPixels(raw, RECEIPT_MAX_PIXELS);
  if (size === 'tooLarge') throw new ApiError('ReceiptTooLarge');
  if (size === 'invalid') throw new ApiError('InvalidReceiptFile');
  return RECEIPT_MIME[format];
}

/**
 * A picture encoded anew; a HEIF photo this server cannot decode (HEVC) kept with its metadata
 * and trailing bytes cut out of its boxes instead. The error names are the caller's.
 */
async function cleanPicture(
  raw: Buffer,
  invalid: 'InvalidReceiptFile' | 'InvalidAttachment',
  tooLarge: 'ReceiptTooLarge' | 'AttachmentTooLarge',
): Promise<{ mime: EncodedImage['mime'] | 'image/heic'; content: Buffer }> {
  const image = await reencodeImage(raw, { maxPixels: RECEIPT_MAX_PIXELS, format: 'keep', quality: 90 });
  if (image === 'tooLarge') throw new ApiError(tooLarge);
  if (image === 'invalid') throw new ApiError(invalid);
  if (image !== 'undecodable') return { mime: image.mime, content: image.content };
  const heif = cleanHeif(raw);
  if (!heif) throw new ApiError(invalid);
  return { mime: 'image/heic', content: heif };
}

/** A name whose extension follows the type the file is stored as (a BMP or HEIF stored as PNG or JPEG). */
function renamed(name: string, from: string, to: string): string {
  if (from === to || !name) return name;
  const ext = to === 'image/png' ? 'png' : to === 'image/jpeg' ? 'jpg' : null;
  return ext ? `${name.replace(/\.[^.]{1,10}$/, '')}.${ext}` : name;
}

/** A receipt as it is stored (POST /receipts), or the error that refuses it. */
export async function acceptReceipt(raw: Buffer, name: string): Promise<AcceptedUpload<ReceiptMime>> {
  const mime = await checkReceiptFile(raw);
  // No name is kept as none: the download names it by its id (sendReceipt).
  const filnamn = cleanFileName(name, '');
  if (mime === 'application/pdf') return { mime, content: raw, filnamn };
  const picture = await cleanPicture(raw, 'InvalidReceiptFile', 'ReceiptTooLarge');
  return { ...picture, filnamn: renamed(filnamn, mime, picture.mime) };
}

/** The types that are ZIP packages: Office Open XML and OpenDocument. */
const OFFICE_PACKAGE = /^application\/vnd\.(?:openxmlformats-officedocument|oasis\.opendocument)\./;

/**
 * An attachment (SPEC §5 Document and attachment uploads) as it is stored, or the error that
 * refuses it: the same checks as a receipt's over the document types the spec takes, and an Office
 * or OpenDocument file read as its package.
 */
export async function acceptAttachment(raw: Buffer, name: string): Promise<AcceptedUpload> {
  if (raw.length > ATTACHMENT_MAX_BYTES) throw new ApiError('AttachmentTooLarge');
  const filnamn = cleanFileName(name);
  const kind = sniffAttachment(raw, filnamn);
  if (!kind) throw new ApiError('InvalidAttachment');
  if (kind.pdf) {
    if (pdfHasActiveContent(pdfText(raw))) throw new ApiError('InvalidAttachment');
    return { mime: kind.mime, content: raw, filnamn };
  }
  if (kind.mime.startsWith('image/')) {
    const picture = await cleanPicture(raw, 'InvalidAttachment', 'AttachmentTooLarge');
    return { ...picture, filnamn: renamed(filnamn, kind.mime, picture.mime) };
  }
  if (OFFICE_PACKAGE.test(kind.mime)) {
    const verdict = await checkOfficePackage(raw, kind.mime);
    if (verdict === 'tooLarge') throw new ApiError('AttachmentUnpacksTooLarge');
    if (verdict !== 'ok') throw new ApiError('InvalidAttachment');
  }
  return { mime: kind.mime, content: raw, filnamn };
}

/** What the browser may show itself: a picture or a PDF, in the sandbox below; anything else is a download. */
const shownInline = (mime: string): boolean =>
  mime === 'application/pdf' || mime === 'image/jpeg' || mime === 'image/png' || mime === 'image/heic';

/**
 * A stored upload as the browser gets it (a preview's <img src> or a link): its own type, never
 * sniffed, sandboxed, with its file name; shown inline only when it is a picture or a PDF, else
 * downloaded. Never cached (GDPR art. 32: a receipt or an attachment is an employee's personal
 * data, and a shared computer or proxy keeps none); the security plugin holds every personal
 * route to no-store as well.
 */
export function sendUpload(
  reply: FastifyReply,
  file: { id: string; mime: string; filnamn: string; content: Buffer },
) {
  const name = cleanFileName(file.filnamn, `fil-${file.id}`);
  const disposition = shownInline(file.mime) ? 'inline' : 'attachment';
  return reply
    .type(file.mime)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(file.content);
}

/** A receipt's download (compensations' and travel's routes): sendUpload, named as before it had a name. */
export const sendReceipt = (
  reply: FastifyReply,
  receipt: { id: string; mime: string; filnamn: string; content: Buffer },
) => sendUpload(reply, { ...receipt, filnamn: receipt.filnamn || `kvitto-${receipt.id}` });
