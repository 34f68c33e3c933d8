// Deep imports, not the package's index: that one would bring every domain schema into the entry.
import { FILE_DOWNLOAD_DATA_URL_THRESHOLD } from '@lonportal/domain/constants';
import { errorI18nKey } from '@lonportal/domain/errors/codes';
import { createStore } from './store';

// Print and file downloads (SPEC §7 "Print and file-download URLs are built without the api
// prefix"; §8 "File download or print failure"). A failure opens the failure dialog with the
// server's message; the global behaviours show it.

export type FileAction = 'print' | 'download';

export interface FileFailure {
  action: FileAction;
  /** An i18n key explaining the failure (the server's code, or the network text). */
  messageKey: string;
  /** The server's own text, shown under the translated one when it says more. */
  serverMessage: string;
}

export const fileFailureStore = createStore<FileFailure | null>(null);

/** A file the server answered with, or the reason it did not. */
export async function fetchFile(url: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  } catch {
    throw { messageKey: 'errors.network', serverMessage: '' } satisfies Omit<FileFailure, 'action'>;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { Code?: number; Message?: string } | null;
    throw {
      messageKey: errorI18nKey(body?.Code ?? res.status * 100),
      serverMessage: body?.Message ?? '',
    } satisfies Omit<FileFailure, 'action'>;
  }
  return res.blob();
}

/** SPEC §9: files up to about 2 MB are handed over as a data URL, larger ones as an object URL. */
export const usesDataUrl = (size: number): boolean => size <= FILE_DOWNLOAD_DATA_URL_THRESHOLD;

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

function fail(action: FileAction, err: unknown): void {
  const known = err as Partial<FileFailure> | null;
  fileFailureStore.set({
    action,
    messageKey: typeof known?.messageKey === 'string' ? known.messageKey : 'errors.unknown',
    serverMessage: typeof known?.serverMessage === 'string' ? known.serverMessage : '',
  });
}

/** Downloads `url` as `filename`; a failure opens the "Filnedladdning misslyckades" dialog. */
export async function downloadFile(url: string, filename: string): Promise<boolean> {
  try {
    const blob = await fetchFile(url);
    const href = usesDataUrl(blob.size) ? await asDataUrl(blob) : URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
    if (href.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL(href), 60_000);
    return true;
  } catch (err) {
    fail('download', err);
    return false;
  }
}

/** Prints the document at `url` from a hidden frame; a failure opens the "Utskrift misslyckades" dialog. */
export async function printFile(url: string): Promise<boolean> {
  try {
    const blob = await fetchFile(url);
    const href = URL.createObjectURL(blob);
    const frame = document.createElement('iframe');
    frame.style.position = 'fixed';
    frame.style.width = '0';
    frame.style.height = '0';
    frame.style.border = '0';
    frame.src = href;
    frame.onload = () => {
      frame.contentWindow?.print();
      setTimeout(() => {
        frame.remove();
        URL.revokeObjectURL(href);
      }, 60_000);
    };
    document.body.append(frame);
    return true;
  } catch (err) {
    fail('print', err);
    return false;
  }
}
