import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { PDFJS_ASSET_DIRS, pdfjsAssetBase } from './src/features/admin/pdf-import/pdfjsAssets';
import { earlyWork, startEarly, type EarlyStartConfig } from './src/lib/early-start';
import { preloadFirstWave, TEXTS_LOAD_PATH, type FirstWave } from './src/lib/first-wave-preload';
import { withStaticImports } from './scripts/chunk-imports';
import { firstLoadModules } from './scripts/first-load';
import { numberPatterns } from './scripts/number-patterns';
import { screenPreloads, screenRoutes, type ChunkFacts } from './scripts/screen-preloads';
import { sharedScreenModules } from './scripts/shared-screen-code';
import { bucketUrl, guestPool, readsEarly, serviceOrigins } from './scripts/service-origins';
import { LEAD_PICTURES } from './src/app/lead-pictures';
import { ORIGINAL_SRCSET_WIDTH, RENDITION_WIDTHS, renditionKey } from './amplify/storage/renditions';

/**
 * The page's SVG icon written into the page as a data: address, so a first visit does not spend
 * a request (and, on a phone, a connection the first screen needs) on it. `read` gives a public
 * file's text by its path; an icon that is not an SVG of public/ stays a link.
 */
export function inlineSvgIcon(html: string, read: (path: string) => string): string {
  return html.replace(/(<link rel="icon" type="image\/svg\+xml" href=")(\/[^"]+\.svg)"/, (_, head: string, path: string) => {
    return `${head}data:image/svg+xml,${encodeURIComponent(read(path).trim())}"`;
  });
}

/**
 * The first load's stylesheet written into the page's head as a <style>. Linked, it was a
 * request the first paint waited for, one round trip after the page on a phone, and on a first
 * visit it took one of the six connections the first load's script and the screen's files share.
 * It is about 4 KB compressed. `read` gives a built file's text by its path under the output
 * folder; a stylesheet it does not know stays a link. The file stays in the build: a later chunk
 * that names it must still find it.
 */
