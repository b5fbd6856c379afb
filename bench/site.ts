// Starting and stopping `npm start`'s whole stack (site and local cloud) for the benchmarks that
// measure it in a browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

export async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Runs scripts/start.ts on `port` (with the local cloud's data in `dataDir`, or its default) and
 * answers once `url` answers; the process group is stopped by stopSite.
 */
export async function startSite(url: string, port: number, dataDir?: string): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...(dataDir ? { LOCAL_CLOUD_DIR: dataDir } : {}) },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (await reachable(url)) return child;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the site did not answer at ${url}`);
}

/** Stops a stack started by startSite and waits (up to 30 s) until `url` no longer answers. */
export async function stopSite(child: ChildProcess, url: string): Promise<void> {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (await reachable(url))) await new Promise((r) => setTimeout(r, 500));
}
