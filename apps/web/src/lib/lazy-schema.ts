// The domain's schemas in the browser, made the first time they are used instead of as their
// modules load: a page that opens painted by the server parses no answer until it
// refetches, and making every schema of the first page's modules took some 35 ms of a phone's
// start-up (times four in Lighthouse's slowdown). The web build wraps each top-level `…Schema`
// constant of packages/domain in this (vite-lazy-schemas.ts); the server, which parses every
// request, keeps the plain schemas.

/**
 * `build()`'s schema behind a stand-in that makes it on its first use and answers everything with
 * it from then on: its methods, its fields, `instanceof` and spreading. A schema is never changed
 * after it is made, so the stand-in only reads through.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const made = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(made(), key),
    has: (_target, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      // A stand-in may not claim a fixed property its own (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(made()),
    set: (_target, key, value) => Reflect.set(made(), key, value),
  });
}