export function inlineStylesheet(html: string, read: (file: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/, (link, file: string) => {
    const css = read(file);
    return css === undefined ? link : `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  });
}

/** The folders of the site's own code (the SPA and what it shares with the backend). */
const OWN_CODE = ['src/', 'amplify/'].map((dir) => resolve(import.meta.dirname, dir) + '/');

/**
 * The code the home page runs at once: the entry, and the home screen (the page most visits
 * start on), with what they use.
 */
const FIRST_LOAD_ROOTS = ['src/main.tsx', 'src/features/home/HomePage.tsx'].map((path) => resolve(import.meta.dirname, path));

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

let firstLoad: ReadonlySet<string> = new Set();
/** The id of Vite's modulepreload polyfill, which the build adds to the page's entry. */
const MODULEPRELOAD_POLYFILL = '\0vite/modulepreload-polyfill.js';
/** The site's own modules two or more public screens share (scripts/shared-screen-code.ts). */
let sharedScreenCode: ReadonlySet<string> = new Set();
/** What the data and storage clients the first screen starts at once run, beyond the first load. */
let firstWaveClients: ReadonlySet<string> = new Set();

const bundledTextsChunk = (id: string) => {
  const language = /\/public\/locales\/([a-z]+)\/[^/]+\.json$/.exec(id)?.[1];
  return language ? `texts-${language}` : null;
};

/**
 * Four files for the first load (the site's code and three of libraries, FIRST_LOAD_LIBRARIES)
 * instead of a dozen small shared ones: over HTTP/1.1 a browser fetches six files at a time per
 * host, so on a slow phone every extra wave of files costs a round trip before the page can
 * paint. They hold what the first load runs (scripts/first-load.ts) and nothing more; the rest
 * of the libraries it imports (uploads, sign-in flows, realtime) and the screens reached later
 * (viewer, galleries, account, admin, avatar drawing) load later. FIRST_LOAD_REPORT=file.json
 * writes, for each module of the first load, what brought it in.
 */
function firstLoadChunk(): Plugin {
  return {
    name: 'first-load-chunk',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const why = process.env.FIRST_LOAD_REPORT ? new Map<string, string>() : undefined;
      const resolveId = async (source: string, importer: string) => (await this.resolve(source, importer))?.id;
      firstLoad = await firstLoadModules(FIRST_LOAD_ROOTS, this, resolveId, { why });
      if (why) writeFileSync(process.env.FIRST_LOAD_REPORT!, JSON.stringify(Object.fromEntries(why), null, 1));
      const clients = await firstLoadModules(FIRST_WAVE_DYNAMIC, this, resolveId);
      firstWaveClients = new Set([...clients].filter((id) => !firstLoad.has(id)));
      // The screens a visitor opens without signing in (routes outside the guard).
      const publicScreens = screenRoutes(readFileSync(ROUTES_FILE, 'utf8'), ROUTES_FILE).filter(
        ({ within }) => !within.includes(ROUTE_GUARD),
      );
      const screenIds = await Promise.all(publicScreens.map(({ module }) => resolveId(module, ROUTES_FILE)));
      sharedScreenCode = sharedScreenModules(
        screenIds.filter((id): id is string => id !== undefined),
        this,
        // A module loaded on demand (the data client, a viewer) keeps a chunk of its own.
        (id) => OWN_CODE.some((dir) => id.startsWith(dir)) && !this.getModuleInfo(id)?.dynamicImporters.length,
        firstLoad,
      );
    },
  };
}

/**
 * The first load's libraries, in three files beside the site's own code (the page's head names
 * them all, so they download side by side). A browser compiles each script in a task of its own
 * as it arrives: as one 490 kB file the first load was one task of 60-75 ms in Lighthouse's
 * traces (on a phone about four times that), the longest of the page's start, and every
 * millisecond of it over 50 counted as blocking once the page had painted. Split, the longest is
 * React's own.
 */
const FIRST_LOAD_LIBRARIES: ReadonlyArray<readonly [chunk: string, packages: RegExp]> = [
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['amplify', /\/node_modules\/(aws-amplify|@aws-amplify|@aws-crypto|@smithy|@aws-sdk|tslib|uuid|js-cookie)\//],
  [
    'router-i18n',
    /\/node_modules\/(react-router|react-router-dom|i18next|react-i18next|i18next-browser-languagedetector|use-sync-external-store|cookie|set-cookie-parser)\//,
  ],
];

const firstLoadLibraryChunk = (id: string): string | null => FIRST_LOAD_LIBRARIES.find(([, packages]) => packages.test(id))?.[0] ?? null;

/** The modules the first screen imports on demand (src/main.tsx starts them at once). */
const FIRST_WAVE_DYNAMIC = [
  resolve(import.meta.dirname, 'src/lib/data-client.ts'),
  resolve(import.meta.dirname, 'src/lib/storage-reads.ts'),
];

/**
 * Lists the chunks of the data and storage clients, and what they import, as modulepreload links
 * of the page: they leave the first-load script (which must run before the page draws) but still
 * download in the first wave, beside it, instead of once src/main.tsx asks for them.
 */
function preloadFirstWaveClients(): Plugin {
  return {
    name: 'preload-first-wave-clients',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // The chunk of each client (both may share one).
        const clients = FIRST_WAVE_DYNAMIC.map((id) => chunks.find((c) => c.moduleIds.some((moduleId) => moduleId.endsWith(id)))?.fileName);
        if (clients.includes(undefined)) throw new Error('preload-first-wave-clients: a client chunk was not found; update vite.config.ts');
        const files = withStaticImports(new Set(clients.filter((file): file is string => file !== undefined)), byFile);
        const listed = new Set([...html.matchAll(/href="\/([^"]+\.js)"/g)].map((m) => m[1]));
        return {
          html,
          tags: [...files]
            .filter((file) => !listed.has(file) && !html.includes(`src="/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        };
      },
    },
  };
}

