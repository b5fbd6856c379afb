import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

/*
 * Which modules the first load really runs, for vite.config.ts's first-load files.
 *
 * Following every static import from the entry is not enough: libraries are imported through
 * index files (`aws-amplify/storage`, `aws-amplify/auth`) that re-export everything they offer,
 * so the plain import graph says the home page depends on uploads, every sign-in flow and the
 * realtime client. A bundler drops what is unused from the code, but it still places those
 * modules by the plain graph, next to the entry. Here a re-export is followed only for the names
 * somebody asks for, as the bundler's tree-shaking does: what the first screen does not use
 * stays out of its chunk and goes with the screens that use it.
 */

/** What the bundler tells about one module (rolldown's ModuleInfo, the parts used here). */
export interface ModuleFacts {
  /** The module's code after the plugins' transforms; null when not available. */
  code: string | null;
  /** 'cjs' for CommonJS, whose require() calls all count as used. */
  inputFormat?: string;
  importedIds: readonly string[];
  /** The modules that import this one statically. */
  importers?: readonly string[];
  /** Exported names, when known. */
  exports?: readonly string[];
}

export interface FirstLoadGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

/** Resolves an import specifier written in `importer` to a module id (undefined if it cannot). */
export type Resolve = (source: string, importer: string) => Promise<string | undefined>;

/** The import and export statements of a module, resolved. */
interface Links {
  /** Exported name → the module and name it is re-exported from ('*': that module's namespace). */
  reexports: Map<string, { id: string; name: string }>;
  /** Modules re-exported with `export * from`. */
  stars: string[];
  /** Names the module exports from its own code. */
  own: Set<string>;
  /** What the module's own code uses: module → imported names ('*': everything). */
  uses: Map<string, Set<string>>;
  /**
   * What the module's top-level statements run when it is evaluated only for its side effects
   * (function and class declarations left out unless that code calls them).
   */
  effectUses: Map<string, Set<string>>;
  /** Whether evaluating the module runs any code of its own (false: only declarations). */
  runsCode: boolean;
  /** Every static dependency (evaluated with the module when it has side effects). */
  deps: readonly string[];
}

const ALL = '*';
const STYLESHEET = /\.(css|less|sass|scss|styl|stylus|pcss|postcss)(\?|$)/;

/** The parts of ESTree statements read here. */
interface Declaration {
  type: string;
  id?: Named | null;
  declarations?: Array<{ id: Named; init?: { type: string } | null }>;
}
interface Node extends Declaration {
  start: number;
  end: number;
  source?: { value: string } | null;
  specifiers?: Array<{ type: string; imported?: Named; local?: Named; exported?: Named }>;
  exported?: Named | null;
  declaration?: Declaration | null;
}
interface Named {
  name?: string;
  value?: string;
}
const nameOf = (node: Named | null | undefined) => node?.name ?? node?.value ?? '';

/** The identifiers a piece of code mentions. Words in strings and comments count too: on doubt, it is used. */
const identifiers = (code: string) => new Set(code.match(/[A-Za-z_$][\w$]*/g));

/** Declarations that run nothing when evaluated: functions, classes, and variables set to a function or a constant. */
function inert(node: Node): boolean {
  const declaration: Declaration | null | undefined =
    node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration' ? node.declaration : node;
  if (!declaration) return node.type === 'ExportNamedDeclaration';
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') return true;
  if (declaration.type === 'VariableDeclaration') {
    return (declaration.declarations ?? []).every(
      ({ init }) => !init || ['ArrowFunctionExpression', 'FunctionExpression', 'Literal', 'TemplateLiteral'].includes(init.type),
    );
  }
  return false;
}

/** Names a top-level statement declares. */
function declaredNames(node: Node): string[] {
  const declaration: Declaration | null | undefined =
    node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration' ? node.declaration : node;
  if (!declaration) return [];
  return [declaration.id, ...(declaration.declarations ?? []).map((d) => d.id)].map(nameOf).filter(Boolean);
}

