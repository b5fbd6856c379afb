import type { EarlyRead } from './early-start';

/** How long a read the start-up script made waits for the app to ask for it; older, the app reads anew. */
export const EARLY_READ_FRESH_MS = 10_000;

/**
 * Hands the app the answers of the reads the page's start-up script made for the opened screen
 * (src/lib/early-start.ts): while any is waiting, a POST to the data API whose body is exactly the
 * one a read sent gets that read's answer, once, instead of going out again. The body is the
 * request aws-amplify writes for the screen's own call (src/app/first-reads.ts), so aws-amplify
 * goes on as if it had made it; the start-up script signed it with the credentials aws-amplify is
 * given for a guest (withEarlyGuestCredentials), so the answer is the one its own request would
 * have had. A read that failed or answered with an HTTP error, or one older than
 * EARLY_READ_FRESH_MS, goes out as usual.
 *
 * aws-amplify's HTTP client calls the global fetch and takes no other, so the global is wrapped,
 * and given back once every read has been taken or has aged.
 */
export function takeOverEarlyReads(
  graphqlEndpoint: string,
  reads: readonly EarlyRead[] | undefined = typeof window === 'undefined' ? undefined : window.earlyReads,
  now: () => number = Date.now,
): void {
  if (!reads?.length) return;
  const waiting = [...reads];
  const original = globalThis.fetch;
  const restore = () => {
    if (globalThis.fetch === early) globalThis.fetch = original;
  };
  const early: typeof fetch = async (input, init) => {
    const body = init?.body;
    const index =
      init?.method === 'POST' && typeof body === 'string' && String(input) === graphqlEndpoint
        ? waiting.findIndex((read) => read.body === body)
        : -1;
    if (index < 0) return original(input, init);
    const [read] = waiting.splice(index, 1);
    if (waiting.length === 0) restore();
    const answer = now() - read!.at < EARLY_READ_FRESH_MS ? await read!.answer : undefined;
    if (!answer || answer.status !== 200) return original(input, init);
    return new Response(answer.text, { status: 200, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = early;
  setTimeout(restore, EARLY_READ_FRESH_MS);
}