/** The amplify_outputs.json the site is built against (the local cloud's, or an AWS deploy's). */
const amplifyOutputs = () => JSON.parse(readFileSync(resolve(import.meta.dirname, 'amplify_outputs.json'), 'utf8'));

/**
 * Connects to the identity pool, the data API and the bucket while the app's code downloads
 * (scripts/service-origins.ts): the first requests then find their connections open.
 */
function preconnectServices(): Plugin {
  return {
    name: 'preconnect-services',
    transformIndexHtml() {
      return serviceOrigins(amplifyOutputs()).map(({ origin, cors }) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href: origin, ...(cors ? { crossorigin: '' } : {}) },
        injectTo: 'head' as const,
      }));
    },
  };
}

const ROUTES_FILE = resolve(import.meta.dirname, 'src/app/routes.tsx');
/** The element of src/app/routes.tsx whose routes need a signed-in user. */
const ROUTE_GUARD = 'RouteGuard';

/**
 * Asks, from a start-up script at the end of the page, for what the opened page needs beside
 * the first-load code (src/lib/first-wave-preload.ts): a language's bundled texts (the texts-*
 * chunks) when the page will read that language, and the screen of the address with its CSS and
 * fetched texts (scripts/screen-preloads.ts), which otherwise wait until that code has run.
 */
function preloadFirstWaveFiles(): Plugin {
  return {
    name: 'preload-first-wave',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const texts: Record<string, string> = {};
        for (const chunk of chunks) {
          const language = /^texts-([a-z]+)$/.exec(chunk.name)?.[1];
          if (language) texts[language] = `/${chunk.fileName}`;
        }
        const bundledNamespaces = new Set(
          chunks.flatMap((chunk) => chunk.moduleIds.flatMap((id) => /\/public\/locales\/[a-z]+\/([^/]+)\.json$/.exec(id)?.[1] ?? [])),
        );
        const listed = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
        const screens = screenPreloads(screenRoutes(readFileSync(ROUTES_FILE, 'utf8'), ROUTES_FILE), ROUTES_FILE, chunks as ChunkFacts[], {
          listed,
          bundledNamespaces,
        });
        const loader = chunks.find((c) => c.isDynamicEntry && c.moduleIds.some((id) => id.includes('/node_modules/i18next-http-backend/')));
        if (!loader) throw new Error('preload-first-wave: no chunk holds i18next-http-backend; update vite.config.ts');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const wave: FirstWave = {
          texts,
          supported: readdirSync(resolve(import.meta.dirname, 'public/locales')),
          screens,
          textsPath: TEXTS_LOAD_PATH,
          textsLoader: [...withStaticImports([loader.fileName], byFile, (file) => listed.has(file))].map((file) => `/${file}`),
        };
        return atEndOfBody(html, `<script>(${preloadFirstWave.toString()})(${JSON.stringify(wave)});</script>`, 'preload-first-wave');
      },
    },
  };
}

/**
 * Puts one of the page's start-up scripts at the end of its body, after the loading screen's
 * header bar. The two run for about 90 ms at a phone's speed (a CPU four times slower). In the
 * head, the parser reached the header bar only after them, and once they had run it yielded and
 * came back to the body after other tasks: the header was drawn later still. Read before them, it
 * is drawn in the first frame after they end. The first load's stylesheet is written into the page
 * above them (inlineStylesheet): a linked one would hold them back, and their requests, until it
 * arrived.
 */
function atEndOfBody(html: string, script: string, plugin: string): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0 || !html.includes('<div id="root">'))
    throw new Error(`${plugin}: the page has no loading screen in its body; update vite.config.ts`);
  return html.slice(0, end) + script + '\n  ' + html.slice(end);
}

