// A worker thread's entry when the server runs from its TypeScript source (`npm run dev`, the
// tests): loads the TypeScript module `workerData.entry` through tsx. Plain JavaScript because a
// worker does not inherit tsx's loader from the main thread on Node 20, nor Vitest's transform in
// the tests. The build (`npm start`, ADR 0015) starts its dist/pdf-worker.mjs directly instead.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
