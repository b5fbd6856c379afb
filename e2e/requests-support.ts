import { expect, type Page, type Request } from '@playwright/test';

/**
 * Follows the requests of a page that `matches` selects, and waits until none of them has been in
 * flight for a while (the pictures have arrived, the last renders are done). Unlike Playwright's
 * 'networkidle' it can leave out other sites: the map of /contacto (another site, in a frame of
 * its own) was sometimes never seen to end its request without a connection, and the wait never
 * ended. `onEnd` hears each followed request as it ends, before it counts as ended.
 */
export function followRequests(
  page: Page,
  matches: (request: Request) => boolean,
  onEnd?: (request: Request, failed: boolean) => void | Promise<void>,
): { quiet: (quietMs: number, message: string) => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!matches(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const ended = (failed: boolean) => async (request: Request) => {
    if (!inFlight.has(request)) return;
    await onEnd?.(request, failed);
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', ended(false));
  page.on('requestfailed', ended(true));
  return {
    quiet: (quietMs, message) =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { message, timeout: 30_000, intervals: [100] })
        .toBe(true),
  };
}
