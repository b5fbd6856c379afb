/**
 * After an upload the admin screens check that the new object can be fetched
 * before showing it (spec section 9: once per second, up to 5 attempts per file).
 */
export const URL_POLL_ATTEMPTS = 5;
export const URL_POLL_INTERVAL_MS = 1000;

/** Thrown when an object stays unreachable; the screen shows it with the spec's text. */
export class UrlUnavailableError extends Error {
  constructor(
    readonly path: string,
    readonly attempts: number,
  ) {
    // The spec's own wording (section 8), so logs read the same as the screen.
    super(`No se pudo obtener la URL para ${path} después de ${attempts} intentos.`);
    this.name = 'UrlUnavailableError';
  }
}

export type Probe = (path: string) => Promise<boolean>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `probe` until it answers true, at most `attempts` times, waiting
 * `intervalMs` between attempts (not after the last one). A probe that throws
 * counts as a failed attempt.
 */
export async function waitForObject(
  path: string,
  probe: Probe,
  attempts = URL_POLL_ATTEMPTS,
  intervalMs = URL_POLL_INTERVAL_MS,
): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let ok = false;
    try {
      ok = await probe(path);
    } catch {
      ok = false;
    }
    if (ok) return;
    if (attempt < attempts) await sleep(intervalMs);
  }
  throw new UrlUnavailableError(path, attempts);
}

/** Waits for every path of an upload batch (5 attempts per file); fails with the first path that never appeared. */
export async function waitForObjects(paths: readonly string[], probe: Probe): Promise<void> {
  const results = await Promise.allSettled(paths.map((path) => waitForObject(path, probe)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
