import { useEffect, useRef } from 'react';
import { apiRequest } from '../../lib/api-client';

// SPEC §4 Idle timer: starts after login if InactivityTimer > 0; mouse, keyboard and touch reset
// it; on idle it stops and the caller logs out. Activity in another tab of the same portal counts
// too, since they share the session.

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart', 'pointerdown'] as const;
const SHARED_KEY = 'lonportal.lastActivity';
const SHARE_EVERY_MS = 5_000;
/**
 * The server ends a session that made no request for InactivityTimer minutes. Someone typing a long
 * text makes none, so activity is reported to it, at most this often.
 */
const KEEPALIVE_EVERY_MS = 2 * 60_000;

/** Calls `onIdle` once after `minutes` without activity; 0 (or less) turns it off. */
export function useIdleTimer(minutes: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!(minutes > 0)) return;
    const limit = minutes * 60_000;
    let last = Date.now();
    let shared = 0;
    let keptAlive = Date.now();
    let timer: ReturnType<typeof setTimeout>;

    const stop = () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, true);
      window.removeEventListener('storage', onStorage);
    };
    // One timer, re-armed for the rest of the time when it fires early, instead of one per mouse move.
    const check = () => {
      const idle = Date.now() - last;
      if (idle < limit) {
        timer = setTimeout(check, limit - idle);
        return;
      }
      stop();
      onIdleRef.current();
    };
    function onActivity() {
      last = Date.now();
      if (last - keptAlive >= KEEPALIVE_EVERY_MS) {
        keptAlive = last;
        // A failure here says nothing new: the next real request reports an ended session.
        apiRequest('/me/keepalive', undefined, { method: 'POST' }).catch(() => undefined);
      }
      if (last - shared < SHARE_EVERY_MS) return;
      shared = last;
      try {
        localStorage.setItem(SHARED_KEY, String(last));
      } catch {
        // this tab's own timer still works
      }
    }
    function onStorage(event: StorageEvent) {
      const at = event.key === SHARED_KEY ? Number(event.newValue) : NaN;
      if (Number.isFinite(at) && at > last) last = at;
    }

    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    timer = setTimeout(check, limit);
    return stop;
  }, [minutes]);
}
