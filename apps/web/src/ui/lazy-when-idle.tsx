import { lazy, useState, type ComponentType } from 'react';

/** Runs `task` once the page has loaded and the browser is idle (at once where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5_000 });
    else setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * A component whose code is a chunk of its own, kept out of what the first page downloads (issue 10)
 * and fetched when the browser is idle after the page has loaded, so it is there when it has to
 * show: at once (no suspending), offline, or after a new release has replaced this build's files on
 * the server. Should it be needed before that, it loads then (React.lazy; render it in Suspense).
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (err: unknown) => {
        loading = undefined; // tried again when it has to show
        throw err;
      },
    );
    return loading;
  };
  const Lazy = lazy(get);
  whenIdle(() => void get().catch(() => undefined));
  return function LazyWhenIdle(props: P) {
    // Fixed per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
}
