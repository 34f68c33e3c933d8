// A receipt file's checks on the server: its size, what its bytes say it is, a picture's
// size in pixels read from its header (a decompression bomb is refused before anything decodes
// it), and a PDF's active content, looked for in its compressed streams too.
import zlib from 'node:zlib';
import sharp from 'sharp';
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

/** The MIME type a receipt is stored with, or the error that refuses it. */
export async function checkReceiptFile(raw: Buffer): Promise<ReceiptMime> {
  if (raw.length > RECEIPT_MAX_BYTES) throw new ApiError('ReceiptTooLarge');
  const format = sniffReceiptFormat(raw);
  if (!format) throw new ApiError('InvalidReceiptFile');
  if (format === 'pdf') {
    if (pdfHasActiveContent(pdfText(raw))) throw new ApiError('ReceiptFileUnsafe');
    return 'application/pdf';
  }
  await checkPixels(raw, 'InvalidReceiptFile', 'ReceiptTooLarge');
  return RECEIPT_MIME[format];
}

/** A picture's size from its header: unreadable or larger than a 48-megapixel photo is refused. */
async function checkPixels(
  raw: Buffer,
  invalid: 'InvalidReceiptFile' | 'InvalidAttachment',
  tooLarge: 'ReceiptTooLarge' | 'AttachmentTooLarge',
) {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(raw, { limitInputPixels: false }).metadata());
  } catch {
    throw new ApiError(invalid);
  }
  if (!width || !height) throw new ApiError(invalid);
  if (width * height > RECEIPT_MAX_PIXELS) throw new ApiError(tooLarge);
}

/**
 * The MIME type an attachment (SPEC §5 Document and attachment uploads) is stored with, or the
 * error that refuses it: the same checks as a receipt's, over the document types the spec takes.
 */
export async function checkAttachmentFile(raw: Buffer, name: string): Promise<string> {
  if (raw.length > ATTACHMENT_MAX_BYTES) throw new ApiError('AttachmentTooLarge');
  const kind = sniffAttachment(raw, name);
  if (!kind) throw new ApiError('InvalidAttachment');
  if (kind.pdf && pdfHasActiveContent(pdfText(raw))) throw new ApiError('InvalidAttachment');
  if (kind.mime.startsWith('image/') && kind.mime !== 'image/heic')
    await checkPixels(raw, 'InvalidAttachment', 'AttachmentTooLarge');
  return kind.mime;
}

/**
 * A stored receipt as the browser gets it (a preview's <img src> or a link): its own type, cached
 * as it never changes, never sniffed, sandboxed, with its file name.
 */
export function sendReceipt(
  reply: FastifyReply,
  receipt: { id: string; mime: string; filnamn: string; content: Buffer },
) {
  const name = receipt.filnamn || `kvitto-${receipt.id}`;
  return reply
    .type(receipt.mime)
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(receipt.content);
}
