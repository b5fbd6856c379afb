import { EARLY_READ_FRESH_MS, takeOverEarlyReads } from './early-reads';
import type { EarlyRead } from './early-start';

const GRAPHQL = 'http://localhost:20002/graphql';
const NOW = 1_000_000;
const BODY = '{"query":"query { listContactInfos { items { id } } }","variables":{}}';

const read = (answer: EarlyRead['answer'], body = BODY, at = NOW): EarlyRead => ({ body, at, answer });
const post = (body: string, url = GRAPHQL) => globalThis.fetch(url, { method: 'POST', body, headers: { authorization: 'signed' } });

/** The network: every request that reaches it is answered by the network, not by the start-up script. */
function network() {
  const network = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json({ from: 'network' }));
  vi.stubGlobal('fetch', network);
  return network;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('takeOverEarlyReads', () => {
  it("answers the app's request whose body a head read sent, once, without sending it again", async () => {
    const net = network();
    takeOverEarlyReads(GRAPHQL, [read(Promise.resolve({ status: 200, text: '{"data":{"from":"head"}}' }))], () => NOW);
    const first = await post(BODY);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { from: 'head' } });
    expect(net).not.toHaveBeenCalled();
    // Taken once: the same request later goes out.
    expect(await (await post(BODY)).json()).toEqual({ from: 'network' });
    expect(net).toHaveBeenCalledTimes(1);
  });

  it('sends every other request as it is: another body, another address, another method', async () => {
    const net = network();
    takeOverEarlyReads(GRAPHQL, [read(Promise.resolve({ status: 200, text: '{}' }))], () => NOW);
    await post('{"query":"query { other }"}');
    await post(BODY, 'http://localhost:20002/');
    await globalThis.fetch(GRAPHQL);
    expect(net.mock.calls.map(([url, init]) => [url, (init as RequestInit | undefined)?.body])).toEqual([
      [GRAPHQL, '{"query":"query { other }"}'],
      ['http://localhost:20002/', BODY],
      [GRAPHQL, undefined],
    ]);
  });

  it("sends the request itself when the start-up script's read failed, answered with an HTTP error, or is too old", async () => {
    for (const early of [
      read(Promise.resolve(undefined)),
      read(Promise.resolve({ status: 401, text: '{"errors":[{"errorType":"UnauthorizedException"}]}' })),
      read(Promise.resolve({ status: 200, text: '{}' }), BODY, NOW - EARLY_READ_FRESH_MS),
    ]) {
      const net = network();
      takeOverEarlyReads(GRAPHQL, [early], () => NOW);
      expect(await (await post(BODY)).json()).toEqual({ from: 'network' });
      expect(net).toHaveBeenCalledWith(GRAPHQL, expect.objectContaining({ body: BODY, headers: { authorization: 'signed' } }));
      vi.unstubAllGlobals();
    }
  });

  it('waits for a head read still on its way', async () => {
    const net = network();
    let arrive!: (answer: { status: number; text: string }) => void;
    takeOverEarlyReads(GRAPHQL, [read(new Promise((resolve) => (arrive = resolve)))], () => NOW);
    const answer = post(BODY);
    arrive({ status: 200, text: '{"data":{"late":true}}' });
    expect(await (await answer).json()).toEqual({ data: { late: true } });
    expect(net).not.toHaveBeenCalled();
  });

  it('gives the global fetch back once every read is taken, or once they are too old to take', async () => {
    const net = network();
    takeOverEarlyReads(GRAPHQL, [read(Promise.resolve({ status: 200, text: '{}' }))], () => NOW);
    expect(globalThis.fetch).not.toBe(net);
    await post(BODY);
    expect(globalThis.fetch).toBe(net);

    vi.useFakeTimers();
    takeOverEarlyReads(GRAPHQL, [read(Promise.resolve({ status: 200, text: '{}' }))], () => NOW);
    expect(globalThis.fetch).not.toBe(net);
    vi.advanceTimersByTime(EARLY_READ_FRESH_MS);
    expect(globalThis.fetch).toBe(net);
  });

  it('changes nothing when the start-up script made no read', () => {
    const net = network();
    takeOverEarlyReads(GRAPHQL, undefined);
    takeOverEarlyReads(GRAPHQL, []);
    expect(globalThis.fetch).toBe(net);
  });
});
