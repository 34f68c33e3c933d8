// The web build's chunks must not import each other in a circle: a painted page runs them one by
// one, each after the files it imports (start-after-paint.js).

/** A cycle of chunks that import each other (file names, the first again at the end), if any. */
export function chunkCycle(
  chunks: readonly { fileName: string; imports: readonly string[] }[],
): string[] | null {
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of importsOf.get(file) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const { fileName } of chunks) {
    const found = visit(fileName);
    if (found) return found;
  }
  return null;
}
