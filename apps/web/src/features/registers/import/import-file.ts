import type { TFunction } from 'i18next';

// A file chosen for an import, read in the browser (ADR 0029): refused at once when it is larger than
// the import takes, so a too large file is never sent; otherwise its bytes as the request sends them.

/** A chosen file as it is sent: its name, size and bytes as a data URL (the server drops the prefix). */
export interface ImportFile {
  name: string;
  size: number;
  content: string;
}

const asDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The file as it is sent, or 'tooLarge' when it has more than `maxBytes`. */
export async function readImportFile(file: File, maxBytes: number): Promise<ImportFile | 'tooLarge'> {
  if (file.size > maxBytes) return 'tooLarge';
  return { name: file.name, size: file.size, content: await asDataUrl(file) };
}

/**
 * A file's size as people read it, in the language's units: "812 kB", "4,2 MB", "50 Mo"
 * (1024-based, as file managers show sizes).
 */
export function formatFileSize(bytes: number, lng: string, t: TFunction): string {
  const mb = bytes / (1024 * 1024);
  const number = (n: number) =>
    new Intl.NumberFormat(lng, { maximumFractionDigits: n < 10 ? 1 : 0 }).format(n);
  return mb >= 1
    ? t('registers.import.sizeMB', { size: number(mb) })
    : t('registers.import.sizeKB', { size: number(Math.max(1, Math.round(bytes / 1024))) });
}
