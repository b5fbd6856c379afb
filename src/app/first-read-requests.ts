// The data API requests of each screen's first reads (first-reads.ts), as aws-amplify writes
// them: the page's start-up script sends them for a guest while the app's code downloads
// (src/lib/early-start.ts), and the app's own call, which writes the same body, takes the
// answer (src/lib/early-reads.ts). The bodies are not written by hand: the screens' own calls
// run through aws-amplify's data client against the outputs' schema, with a fetch that keeps
// each request's body and sends nothing. For the build (scripts/first-read-requests.ts runs it
// in a process of its own, as it replaces the global fetch and configures aws-amplify) and its
// test; the app itself never runs it.

import { Amplify } from 'aws-amplify';
import { FIRST_READS, type FirstRead } from './first-reads';
import { oneColumnQuery } from '../lib/cardGrid';
import type { EarlyReadBody } from '../lib/early-start';

/** By screen, the request body of each first read (one per grid width where the read names a page size). */
export async function firstReadRequests(
  outputs: { data?: { url?: string } },
  screens: Record<string, readonly FirstRead[]> = FIRST_READS,
): Promise<Record<string, EarlyReadBody[]>> {
  const endpoint = outputs.data?.url;
  if (!endpoint) return {};
  const sent: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === endpoint && typeof init?.body === 'string') sent.push(init.body);
    return Response.json({ data: null, errors: [{ message: 'Not sent: only its body was wanted.' }] });
  }) as typeof fetch;
  try {
    Amplify.configure(outputs as Parameters<typeof Amplify.configure>[0], {
      Auth: {
        credentialsProvider: {
          getCredentialsAndIdentityId: async () => ({ credentials: { accessKeyId: 'AKIDFIRSTREADS', secretAccessKey: 'unused' } }),
          clearCredentialsAndIdentityId: () => undefined,
        },
      },
    });
    /** The body of the first request `read` makes (a read that pages on makes more). */
    const bodyOf = async (read: () => Promise<unknown>): Promise<string> => {
      const before = sent.length;
      await read().catch(() => undefined);
      const body = sent[before];
      if (body === undefined)
        throw new Error('A first read made no request to the data API: src/app/first-reads.ts names a read that is not one.');
      return body;
    };
    const result: Record<string, EarlyReadBody[]> = {};
    for (const [screen, reads] of Object.entries(screens)) {
      result[screen] = [];
      for (const { read, perPage } of reads) {
        if (!perPage) {
          result[screen].push(await bodyOf(() => read(0)));
          continue;
        }
        const oneColumn = await bodyOf(() => read(perPage.counts.oneColumn));
        const wider = await bodyOf(() => read(perPage.counts.wider));
        result[screen].push(oneColumn === wider ? oneColumn : { media: oneColumnQuery(perPage.grid), oneColumn, wider });
      }
    }
    return result;
  } finally {
    globalThis.fetch = original;
  }
}
