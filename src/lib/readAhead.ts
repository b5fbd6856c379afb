/** How long a read started ahead waits for its screen to ask for it; older, the screen reads anew. */
export const READ_AHEAD_FRESH_MS = 10_000;

/** A reader whose read can be started before its screen asks for it (withReadAhead). */
export type ReadAhead<A extends unknown[], R> = ((...args: A) => R) & {
  /** Starts the read the screen will ask for, with the arguments it will ask with. */
  start(...args: A): void;
};

/**
 * The page's first screen starts its first read once its code has run (src/main.tsx), beside the
 * texts and the first render rather than after them, and its first request (a gallery's first
 * page and lead picture) leaves that much earlier. The screen, when it asks for that read with
 * the same arguments, is handed the one already on its way; any other read goes as usual.
 */
export function withReadAhead<A extends unknown[], R>(read: (...args: A) => R, now: () => number = Date.now): ReadAhead<A, R> {
  let ahead: { args: A; at: number; answer: R } | undefined;
  const sameArgs = (a: readonly unknown[], b: readonly unknown[]) =>
    Array.from({ length: Math.max(a.length, b.length) }, (_, i) => i).every((i) => Object.is(a[i], b[i]));
  const reader = (...args: A): R => {
    const kept = ahead;
    ahead = undefined;
    if (kept && sameArgs(kept.args, args) && now() - kept.at < READ_AHEAD_FRESH_MS) return kept.answer;
    return read(...args);
  };
  return Object.assign(reader, {
    start(...args: A) {
      const answer = read(...args);
      // Its failure is the screen's to show, when it asks.
      if (answer instanceof Promise) answer.catch(() => undefined);
      ahead = { args, at: now(), answer };
    },
  });
}
