// Deep imports, not the package's index: that one would bring every domain schema into the entry.
import { FILE_DOWNLOAD_DATA_URL_THRESHOLD } from '@lonportal/domain/constants';
import { ApiError, NetworkError, apiErrorFrom, errorMessageKey } from './api-client';
import { createStore } from './store';

// Print and file downloads (SPEC §7 "Print and file-download URLs are built without the api
// prefix"; §8 "File download or print failure"). A failure opens the failure dialog with the
// server's message; the global behaviours show it. Failures are the API client's typed errors,
// explained by its one parser (errorMessageKey).

export type FileAction = 'print' | 'download';

export interface FileFailure {
  action: FileAction;
  /** An i18n key explaining the failure (the server's code, or the network text). */
  messageKey: string;
  /** The server's own text, shown under the translated one when it says more. */
  serverMessage: string;
}

export const fileFailureStore = createStore<FileFailure | null>(null);

/** A file the server answered with; an ApiError (its JSON error body read) or a NetworkError otherwise. */
export async function fetchFile(url: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  } catch (err) {
    throw new NetworkError(err instanceof Error ? err.message : String(err), { cause: err });
  }
  if (!res.ok) throw await apiErrorFrom(res, { method: 'GET', path: url });
  return res.blob();
}

/** What the failure dialog says about `err`: the translated key and the server's own text. */
export const describeFileFailure = (err: unknown): Omit<FileFailure, 'action'> => ({
  messageKey: errorMessageKey(err),
  serverMessage: err instanceof ApiError ? err.message : '',
});

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
  fileFailureStore.set({ action, ...describeFileFailure(err) });
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