/**
 * The identifiers that evaluating the module mentions: in its top-level statements other than
 * inert declarations, and in the declarations those mention (over and over). Undefined when
 * evaluating it runs nothing but declarations.
 */
function effectfulIdentifiers(body: readonly Node[], ownCode: string): Set<string> | undefined {
  const declarations = new Map<string, Set<string>>();
  const mentioned = new Set<string>();
  let runs = false;
  for (const node of body) {
    const text = ownCode.slice(node.start, node.end);
    if (!text.trim()) continue;
    if (inert(node)) {
      for (const name of declaredNames(node)) declarations.set(name, identifiers(text));
    } else {
      runs = true;
      for (const name of identifiers(text)) mentioned.add(name);
    }
  }
  if (!runs) return undefined;
  const pending = [...mentioned];
  while (pending.length > 0) {
    const more = declarations.get(pending.pop()!);
    if (!more) continue;
    for (const name of more) {
      if (mentioned.has(name)) continue;
      mentioned.add(name);
      pending.push(name);
    }
  }
  return mentioned;
}

async function linksOf(id: string, info: ModuleFacts, resolve: Resolve): Promise<Links> {
  const links: Links = {
    reexports: new Map(),
    stars: [],
    own: new Set(),
    uses: new Map(),
    effectUses: new Map(),
    runsCode: false,
    deps: info.importedIds,
  };
  const add = (map: Map<string, Set<string>>, dep: string, name: string) => {
    const names = map.get(dep) ?? new Set<string>();
    names.add(name);
    map.set(dep, names);
  };
  let body: Node[] = [];
  try {
    if (info.code !== null && info.inputFormat !== 'cjs')
      body = parseAst(info.code, null, id.replace(/[?#].*$/, '')).body as unknown as Node[];
  } catch {
    // Not JavaScript the parser reads: everything it imports counts as used below.
  }
  const sources = [...new Set(body.flatMap((node) => (node.source ? [node.source.value] : [])))];
  const resolved = new Map(await Promise.all(sources.map(async (source) => [source, await resolve(source, id)] as const)));
  const known = new Set(info.importedIds);
  const target = (node: Node) => {
    const dep = resolved.get(node.source!.value);
    return dep !== undefined && known.has(dep) ? dep : undefined;
  };

  // Bindings imported for the module's own code (local name → where from), and the code
  // outside the import and export lists, where their uses are looked for.
  const imported = new Map<string, { id: string; name: string }>();
  const accounted = new Set<string>();
  const lists: Node[] = [];
  const blank = (node: Node) => lists.push(node);
  for (const node of body) {
    if (node.type === 'ImportDeclaration') {
      const dep = target(node);
      if (dep === undefined) continue;
      accounted.add(dep);
      for (const spec of node.specifiers ?? []) {
        const name = spec.type === 'ImportSpecifier' ? nameOf(spec.imported) : spec.type === 'ImportDefaultSpecifier' ? 'default' : ALL;
        imported.set(nameOf(spec.local), { id: dep, name });
      }
      blank(node);
    } else if (node.type === 'ExportAllDeclaration') {
      const dep = target(node);
      if (dep === undefined) continue;
      accounted.add(dep);
      if (node.exported) links.reexports.set(nameOf(node.exported), { id: dep, name: ALL });
      else links.stars.push(dep);
      blank(node);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      const dep = node.source ? target(node) : undefined;
      if (node.source && dep === undefined) continue;
      if (dep !== undefined) accounted.add(dep);
      for (const spec of node.specifiers ?? []) {
        const local = nameOf(spec.local);
        const exported = nameOf(spec.exported);
        if (dep !== undefined) links.reexports.set(exported, { id: dep, name: local });
        else if (imported.has(local)) links.reexports.set(exported, imported.get(local)!);
        else links.own.add(exported);
      }
      blank(node);
    } else if (node.type === 'ExportDefaultDeclaration') {
      links.own.add('default');
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const name of declaredNames(node)) links.own.add(name);
    }
  }
  // The code with the import and export lists blanked out (same length, so positions hold).
  let ownCode = '';
  let at = 0;
  for (const node of lists) {
    ownCode += info.code!.slice(at, node.start) + ' '.repeat(node.end - node.start);
    at = node.end;
  }
  ownCode += (info.code ?? '').slice(at);
  const used = identifiers(ownCode);
  const effectful = effectfulIdentifiers(body, ownCode);
  // A stylesheet's JavaScript is empty once the bundler has taken its CSS out, yet it applies styles.
  links.runsCode = STYLESHEET.test(id) || effectful !== undefined || (body.length === 0 && (info.code ?? '').trim() !== '');
  for (const [local, from] of imported) {
    if (used.has(local)) add(links.uses, from.id, from.name);
    if (effectful?.has(local)) add(links.effectUses, from.id, from.name);
  }
  // Imports the statements above do not explain (require() in CommonJS, code the parser could
  // not read, an import resolved differently): all of the module counts as used.
  for (const dep of info.importedIds) {
    if (accounted.has(dep)) continue;
    add(links.uses, dep, ALL);
    add(links.effectUses, dep, ALL);
    links.runsCode = true;
  }
  return links;
}

/** Whether a module may have side effects, as its package.json `sideEffects` field says (default: yes). */
export function sideEffectsOf(id: string, readPackage: (dir: string) => { sideEffects?: unknown } | undefined): boolean {
  const file = id.replace(/[?#].*$/, '');
  if (!isAbsolute(file)) return true;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const pkg = readPackage(dir);
    if (pkg) {
      const { sideEffects } = pkg;
      if (sideEffects === false) return false;
      if (!Array.isArray(sideEffects)) return true;
      const path = relative(dir, file).split(sep).join('/');
      return sideEffects.some((pattern: unknown) => typeof pattern === 'string' && matchesGlob(path, pattern));
    }
    if (dirname(dir) === dir) return true;
  }
}

/** A package.json sideEffects pattern: a path (from the package folder) or a file name, with * and **. */
function matchesGlob(path: string, pattern: string): boolean {
  const clean = pattern.replace(/^\.\//, '');
  const target = clean.includes('/') ? path : path.split('/').pop()!;
  const regex = clean
    .split(/(\*\*\/?|\*)/)
    .map((part) => (part.startsWith('**') ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${regex}$`).test(target);
}

/** Reads the package.json that decides for a folder (cached); undefined when the folder has none. */
export function packageReader(): (dir: string) => { sideEffects?: unknown } | undefined {
  const cache = new Map<string, { sideEffects?: unknown } | undefined>();
  return (dir) => {
    if (!cache.has(dir)) {
      const file = join(dir, 'package.json');
      let pkg: { name?: string; sideEffects?: unknown } | undefined;
      try {
        pkg = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; sideEffects?: unknown }) : undefined;
      } catch {
        pkg = undefined;
      }
      // Folders such as dist/esm carry a package.json with only a module type; the package's own one decides.
      cache.set(dir, pkg && (pkg.name !== undefined || 'sideEffects' in pkg) ? pkg : undefined);
    }
    return cache.get(dir);
  };
}

/**
 * The modules that running `roots` evaluates, following re-exports only for the names asked for
 * and leaving out side-effect-free modules nobody asks anything of. A module evaluated only for
 * its side effects brings what its top-level code runs, not everything its functions use.
 * Dynamic imports are not followed: they load later.
 */
export async function firstLoadModules(
  roots: readonly string[],
  graph: FirstLoadGraph,
  resolve: Resolve,
  options: {
    hasSideEffects?: (id: string) => boolean;
    /** Filled with the module that first brought each one in, and why, to explain the result. */
    why?: Map<string, string>;
  } = {},
): Promise<Set<string>> {
  const read = packageReader();
  const hasSideEffects = options.hasSideEffects ?? ((id: string) => sideEffectsOf(id, read));
  const why = options.why;
  const linksCache = new Map<string, Links>();
  const asked = new Map<string, Set<string>>();
  /** Modules evaluated: 'effects' when only for their side effects, 'used' when something of theirs is used. */
  const state = new Map<string, 'effects' | 'used'>();
  const passedThrough = new Set<string>();
  const queue: Array<[string, readonly string[], string?]> = roots.map((root) => [root, [ALL]]);

  while (queue.length > 0) {
    const [id, names, from = ''] = queue.pop()!;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const effects = hasSideEffects(id);
    if (names.length === 0 && !effects) continue;
    let links = linksCache.get(id);
    if (!links) {
      links = await linksOf(id, info, resolve);
      linksCache.set(id, links);
    }
    const before = state.get(id);
    if (names.length === 0 && before === undefined && !links.runsCode) {
      // Evaluating it only declares things: it needs no place in the first load, though what
      // it imports with side effects still runs.
      if (!passedThrough.has(id)) {
        passedThrough.add(id);
        for (const dep of links.deps) queue.push([dep, [], `${id} evaluates`]);
      }
      continue;
    }
    if (before === undefined) {
      why?.set(id, `${from} [${names.join(', ')}]`);
      // Evaluating a module evaluates its dependencies first; those with side effects run even
      // when nothing is asked of them.
      for (const dep of links.deps) queue.push([dep, [], `${id} evaluates`]);
    }
    if (names.length === 0) {
      if (before === undefined) {
        state.set(id, 'effects');
        for (const [dep, depNames] of links.effectUses) queue.push([dep, [...depNames], `${id} runs`]);
      }
      continue;
    }
    if (before !== 'used') {
      state.set(id, 'used');
      for (const [dep, depNames] of links.uses) queue.push([dep, [...depNames], `${id} uses`]);
    }
    const done = asked.get(id) ?? new Set<string>();
    asked.set(id, done);
    for (const name of names) {
      if (done.has(name)) continue;
      done.add(name);
      if (name === ALL) {
        for (const source of links.reexports.values()) queue.push([source.id, [source.name], `${id} re-exports`]);
        for (const star of links.stars) queue.push([star, [ALL], `${id} re-exports`]);
        continue;
      }
      const source = links.reexports.get(name);
      if (source) queue.push([source.id, [source.name], `${id} re-exports`]);
      else if (!links.own.has(name)) {
        for (const star of links.stars) {
          const exports = graph.getModuleInfo(star)?.exports;
          if (!exports || exports.length === 0 || exports.includes(name)) queue.push([star, [name], `${id} re-exports`]);
        }
      }
    }
  }
  // A module passed through above that nothing outside the first load imports is dead code
  // everywhere: it joins the first load, where it costs nothing, rather than sit in a chunk of
  // its own that the first load would still import to keep the evaluation order.
  const kept = new Set(state.keys());
  const idle = new Set([...passedThrough].filter((id) => !kept.has(id)));
  for (let shrank = true; shrank;) {
    shrank = false;
    for (const id of idle) {
      const importers = graph.getModuleInfo(id)?.importers ?? [];
      if (importers.every((importer) => kept.has(importer) || idle.has(importer))) continue;
      idle.delete(id);
      shrank = true;
    }
  }
  // A module passed through that has no code of its own (an index of re-exports) and whose
  // dependencies are all in the first load costs nothing there either, whoever else imports it.
  // Left out, it would be a chunk of one import statement, a request the first load waits for.
  const inFirstLoad = new Set([...kept, ...idle]);
  for (const id of passedThrough) {
    const links = linksCache.get(id);
    if (inFirstLoad.has(id) || !links || links.runsCode || links.own.size > 0) continue;
    if (links.deps.every((dep) => inFirstLoad.has(dep))) inFirstLoad.add(id);
  }
  return inFirstLoad;
}
