import { Suspense, useEffect, useState } from 'react';
import { NEW_VERSION_DELAY_MS } from '@lonportal/domain/constants';
import { newVersionStore } from '../../lib/build-id';
import { useStore } from '../../lib/store';
import { lazyWhenIdle } from '../../ui/lazy-when-idle';

// Fetched when the browser is idle, not with the first page: by the time a new release
// is noticed this build's files may be gone from the server.
const CountdownDialog = lazyWhenIdle(async () => (await import('./NewVersionCountdown')).NewVersionCountdown);

/** SPEC §4 New app version: 10 s after a newer release is noticed, the reload countdown dialog. */
export function NewVersionDialog() {
  const noticedAt = useStore(newVersionStore);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (noticedAt === null) return;
    const timer = setTimeout(() => setOpen(true), Math.max(0, noticedAt + NEW_VERSION_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [noticedAt]);
  return open ? (
    <Suspense fallback={null}>
      <CountdownDialog />
    </Suspense>
  ) : null;
}