/**
 * Starts, from a start-up script at the end of the page, a guest's identity-pool exchange and then
 * the opened screen's first reads (src/lib/early-start.ts), before the other start-up script, as
 * every screen's first requests wait for them. The reads' request bodies come from the screens' own
 * calls (scripts/first-read-requests.ts, run in a process of its own). Left out when the outputs
 * allow no guests; without reads when guests do not read the data API with their credentials.
 */
function startEarlyFromPage(): Plugin {
  return {
    name: 'start-early',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const outputs = amplifyOutputs();
        const pool = guestPool(outputs);
        if (!pool) return html;
        const screens: EarlyStartConfig['screens'] = readsEarly(outputs)
          ? JSON.parse(
              execFileSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'scripts/first-read-requests.ts')], {
                encoding: 'utf8',
              }),
            )
          : {};
        const bucket = bucketUrl(outputs);
        const config: EarlyStartConfig = {
          pool,
          region: outputs.data?.aws_region ?? outputs.auth.aws_region,
          graphqlEndpoint: outputs.data?.url ?? '',
          screens,
          ...(bucket && Object.keys(screens).length > 0
            ? {
                leads: LEAD_PICTURES,
                pictures: {
                  bucketUrl: bucket,
                  region: outputs.storage.aws_region,
                  // A rendition's key is its original's with a suffix (renditionKey).
                  renditions: RENDITION_WIDTHS.map((width) => ({ suffix: renditionKey('', width), width })),
                  originalWidth: ORIGINAL_SRCSET_WIDTH,
                },
              }
            : {}),
        };
        return atEndOfBody(
          html,
          `<script>(${startEarly.toString()})(${JSON.stringify(config)}, ${earlyWork.toString()});</script>`,
          'start-early',
        );
      },
    },
  };
}

/**
 * Gives one import inside a library another module: `code` is the replacement's source, given
 * the path of the module it replaces. The build fails when the import is no longer there (after
 * an upgrade of the library), rather than quietly shipping the original again.
 */
function replaceLibraryImport(name: string, importer: string, source: string, code: (original: string) => string): Plugin {
  const prefix = `\0${name}:`;
  let applied = false;
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId(specifier, from) {
      if (specifier !== source || !from?.replace(/\\/g, '/').endsWith(importer)) return null;
      applied = true;
      return prefix + resolve(from, '..', specifier);
    },
    load(id) {
      return id.startsWith(prefix) ? code(id.slice(prefix.length)) : null;
    },
    buildEnd(error) {
      if (!error && !applied) this.error(`${name}: ${importer} no longer imports ${source}; update vite.config.ts`);
    },
  };
}

/**
 * aws-amplify's GraphQL client imports its realtime (WebSocket) provider for subscriptions,
 * which the site does not use: the build gives the client src/lib/lazy-realtime.ts instead,
 * which downloads the real provider (patched, see patches/) when a subscription starts.
 */
const lazyRealtime = () =>
  replaceLibraryImport(
    'lazy-realtime',
    '/api-graphql/dist/esm/internals/InternalGraphQLAPI.mjs',
    '../Providers/AWSAppSyncRealTimeProvider/index.mjs',
    (original) =>
      [
        `import { lazyRealtimeProvider } from ${JSON.stringify(resolve(import.meta.dirname, 'src/lib/lazy-realtime.ts'))};`,
        `export const AWSAppSyncRealTimeProvider = lazyRealtimeProvider(() => import(${JSON.stringify(original)}));`,
      ].join('\n'),
  );

/**
 * Amplify.configure parses either amplify_outputs.json (Gen 2) or the aws-exports.js of the
 * older CLI; this site only ever has the former (src/lib/amplify-config.ts), so the build leaves
 * the older parser out and says so should one ever be passed.
 */
const withoutAwsExportsParser = () =>
  replaceLibraryImport('without-aws-exports-parser', '/core/dist/esm/utils/parseAmplifyConfig.mjs', '../parseAWSExports.mjs', () => {
    const message = 'This build reads amplify_outputs.json (Amplify Gen 2) only, not aws-exports.js';
    return `export function parseAWSExports() { throw new Error(${JSON.stringify(message)}); }`;
  });

