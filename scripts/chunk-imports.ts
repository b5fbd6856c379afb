/** A chunk of the bundle as far as its static imports go. */
export interface ChunkImports {
  imports: readonly string[];
}

/**
 * The chunk files `start` names with every chunk they import statically, however deep (what a
 * browser fetches before it can run them), leaving out, and not following, those `skip` accepts.
 */
export function withStaticImports(
  start: Iterable<string>,
  byFile: ReadonlyMap<string, ChunkImports>,
  skip: (file: string) => boolean = () => false,
): Set<string> {
  const files = new Set<string>();
  const pending = [...start];
  while (pending.length) {
    const file = pending.pop()!;
    if (files.has(file) || skip(file)) continue;
    files.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return files;
}
