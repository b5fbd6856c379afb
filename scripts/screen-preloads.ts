import { dirname, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { withStaticImports, type ChunkImports } from './chunk-imports';

/*
 * What each route's screen needs before it can draw, for the page's start-up script to ask for it
 * at once (src/lib/first-wave-preload.ts). A screen's code is a chunk of its own, and its texts
 * (all but the bundled namespaces) are files under /locales/; both used to be asked for only once
 * the first-load script had downloaded and run, a second round trip before the page could paint.
 *
 * The route table is read from src/app/routes.tsx's source, as its screens are written there:
 * `const Name = screen(() => import('module'), ['namespace', ...])` and route objects
 * `{ path: 'p', element: <Name /> }` (or `index: true`), nested under `children`.
 * screen-preloads.test.ts checks the result against the app's own route table.
 */

/** One route that opens a lazily loaded screen. */
export interface ScreenRoute {
  /** The path without its leading slash ('' for the home page), as written (react-router matches it ignoring case). */
  path: string;
  /** The screen's module as routes.tsx imports it ('../features/gallery/GalleryPage'). */
  module: string;
  namespaces: string[];
  /** The elements of the routes it is nested in, outermost first (['RootLayout', 'RouteGuard']). */
  within: string[];
}

// The parts of the ESTree the route table is written with.
interface Node {
  type: string;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && typeof (value as Node).type === 'string';
const literal = (node: unknown): unknown => (isNode(node) && node.type === 'Literal' ? node.value : undefined);

/** `screen(() => import('m'), ['a', 'b'])` as { module, namespaces }; undefined for anything else. */
function screenCall(node: unknown): Omit<ScreenRoute, 'path' | 'within'> | undefined {
  if (!isNode(node) || node.type !== 'CallExpression') return undefined;
  const callee = node.callee as Node;
  const [load, namespaces] = node.arguments as Node[];
  if (callee.type !== 'Identifier' || callee.name !== 'screen' || load?.type !== 'ArrowFunctionExpression') return undefined;
  const body = load.body as Node;
  const module = body.type === 'ImportExpression' ? literal(body.source) : undefined;
  if (typeof module !== 'string' || namespaces?.type !== 'ArrayExpression') return undefined;
  return { module, namespaces: (namespaces.elements as Node[]).map(literal).filter((ns): ns is string => typeof ns === 'string') };
}

/** The routes of a route table's source that open a screen, in the table's order. */
export function screenRoutes(source: string, filename: string): ScreenRoute[] {
  const program = parseAst(source, { lang: 'tsx' }, filename);
  const screens = new Map<string, Omit<ScreenRoute, 'path' | 'within'>>();
  const visit = (node: unknown, found: (node: Node) => void) => {
    if (Array.isArray(node)) node.forEach((child) => visit(child, found));
    else if (isNode(node)) {
      found(node);
      for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child, found);
    }
  };
  let table: Node | undefined;
  visit(program.body, (node) => {
    if (node.type !== 'VariableDeclarator' || (node.id as Node).type !== 'Identifier') return;
    const name = (node.id as Node).name as string;
    const screen = screenCall(node.init);
    if (screen) screens.set(name, screen);
    else if (name === 'routes' && isNode(node.init) && node.init.type === 'ArrayExpression') table = node.init;
  });

  const routes: ScreenRoute[] = [];
  const walk = (list: Node, prefix: string, within: string[]) => {
    for (const route of list.elements as Node[]) {
      if (route?.type !== 'ObjectExpression') continue;
      const props = new Map(
        (route.properties as Node[]).flatMap((p) =>
          p.type === 'Property' && (p.key as Node).type === 'Identifier' ? [[(p.key as Node).name as string, p.value as Node]] : [],
        ),
      );
      const own = literal(props.get('path'));
      const path = typeof own === 'string' ? [prefix, own].filter(Boolean).join('/') : prefix;
      const element = props.get('element');
      const opening = element?.type === 'JSXElement' ? ((element.openingElement as Node).name as Node) : undefined;
      const name = opening?.type === 'JSXIdentifier' ? (opening.name as string) : undefined;
      const screen = name !== undefined ? screens.get(name) : undefined;
      if (screen && own !== '*' && (typeof own === 'string' || literal(props.get('index')) === true))
        routes.push({ path, ...screen, within });
      const children = props.get('children');
      if (children?.type === 'ArrayExpression') walk(children, path, name !== undefined ? [...within, name] : within);
    }
  };
  if (table) walk(table, '', []);
  return routes;
}

/** What the bundle tells about a chunk (the parts used here). */
export interface ChunkFacts extends ChunkImports {
  fileName: string;
  facadeModuleId?: string | null;
  /** The CSS files Vite loads with the chunk. */
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/** The files and texts a screen asks for at once, by lower-case path. */
export interface ScreenPreload {
  js: string[];
  css: string[];
  /** Namespaces fetched from /locales/ (not bundled). */
  texts: string[];
}

/**
 * Each route's screen chunk with the chunks it imports and their CSS, leaving out what the page
 * already loads (`listed`), and its namespaces that are not bundled; routes whose screen has no
 * chunk of its own (the home page, in the first-load chunk) ask only for their texts, if any.
 */
export function screenPreloads(
  routes: readonly ScreenRoute[],
  routesFile: string,
  chunks: readonly ChunkFacts[],
  options: { listed: ReadonlySet<string>; bundledNamespaces: ReadonlySet<string> },
): Record<string, ScreenPreload> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const preloads: Record<string, ScreenPreload> = {};
  for (const route of routes) {
    const module = resolve(dirname(routesFile), route.module);
    const chunk = chunks.find((c) => c.facadeModuleId && c.facadeModuleId.replace(/\.[jt]sx?$/, '') === module);
    const files = withStaticImports(chunk ? [chunk.fileName] : [], byFile, (file) => options.listed.has(file));
    const css = [...files]
      .flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
      .filter((file) => !options.listed.has(file));
    const texts = route.namespaces.filter((ns) => !options.bundledNamespaces.has(ns));
    if (files.size || css.length || texts.length) {
      preloads[route.path.toLowerCase()] = { js: [...files].map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`), texts };
    }
  }
  return preloads;
}
