import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The code the home page runs at once: the entry, and the home screen (the page most visits
 * start on), with what they use.
 */
const FIRST_LOAD_ROOTS = ['src/main.tsx', 'src/features/home/HomePage.tsx'].map((path) => resolve(import.meta.dirname, path));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

function staticallyReachable(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The modules only the first load reaches. Modules that later screens reach too are left to
 * the bundler: those the first load really uses come along as dependencies of these, while
 * those it reaches only through a library's index file (sign-in flows, uploads) stay with
 * the screens that use them.
 */
function firstLoadOnly(graph: ModuleGraph): Set<string> {
  const firstLoad = staticallyReachable(FIRST_LOAD_ROOTS, graph);
  const laterScreens = [...firstLoad]
    .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    .filter((id) => !FIRST_LOAD_ROOTS.includes(id));
  for (const id of staticallyReachable(laterScreens, graph)) firstLoad.delete(id);
  return firstLoad;
}

/**
 * Link previews (Open Graph, Twitter cards) want absolute addresses. index.html names the
 * sharing image and the page as paths; a build with SITE_URL set (for example
 * https://educandoenlafe.org) writes them against that address. Without it they stay paths,
 * which browsers and some previewers resolve against the page.
 */
export function absoluteSharingUrls(html: string, siteUrl: string | undefined): string {
  if (!siteUrl) return html;
  const base = new URL(siteUrl).origin;
  return html.replace(
    /(<meta (?:property="og:(?:url|image)"|name="twitter:image") content=")\/([^"]*)"/g,
    (_, head: string, path: string) => `${head}${base}/${path}"`,
  );
}

const firstLoadSets = new WeakMap<ModuleGraph, Set<string>>();

/**
 * One chunk for the first load instead of a dozen small shared ones: over HTTP/1.1 a browser
 * fetches six files at a time per host, so on a slow phone every extra wave of files costs a
 * round trip before the page can paint. Screens reached later (viewer, galleries, account,
 * admin, avatar drawing) keep their own lazy chunks.
 */
function firstLoadChunk(id: string, graph: ModuleGraph): string | null {
  let firstLoad = firstLoadSets.get(graph);
  if (!firstLoad) {
    firstLoad = firstLoadOnly(graph);
    firstLoadSets.set(graph, firstLoad);
  }
  return firstLoad.has(id) ? 'app' : null;
}

export default defineConfig({
  plugins: [react(), { name: 'absolute-sharing-urls', transformIndexHtml: (html) => absoluteSharingUrls(html, process.env.SITE_URL) }],
  server: { port: 5173 },
  preview: { port: 8080 },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The first-load chunk is about 680 kB before compression (about 200 kB gzipped), by design.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: firstLoadChunk, includeDependenciesRecursively: true }] } },
    },
  },
});
