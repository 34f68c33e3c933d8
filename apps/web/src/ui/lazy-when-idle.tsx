import { Component, Fragment, lazy, useState, type ComponentType, type ReactNode } from 'react';

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

/** A part's code could not be fetched: the one failure a part is left out for. */
class PartLoadFailed extends Error {
  constructor(cause: unknown) {
    super('the code of a part of the page could not be fetched', { cause });
  }
}

/**
 * Shows nothing in place of a part whose code could not be fetched (the connection went before the
 * browser was idle enough to fetch it), instead of letting the failure take the page down, and
 * tries again when the connection is back. Any other error of the part goes on up, as before.
 */
class UnlessUnloadable extends Component<{ children: ReactNode }, { error: unknown; tries: number }> {
  override state: { error: unknown; tries: number } = { error: null, tries: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private readonly retry = () => this.setState((s) => ({ error: null, tries: s.tries + 1 }));

  private get unloadable() {
    return this.state.error instanceof PartLoadFailed;
  }

  // It may fail as it mounts (the part's first showing) or later.
  override componentDidMount() {
    if (this.unloadable) window.addEventListener('online', this.retry, { once: true });
  }

  override componentDidUpdate(_: unknown, before: { error: unknown }) {
    if (this.unloadable && !(before.error instanceof PartLoadFailed))
      window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    if (this.state.error !== null && !this.unloadable) throw this.state.error;
    // A new key mounts the part afresh, with a new try at its code.
    return this.unloadable ? null : <Fragment key={this.state.tries}>{this.props.children}</Fragment>;
  }
}

/**
 * A component whose code is loaded when it first shows (React.lazy: render it in Suspense), or
 * before when `prefetch` says so; a failed load is left out and tried again online.
 */
function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  prefetch: (get: () => Promise<unknown>) => void,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let failed = false;
  const get = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (err: unknown) => {
        loading = undefined; // tried again when it has to show
        failed = true;
        throw new PartLoadFailed(err);
      },
    );
    return loading;
  };
  let Lazy = lazy(get);
  // React keeps a lazy component's failure: a new try needs a new one, made when the part shows
  // again online (offline, or while React renders the failed one anew, it would fail the same).
  const current = () => {
    if (failed && navigator.onLine) {
      failed = false;
      Lazy = lazy(get);
    }
    return Lazy;
  };
  prefetch(get);
  function Part(props: P) {
    // Fixed per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? current());
    return <Shown {...props} />;
  }
  return function LazyPart(props: P) {
    return (
      <UnlessUnloadable>
        <Part {...props} />
      </UnlessUnloadable>
    );
  };
}

/**
 * A component whose code is a chunk of its own, kept out of what the first page downloads
 * and fetched when the browser is idle after the page has loaded, so it is there when it has to
 * show: at once (no suspending), offline, or after a new release has replaced this build's files on
 * the server. Should it be needed before that, it loads then (render it in Suspense); should that
 * fail, it is left out until the connection is back.
 */
export const lazyWhenIdle = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> =>
  retryableLazy(load, (get) => whenIdle(() => void get().catch(() => undefined)));

/**
 * A component whose code is a chunk of its own, loaded only when it first shows (a dialog opened
 * now and then: its code stays out of every page's load). Render it in Suspense; should the load
 * fail (offline), it is left out until the connection is back, and the page stays as it was.
 */
export const lazyWhenShown = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> =>
  retryableLazy(load, () => undefined);