/**
 * pdf.js reads some files at run time by folder URL (fonts a PDF names but does not embed,
 * CJK character maps, WebAssembly image decoders, colour profiles); they are served from a
 * folder named by the pdf.js version, so the year-long cache of /assets/ stays right.
 */
function pdfjsAssets(): Plugin {
  const require = createRequire(import.meta.url);
  const packageDir = resolve(require.resolve('pdfjs-dist/package.json'), '..');
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const base = pdfjsAssetBase(version).replace(/^\//, '');
  const files = () =>
    PDFJS_ASSET_DIRS.flatMap((dir) =>
      readdirSync(join(packageDir, dir))
        .filter((name) => statSync(join(packageDir, dir, name)).isFile())
        .map((name) => `${dir}/${name}`),
    );
  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      server.middlewares.use(`/${base}`, (req, res, next) => {
        const file = join(packageDir, decodeURIComponent((req.url ?? '').split('?')[0]));
        if (!file.startsWith(packageDir) || !PDFJS_ASSET_DIRS.some((dir) => file.startsWith(join(packageDir, dir)))) return next();
        createReadStream(file)
          .on('error', () => next())
          .pipe(res);
      });
    },
    generateBundle() {
      for (const file of files()) {
        this.emitFile({ type: 'asset', fileName: `${base}${file}`, source: readFileSync(join(packageDir, file)) });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    pdfjsAssets(),
    firstLoadChunk(),
    preloadFirstWaveClients(),
    lazyRealtime(),
    withoutAwsExportsParser(),
    startEarlyFromPage(),
    preloadFirstWaveFiles(),
    numberPatterns(),
    preconnectServices(),
    { name: 'absolute-sharing-urls', transformIndexHtml: (html) => absoluteSharingUrls(html, process.env.SITE_URL) },
    {
      name: 'inline-svg-icon',
      apply: 'build',
      transformIndexHtml: (html) => inlineSvgIcon(html, (path) => readFileSync(join(import.meta.dirname, 'public', path), 'utf8')),
    },
    {
      name: 'inline-stylesheet',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html, { bundle }) =>
          inlineStylesheet(html, (file) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return undefined;
            return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          }),
      },
    },
  ],
  server: { port: 5173 },
  preview: { port: 8080 },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The largest files before compression: pdf.js (about 400 kB), which only the PDF viewer
    // loads, and React's part of the first load (about 220 kB).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first-load set already holds everything its modules run, so the group must not
            // add their other dependencies (those it reaches only through index files). Vite's
            // modulepreload polyfill, the entry's one module outside that set, joins it too: left
            // alone it made the page's entry a file of its own, one request more for 700 bytes.
            // Its libraries go to files of their own first (FIRST_LOAD_LIBRARIES).
            {
              name: (id) => (firstLoad.has(id) ? firstLoadLibraryChunk(id) : null),
              debugName: 'first-load libraries',
              includeDependenciesRecursively: false,
            },
            {
              name: (id) => (firstLoad.has(id) || id === MODULEPRELOAD_POLYFILL ? 'app' : null),
              debugName: 'first load',
              includeDependenciesRecursively: false,
            },
            // The bundled texts of a language other than Spanish (src/lib/i18n.ts): one file per language.
            { name: bundledTextsChunk, debugName: 'texts' },
            // The data and storage clients in one file, not the six the bundler made of them: each
            // file is a request of its own beside the first load's files on a phone's first visit.
            {
              name: (id) => (firstWaveClients.has(id) ? 'clients' : null),
              debugName: 'first-wave clients',
              includeDependenciesRecursively: false,
            },
            // What the public screens share, in one file rather than one per set of screens sharing it.
            {
              name: (id) => (sharedScreenCode.has(id) ? 'screens' : null),
              debugName: 'public screens',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
