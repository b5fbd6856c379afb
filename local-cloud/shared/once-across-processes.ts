// Processes starting at once (parallel test files) that need the same slow, cached result (the
// schema transform, the backend description) compute it once: the first takes a lock directory
// and computes, the others wait for the cached result.
import { mkdirSync, rmSync, statSync } from 'node:fs';

/** A lock older than this was left by a process that died; a waiter goes ahead after as long. */
const LOCK_WAIT_MS = 180_000;

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs > LOCK_WAIT_MS) {
        rmSync(lock, { recursive: true, force: true });
        return tryLock(lock);
      }
    } catch {
      /* removed meanwhile */
    }
    return false;
  }
}

/** The cached value when there is one, else `compute()` run by one process while the others wait for its result. */
export function onceAcrossProcesses<T>(lock: string, readCached: () => T | undefined, compute: () => T, pollMs: number): T {
  const deadline = Date.now() + LOCK_WAIT_MS;
  let held = false;
  while (!(held = tryLock(lock))) {
    const cached = readCached();
    if (cached !== undefined) return cached;
    if (Date.now() > deadline) break; // a crashed holder: go ahead without the lock
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pollMs);
  }
  try {
    return readCached() ?? compute();
  } finally {
    if (held) rmSync(lock, { recursive: true, force: true });
  }
}
