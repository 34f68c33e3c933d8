// A worker thread's entry: loads the TypeScript module `workerData.entry` through tsx (ADR 0001:
// the server runs TypeScript by tsx). Plain JavaScript because a worker does not inherit tsx's
// loader from the main thread on Node 20, nor Vitest's transform in the tests; `tsImport` works in
// all three (npm start, npm run dev, vitest) without a build step.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
