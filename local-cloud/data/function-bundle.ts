// A function handler bundled as Amplify Gen 2 deploys it: defineFunction builds it with esbuild
// (through CDK's NodejsFunction; @aws-amplify/backend-function's factory: one ESM file, every
// dependency bundled including the AWS SDK, the CommonJS shim injected, `.node` files copied
// beside it), and `$amplify/env/<name>` is the function's environment. A container then loads
// one file instead of compiling the handler's TypeScript and its dependencies module by module
// (a cold start of about 1.5 s through tsx, 0.4 s bundled, on this machine), and a handler that
// would not bundle for AWS does not run here either.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import * as esbuild from 'esbuild';
import type { FunctionDefinition } from './schema/model-definition';

const require = createRequire(import.meta.url);
/** Gen 2's shim: `require`, `__filename` and `__dirname` for bundled CommonJS code in an ES module. */
const CJS_SHIM = join(dirname(require.resolve('@aws-amplify/backend-function')), 'lambda-shims', 'cjs_shim.js');

/** `$amplify/env/<name>`: generated at deploy time from the function's environment; here, process.env. */
const amplifyEnv: esbuild.Plugin = {
  name: 'amplify-env',
  setup(build) {
    build.onResolve({ filter: /^\$amplify\/env\// }, (args) => ({ path: args.path, namespace: 'amplify-env' }));
    build.onLoad({ filter: /.*/, namespace: 'amplify-env' }, () => ({ contents: 'export const env = process.env;', loader: 'js' }));
  },
};

export class FunctionBundles {
  private readonly contexts = new Map<string, Promise<esbuild.BuildContext<{ write: false }>>>();
  /** The build in progress for each function: callers during a build share it. */
  private readonly building = new Map<string, Promise<string>>();
  private closed = false;

  /** `dir`: where bundles are written; emptied here, as bundles of an earlier run are stale. */
  constructor(private readonly dir: string) {
    rmSync(dir, { recursive: true, force: true });
  }

  /**
   * Builds the function's handler again (esbuild's incremental rebuild: only changed files are
   * read again, so an edited handler reaches the next new container) and answers the path of the
   * bundle. Bundles are named by their content and never rewritten, so a container loading one
   * never reads a file being replaced. Rejects with esbuild's messages when the handler does not build.
   */
  bundle(fn: FunctionDefinition): Promise<string> {
    const running = this.building.get(fn.name);
    if (running) return running;
    const build = this.build(fn).finally(() => this.building.delete(fn.name));
    this.building.set(fn.name, build);
    return build;
  }

  private async build(fn: FunctionDefinition): Promise<string> {
    if (this.closed) throw new Error('the function bundles are closed');
    const outdir = join(this.dir, fn.name);
    const entryName = basename(fn.entry).replace(/\.[^.]+$/, '');
    let context = this.contexts.get(fn.name);
    if (!context) {
      context = esbuild.context({
        entryPoints: [fn.entry],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: `node${process.versions.node.split('.')[0]}`,
        inject: [CJS_SHIM],
        loader: { '.node': 'file' },
        outdir,
        entryNames: entryName,
        outExtension: { '.js': '.mjs' },
        write: false,
        logLevel: 'silent',
        plugins: [amplifyEnv],
      });
      this.contexts.set(fn.name, context);
      // Options esbuild refuses are not kept: the next build tries again.
      context.catch(() => this.contexts.get(fn.name) === context && this.contexts.delete(fn.name));
    }
    let result;
    try {
      result = await (await context).rebuild();
    } catch (error) {
      const messages = (error as esbuild.BuildFailure).errors?.map(
        (e) => `${e.location ? `${e.location.file}:${e.location.line}:${e.location.column}: ` : ''}${e.text}`,
      );
      throw new Error(messages?.length ? messages.join('\n') : (error as Error).message);
    }
    let entry: string | undefined;
    for (const output of result.outputFiles) {
      // Content-named: a bundle that changed gets a new name; an unchanged one is already there
      // (copied `.node` files are named by their content by esbuild already).
      const isEntry = output.path === join(outdir, `${entryName}.mjs`);
      const hash = isEntry ? createHash('sha256').update(output.contents).digest('hex').slice(0, 16) : '';
      const path = isEntry ? output.path.replace(/\.mjs$/, `-${hash}.mjs`) : output.path;
      if (isEntry) entry = path;
      if (existsSync(path)) continue;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(`${path}.tmp`, output.contents);
      renameSync(`${path}.tmp`, path);
    }
    if (!entry) throw new Error(`esbuild wrote no bundle for ${fn.entry}`);
    return entry;
  }

  async close(): Promise<void> {
    this.closed = true;
    const contexts = [...this.contexts.values()];
    this.contexts.clear();
    await Promise.all(contexts.map(async (context) => (await context.catch(() => undefined))?.dispose()));
  }
}
