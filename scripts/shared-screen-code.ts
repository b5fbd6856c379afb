/*
 * Which of the site's own modules the public screens share, for vite.config.ts's 'screens' chunk.
 *
 * Left to itself the bundler gives every set of screens that share a module a chunk of its own:
 * /galeria asked for its screen and eight more files of 1-3 KB (the modal, the share button,
 * the access panel, the media-URL and error-code helpers...), /conferencias for as many. On a
 * phone each file is a request of its own before the screen can draw, and Lighthouse's simulated
 * network splits the bandwidth between all requests in flight, so the first-load chunk arrived
 * later for each of them. Put together they are one file of about 6 KB gzipped that every public
 * screen asks for at once.
 */

/** What the bundler tells about one module (rolldown's ModuleInfo, the parts used here). */
export interface ScreenModuleFacts {
  importedIds: readonly string[];
}

export interface ScreenGraph {
  getModuleInfo(id: string): ScreenModuleFacts | null;
}

/**
 * The modules of the site's own code (`isOwnCode`) that two or more of `screens` import
 * statically, directly or through other modules of the site's own code, leaving out `exclude`
 * (the first load's modules, which are in its chunk already).
 */
export function sharedScreenModules(
  screens: readonly string[],
  graph: ScreenGraph,
  isOwnCode: (id: string) => boolean,
  exclude: ReadonlySet<string>,
): Set<string> {
  const reachedBy = new Map<string, number>();
  for (const screen of screens) {
    const seen = new Set<string>([screen]);
    const pending = [screen];
    while (pending.length > 0) {
      const info = graph.getModuleInfo(pending.pop()!);
      for (const dep of info?.importedIds ?? []) {
        if (seen.has(dep) || exclude.has(dep) || !isOwnCode(dep)) continue;
        seen.add(dep);
        pending.push(dep);
      }
    }
    for (const id of seen) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
  }
  return new Set([...reachedBy].filter(([, count]) => count >= 2).map(([id]) => id));
}
