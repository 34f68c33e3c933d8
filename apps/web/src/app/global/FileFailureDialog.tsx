import { Suspense, useState } from 'react';
import { fileFailureStore } from '../../lib/file-transfer';
import { useStore } from '../../lib/store';
import { lazyWhenIdle } from '../../ui/lazy-when-idle';

// Not part of the first page's download; fetched when idle, so it shows offline too.
const FileFailureAppDialog = lazyWhenIdle(
  async () => (await import('./FileFailureAppDialog')).FileFailureAppDialog,
);

/**
 * SPEC §8: "Utskrift misslyckades" / "Filnedladdning misslyckades" with the server's message.
 * Mounted from the first failure on, so it closes with its transition.
 */
export function FileFailureDialog() {
  const failure = useStore(fileFailureStore);
  const [failed, setFailed] = useState(false);
  if (failure !== null && !failed) setFailed(true);
  return failed ? (
    <Suspense fallback={null}>
      <FileFailureAppDialog />
    </Suspense>
  ) : null;
}
