import { sniffPictureFormat } from '../pictures';

// Attachments (SPEC §5 "Document and attachment uploads"): PDF, Word, text, image, OOXML, Excel,
// OpenDocument and PowerPoint files, judged by their bytes, with the name's extension telling
// apart the formats that share a container (a .docx and an .odt are both ZIP files).

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const ZIP_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;
const OLE_TYPES = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
} as const;
const TEXT_TYPES = { txt: 'text/plain', csv: 'text/csv' } as const;
const PICTURE_TYPES = { jpeg: 'image/jpeg', png: 'image/png', bmp: 'image/bmp', heif: 'image/heic' } as const;

/** What the file picker offers. */
export const ATTACHMENT_ACCEPT = [
  '.pdf',
  'image/*',
  ...[...Object.keys(ZIP_TYPES), ...Object.keys(OLE_TYPES), ...Object.keys(TEXT_TYPES)].map((e) => `.${e}`),
].join(',');

export interface AttachmentKind {
  mime: string;
  /** A PDF, whose text the server reads for active content (pdfHasActiveContent). */
  pdf: boolean;
}

const extensionOf = (name: string): string => /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase() ?? '';

const startsWith = (b: Uint8Array, bytes: readonly number[]): boolean =>
  b.length >= bytes.length && bytes.every((x, i) => b[i] === x);

/** Whether `b` holds `needle` anywhere. */
function includesBytes(b: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  outer: for (
    let i = b.indexOf(first ?? 0);
    i >= 0 && i <= b.length - needle.length;
    i = b.indexOf(first ?? 0, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (b[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Whether the bytes hold the ASCII `text` as it is or as UTF-16LE (an OLE directory's names). */
function holds(b: Uint8Array, text: string): boolean {
  const ascii = [...text].map((c) => c.charCodeAt(0));
  return (
    includesBytes(b, ascii) ||
    includesBytes(
      b,
      ascii.flatMap((c) => [c, 0]),
    )
  );
}

/** Whether the bytes are UTF-8 text without NUL (a .txt or .csv file). */
function isPlainText(b: Uint8Array): boolean {
  let i = 0;
  while (i < b.length) {
    const c = b[i] as number;
    if (c === 0) return false;
    const extra =
      c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    if (extra < 0 || i + extra >= b.length + (extra === 0 ? 1 : 0)) return false;
    for (let k = 1; k <= extra; k++) if (((b[i + k] ?? 0) & 0xc0) !== 0x80) return false;
    i += extra + 1;
  }
  return true;
}

/**
 * The kind of an attachment by its bytes and name, or null when it is not one SPEC §5 takes, or
 * when an Office file carries macros (a VBA project).
 */
export function sniffAttachment(b: Uint8Array, name: string): AttachmentKind | null {
  const ext = extensionOf(name);
  if (b.length >= 5 && String.fromCharCode(...b.subarray(0, 5)) === '%PDF-')
    return { mime: 'application/pdf', pdf: true };
  const picture = sniffPictureFormat(b);
  if (picture) return { mime: PICTURE_TYPES[picture], pdf: false };
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && ext in ZIP_TYPES)
    return holds(b, 'vbaProject') ? null : { mime: ZIP_TYPES[ext as keyof typeof ZIP_TYPES], pdf: false };
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && ext in OLE_TYPES)
    return holds(b, '_VBA_PROJECT') || holds(b, 'Macros')
      ? null
      : { mime: OLE_TYPES[ext as keyof typeof OLE_TYPES], pdf: false };
  if (ext in TEXT_TYPES && b.length > 0 && isPlainText(b))
    return { mime: TEXT_TYPES[ext as keyof typeof TEXT_TYPES], pdf: false };
  return null;
}
