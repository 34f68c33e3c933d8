// The types of bundle-budgets.mjs, for the TypeScript that imports it (the browser tests, the bench).
export interface Chunk {
  name: string;
  raw: number;
  gzip: number;
  imports: string[];
}
export interface Load {
  files: Set<string>;
  gzip: number;
}
export interface WebBundle {
  chunks: Map<string, Chunk>;
  entry: Load;
  login: Load;
  loginChunk: string | null;
  pages: Map<string, Load>;
  routeChunks: Chunk[];
}
export const BUDGETS: Readonly<{ loginBytes: number; routeChunkBytes: number; pageBytes: number }>;
export function readChunks(assets: string): Map<string, Chunk>;
export function load(chunks: Map<string, Chunk>, roots: Iterable<string>): Load;
export function webBundle(dist: string): WebBundle | null;
export function overBudget(bundle: WebBundle): string[];
