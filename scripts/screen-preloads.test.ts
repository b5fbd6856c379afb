// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { screenPreloads, screenRoutes, type ChunkFacts } from './screen-preloads';

const ROUTES_FILE = resolve(import.meta.dirname, '../src/app/routes.tsx');

/** The app's route table, loaded as the app loads it (through a path: this project's type check does not compile TSX). */
const { routes, screenAt } = (await import(/* @vite-ignore */ ROUTES_FILE)) as {
  routes: RouteObject[];
  screenAt: (path: string) => { preload(): Promise<unknown>; namespaces: readonly string[] } | undefined;
};

/** The app's own route table: every leaf path that renders a lazily loaded screen. */
function screenPaths(list: readonly RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? [prefix, route.path].filter(Boolean).join('/') : prefix;
    const type = isValidElement(route.element) ? (route.element.type as { preload?: unknown }) : undefined;
    const own = typeof type?.preload === 'function' && route.path !== '*' && (route.path || route.index) ? [path] : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

describe('reading the route table for the screens a page opens', () => {
  const parsed = screenRoutes(readFileSync(ROUTES_FILE, 'utf8'), ROUTES_FILE);

  it('finds every route of src/app/routes.tsx that opens a screen, with its namespaces', () => {
    expect(parsed.map((r) => r.path).sort()).toEqual(screenPaths(routes).sort());
    for (const route of parsed) expect(screenAt(`/${route.path}`)?.namespaces, route.path).toEqual(route.namespaces);
  });

  it('names the module each public screen loads', async () => {
    for (const path of ['galeria', 'conferencias', 'devocionario', 'contacto']) {
      const route = parsed.find((r) => r.path === path)!;
      const loaded = await screenAt(`/${path}`)!.preload();
      expect(loaded, path).toBe(await import(/* @vite-ignore */ resolve(ROUTES_FILE, '..', route.module)));
    }
  });

  it('joins nested paths, takes index routes and leaves out the catch-all and plain elements', () => {
    const source = `
      const A = screen(() => import('./a'), ['one', 'two']);
      const B = screen(() => import('./b'), []);
      const NotLazy = () => null;
      export const routes: RouteObject[] = [{ element: <Layout />, children: [
        { index: true, element: <A /> },
        { path: 'x', element: <NotLazy /> },
        { path: 'parent', children: [{ path: 'child', element: <B /> }] },
        { element: <Guard />, children: [{ path: 'kept', element: <A /> }] },
        { path: '*', element: <B /> },
      ] }];`;
    expect(screenRoutes(source, 'routes.tsx')).toEqual([
      { path: '', module: './a', namespaces: ['one', 'two'], within: ['Layout'] },
      { path: 'parent/child', module: './b', namespaces: [], within: ['Layout'] },
      { path: 'kept', module: './a', namespaces: ['one', 'two'], within: ['Layout', 'Guard'] },
    ]);
  });
});

describe('what each screen asks for at once', () => {
  const file = '/app/src/app/routes.tsx';
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = []): ChunkFacts => ({
    fileName,
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const chunks = [
    chunk('assets/app.js', '/app/src/main.tsx', [], ['assets/app.css']),
    chunk('assets/Gallery.js', '/app/src/features/gallery/GalleryPage.tsx', ['assets/shared.js', 'assets/app.js'], ['assets/Gallery.css']),
    chunk('assets/shared.js', null, ['assets/deep.js'], ['assets/shared.css']),
    chunk('assets/deep.js', null, ['assets/app.js']),
  ];

  it('lists the screen chunk with what it imports and their CSS, without what the page already loads, and the texts not bundled', () => {
    const preloads = screenPreloads(
      [
        { path: 'Galeria', module: '../features/gallery/GalleryPage', namespaces: ['gallery', 'common'], within: [] },
        { path: '', module: '../features/home/HomePage', namespaces: ['home'], within: [] },
        { path: 'ayuda', module: '../features/help/HelpPage', namespaces: ['help'], within: [] },
      ],
      file,
      chunks,
      { listed: new Set(['assets/app.js', 'assets/app.css']), bundledNamespaces: new Set(['common', 'home']) },
    );
    expect(preloads).toEqual({
      galeria: {
        js: ['/assets/Gallery.js', '/assets/shared.js', '/assets/deep.js'],
        css: ['/assets/Gallery.css', '/assets/shared.css'],
        texts: ['gallery'],
      },
      // No chunk of its own (in the first load), only texts to fetch.
      ayuda: { js: [], css: [], texts: ['help'] },
    });
  });
});
