import { DefaultIdentityIdStore } from 'aws-amplify/auth/cognito';
import { presignUrl, signRequest, UNSIGNED_PAYLOAD } from '@aws-amplify/core/internals/aws-client-utils';
import { earlyWork, startEarly, type EarlyPictureFiles, type EarlyStartConfig, type EarlyWork, type EarlyWorkMessage } from './early-start';
import type { GuestPool } from './early-guest-credentials';
import { stubMediaQueries, stubWindowSize } from '../testing/window-width';

const POOL: GuestPool = { identityPoolId: 'us-east-1:pool-1', endpoint: 'http://localhost:20002/', userPoolClientId: 'client-1' };
const GRAPHQL = 'http://localhost:20002/graphql';
const NOW = Date.parse('2026-11-27T10:00:00Z');
const CONTACT = '{"query":"query { listContactInfos { items { id } } }","variables":{}}';
const VIDEOS = (limit: number) =>
  `{"query":"query($limit: Int) { listVideos(limit: $limit) { items { id } } }","variables":{"limit":${limit}}}`;

interface Call {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The identity pool (AWS JSON 1.1, as AWS answers) and the data API, on one fetch stand-in. */
function services({
  unknownIdentity = false,
  failingBody,
  answers = {},
}: { unknownIdentity?: boolean; failingBody?: string; answers?: Record<string, Response> } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const body = String(init.body);
      calls.push({ url, headers, body });
      if (url === GRAPHQL) {
        if (body === failingBody) throw new TypeError('Failed to fetch');
        return answers[body] ?? Response.json({ data: { answered: body.length } });
      }
      const target = headers['x-amz-target'];
      if (target === 'AWSCognitoIdentityService.GetId') return Response.json({ IdentityId: 'us-east-1:new-guest' });
      if (unknownIdentity) return Response.json({ __type: 'ResourceNotFoundException', message: 'Identity not found' }, { status: 400 });
      return Response.json({
        IdentityId: JSON.parse(body).IdentityId,
        Credentials: { AccessKeyId: 'ASIAGUEST', SecretKey: 'secret', SessionToken: 'token', Expiration: NOW / 1000 + 3600 },
      });
    }),
  );
  return calls;
}

const work = (overrides: Partial<EarlyWork> = {}): EarlyWork => ({
  identityPoolId: POOL.identityPoolId,
  identityEndpoint: POOL.endpoint,
  region: 'us-east-1',
  graphqlEndpoint: GRAPHQL,
  identityId: null,
  bodies: [],
  ...overrides,
});

async function run(request: EarlyWork): Promise<EarlyWorkMessage[]> {
  const messages: EarlyWorkMessage[] = [];
  await earlyWork(request, (message) => messages.push(message));
  return messages;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  delete window.earlyGuestCredentials;
  delete window.earlyReads;
  delete window.earlyPictureUrls;
});

describe("the start-up script's early work (in its worker)", () => {
  it("makes a new guest identity and its credentials, then sends the screen's reads and hands back their answers", async () => {
    const calls = services();
    const messages = await run(work({ bodies: [CONTACT, VIDEOS(8)] }));
    expect(calls.map((c) => c.headers['x-amz-target'] ?? c.url)).toEqual([
      'AWSCognitoIdentityService.GetId',
      'AWSCognitoIdentityService.GetCredentialsForIdentity',
      GRAPHQL,
      GRAPHQL,
    ]);
    expect(JSON.parse(calls[0]!.body)).toEqual({ IdentityPoolId: POOL.identityPoolId });
    expect(calls[0]!.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(JSON.parse(calls[1]!.body)).toEqual({ IdentityId: 'us-east-1:new-guest' });
    // The reads are signed and sent side by side, so they go out and answer in either order.
    expect(calls.slice(2).map((c) => c.body)).toEqual(expect.arrayContaining([CONTACT, VIDEOS(8)]));
    expect(calls.slice(2)).toHaveLength(2);
    expect(messages.slice(0, 2)).toEqual([
      { type: 'identity', identityId: 'us-east-1:new-guest' },
      {
        type: 'credentials',
        identityId: 'us-east-1:new-guest',
        accessKeyId: 'ASIAGUEST',
        secretAccessKey: 'secret',
        sessionToken: 'token',
        expiration: NOW + 3600_000,
      },
    ]);
    expect(messages.slice(2)).toHaveLength(2);
    expect(messages.slice(2)).toEqual(
      expect.arrayContaining([
        { type: 'read', index: 0, status: 200, text: JSON.stringify({ data: { answered: CONTACT.length } }) },
        { type: 'read', index: 1, status: 200, text: JSON.stringify({ data: { answered: VIDEOS(8).length } }) },
      ]),
    );
  });

  it("signs each read as aws-amplify signs the data API's requests (Signature Version 4, service appsync)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const calls = services();
    await run(work({ identityId: 'us-east-1:kept', bodies: [CONTACT] }));
    const read = calls.find((c) => c.url === GRAPHQL)!;
    const expected = signRequest(
      { url: new URL(GRAPHQL), method: 'POST', headers: { 'content-type': 'application/json; charset=UTF-8' }, body: CONTACT },
      {
        credentials: { accessKeyId: 'ASIAGUEST', secretAccessKey: 'secret', sessionToken: 'token' },
        signingDate: new Date(NOW),
        signingRegion: 'us-east-1',
        signingService: 'appsync',
      },
    ).headers;
    expect(read.headers).toEqual({
      'content-type': 'application/json; charset=UTF-8',
      'x-amz-date': '20261127T100000Z',
      'x-amz-security-token': 'token',
      authorization: expected.authorization,
    });
    expect(expected.authorization).toContain('SignedHeaders=content-type;host;x-amz-date;x-amz-security-token,');
  });

  it("reuses the browser's guest identity: one identity call", async () => {
    const calls = services();
    const messages = await run(work({ identityId: 'us-east-1:kept' }));
    expect(calls.map((c) => c.headers['x-amz-target'])).toEqual(['AWSCognitoIdentityService.GetCredentialsForIdentity']);
    expect(messages).toEqual([expect.objectContaining({ type: 'credentials', identityId: 'us-east-1:kept' })]);
  });

  it("reports the service's error name when the pool refuses, and sends no read", async () => {
    const calls = services({ unknownIdentity: true });
    const messages = await run(work({ identityId: 'us-east-1:forgotten', bodies: [CONTACT, VIDEOS(8)] }));
    expect(calls.filter((c) => c.url === GRAPHQL)).toEqual([]);
    expect(messages).toEqual([
      { type: 'credentials-failed', reason: 'GetCredentialsForIdentity: ResourceNotFoundException' },
      { type: 'read-failed', index: 0 },
      { type: 'read-failed', index: 1 },
    ]);
  });

  it("signs the screen's largest picture once its read answers, every file it offers, and hands the URLs on before the answer", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const page = {
      data: { listVideos: { items: [{ id: 'v1', thumbnailPath: 'conferencias/miniaturas/la misa (1).jpg' }, { id: 'v2' }] } },
    };
    services({ answers: { [VIDEOS(8)]: Response.json(page) } });
    const messages = await run(
      work({ identityId: 'us-east-1:kept', bodies: [CONTACT, VIDEOS(8)], lead: { read: 1, field: 'thumbnailPath', files: FILES } }),
    );
    const lead = messages.findIndex((m) => m.type === 'lead');
    expect(lead).toBeGreaterThan(0);
    expect(messages.findIndex((m) => m.type === 'read' && m.index === 1)).toBe(lead + 1);
    const { path, files } = messages[lead] as Extract<EarlyWorkMessage, { type: 'lead' }>;
    expect(path).toBe('conferencias/miniaturas/la misa (1).jpg');
    expect(files.map((f) => [f.path, f.width])).toEqual([
      [`${path}.w320.webp`, 320],
      [`${path}.w640.webp`, 640],
      [`${path}.w960.webp`, 960],
      [`${path}.w1280.webp`, 1280],
      [path, 1920],
    ]);
    for (const file of files) {
      const url = new URL(file.url);
      // The URL aws-amplify's getUrl would make for the object, signed the same way.
      const objectUrl = new URL(
        `${FILES.bucketUrl}/${file.path
          .split('/')
          .map((part) => encodeURIComponent(part).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
          .join('/')}`,
      );
      expect(url.origin + url.pathname).toBe(objectUrl.href);
      const expected = presignUrl(
        { method: 'GET', url: objectUrl, body: UNSIGNED_PAYLOAD },
        {
          credentials: { accessKeyId: 'ASIAGUEST', secretAccessKey: 'secret', sessionToken: 'token' },
          signingDate: new Date(NOW),
          signingRegion: 'eu-west-1',
          signingService: 's3',
          expiration: 900,
          uriEscapePath: false,
        },
      );
      expect(Object.fromEntries(url.searchParams)).toEqual(Object.fromEntries(expected.searchParams));
    }
  });

  it('seeks the picture among the first items only, in the first that passes onlyWhere', async () => {
    const IMAGES = '{"query":"query { listImagenes { items { filePath isPublica } } }","variables":{}}';
    const items = [
      { filePath: 'galeria/privadas/a.webp', isPublica: false },
      { filePath: 'galeria/public/b.webp', isPublica: true },
      { filePath: 'galeria/public/c.webp', isPublica: true },
    ];
    const leadAmong = async (among?: number) => {
      vi.unstubAllGlobals();
      services({ answers: { [IMAGES]: Response.json({ data: { listImagenes: { items } } }) } });
      const lead = { read: 0, field: 'filePath', files: FILES, onlyWhere: 'isPublica', ...(among ? { among } : {}) };
      const messages = await run(work({ identityId: 'k', bodies: [IMAGES], lead }));
      return (messages.find((m) => m.type === 'lead') as Extract<EarlyWorkMessage, { type: 'lead' }> | undefined)?.path;
    };
    expect(await leadAmong()).toBe('galeria/public/b.webp');
    expect(await leadAmong(2)).toBe('galeria/public/b.webp');
    expect(await leadAmong(1)).toBeUndefined();
  });

  it('signs no picture when the read names none or fails', async () => {
    const lead = { read: 0, field: 'thumbnailPath', files: FILES };
    services({ answers: { [VIDEOS(8)]: Response.json({ data: { listVideos: { items: [] } } }) } });
    expect((await run(work({ identityId: 'k', bodies: [VIDEOS(8)], lead }))).map((m) => m.type)).toEqual(['credentials', 'read']);
    vi.unstubAllGlobals();
    services({ answers: { [VIDEOS(8)]: Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 }) } });
    expect((await run(work({ identityId: 'k', bodies: [VIDEOS(8)], lead }))).map((m) => m.type)).toEqual(['credentials', 'read']);
    vi.unstubAllGlobals();
    services({ answers: { [VIDEOS(8)]: new Response('not json') } });
    expect((await run(work({ identityId: 'k', bodies: [VIDEOS(8)], lead }))).map((m) => m.type)).toEqual(['credentials', 'read']);
  });

  it('reports a read that could not be sent, and answers the others', async () => {
    services({ failingBody: CONTACT });
    const messages = await run(work({ identityId: 'us-east-1:kept', bodies: [CONTACT, VIDEOS(8)] }));
    expect(messages.slice(1)).toEqual(
      expect.arrayContaining([{ type: 'read-failed', index: 0 }, expect.objectContaining({ type: 'read', index: 1, status: 200 })]),
    );
  });
});

const FILES: EarlyPictureFiles = {
  bucketUrl: 'http://localhost:20005/bucket-1',
  region: 'eu-west-1',
  renditions: [320, 640, 960, 1280].map((width) => ({ suffix: `.w${width}.webp`, width })),
  originalWidth: 1920,
};

const CONFIG: EarlyStartConfig = {
  pool: POOL,
  region: 'us-east-1',
  graphqlEndpoint: GRAPHQL,
  screens: {
    contacto: [CONTACT],
    conferencias: [CONTACT, { media: 'not all and (min-width: 588px)', oneColumn: VIDEOS(8), wider: VIDEOS(24) }],
  },
};

/** startEarly at `path` with a work stand-in that records its request and lets the test answer. */
function startAt(path: string, config: EarlyStartConfig = CONFIG) {
  window.history.replaceState(null, '', path);
  const requests: EarlyWork[] = [];
  let post: (message: EarlyWorkMessage) => void = () => undefined;
  startEarly(config, async (request, reply) => {
    requests.push(request);
    post = reply;
  });
  return { requests, post: (message: EarlyWorkMessage) => post(message) };
}

describe("the page's start-up script", () => {
  it('asks for the opened screen’s reads, in any case and with a trailing slash, sized for the window', () => {
    stubMediaQueries(412);
    expect(startAt('/Conferencias/').requests[0]!.bodies).toEqual([CONTACT, VIDEOS(8)]);
    stubMediaQueries(1366);
    expect(startAt('/conferencias').requests[0]!.bodies).toEqual([CONTACT, VIDEOS(24)]);
    expect(startAt('/').requests[0]!.bodies).toEqual([]);
    expect(window.earlyReads).toEqual([]);
  });

  it("keeps the credentials, the identity and the reads' answers where aws-amplify and the app take them", async () => {
    const { requests, post } = startAt('/contacto');
    expect(requests[0]).toEqual({ ...work({ bodies: [CONTACT] }) });
    post({ type: 'identity', identityId: 'us-east-1:new-guest' });
    post({
      type: 'credentials',
      identityId: 'us-east-1:new-guest',
      accessKeyId: 'A',
      secretAccessKey: 'S',
      sessionToken: 'T',
      expiration: NOW,
    });
    post({ type: 'read', index: 0, status: 200, text: '{"data":{}}' });
    expect(await window.earlyGuestCredentials).toEqual({
      identityId: 'us-east-1:new-guest',
      credentials: { accessKeyId: 'A', secretAccessKey: 'S', sessionToken: 'T', expiration: new Date(NOW) },
    });
    expect(window.earlyReads).toHaveLength(1);
    expect(window.earlyReads![0]!.body).toBe(CONTACT);
    expect(await window.earlyReads![0]!.answer).toEqual({ status: 200, text: '{"data":{}}' });

    // aws-amplify's own store finds the same guest identity, so it never makes another.
    const store = new DefaultIdentityIdStore({
      getItem: async (key) => window.localStorage.getItem(key),
      setItem: async (key, value) => window.localStorage.setItem(key, value),
      removeItem: async (key) => window.localStorage.removeItem(key),
      clear: async () => window.localStorage.clear(),
    });
    store.setAuthConfig({ Cognito: { identityPoolId: POOL.identityPoolId } });
    expect(await store.loadIdentityId()).toEqual({ id: 'us-east-1:new-guest', type: 'guest' });
  });

  it("hands the browser's guest identity on, and reports failures as aws-amplify's callers expect", async () => {
    window.localStorage.setItem(`com.amplify.Cognito.${POOL.identityPoolId}.identityId`, 'us-east-1:kept');
    const { requests, post } = startAt('/contacto');
    expect(requests[0]!.identityId).toBe('us-east-1:kept');
    post({ type: 'credentials-failed', reason: 'GetCredentialsForIdentity: ResourceNotFoundException' });
    post({ type: 'read-failed', index: 0 });
    await expect(window.earlyGuestCredentials).rejects.toThrow('GetCredentialsForIdentity: ResourceNotFoundException');
    expect(await window.earlyReads![0]!.answer).toBeUndefined();
  });

  it("starts the download of the screen's largest picture with the URLs the worker signed, and keeps them for the app", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const config: EarlyStartConfig = {
      ...CONFIG,
      leads: { conferencias: { read: 1, field: 'thumbnailPath', sizes: '(min-width: 600px) 300px, 100vw' } },
      pictures: FILES,
    };
    stubMediaQueries(412);
    expect(startAt('/contacto', config).requests[0]!.lead).toBeUndefined();
    const { requests, post } = startAt('/conferencias', config);
    expect(requests[0]!.lead).toEqual({ read: 1, field: 'thumbnailPath', files: FILES });
    post({
      type: 'lead',
      path: 'a.jpg',
      files: [
        { path: 'a.jpg.w320.webp', width: 320, url: 'http://s/a320?sig' },
        { path: 'a.jpg', width: 1920, url: 'http://s/a?sig' },
      ],
    });
    expect(window.earlyPictureUrls).toEqual({ at: NOW, urls: { 'a.jpg.w320.webp': 'http://s/a320?sig', 'a.jpg': 'http://s/a?sig' } });
    const link = document.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(link.getAttribute('imagesrcset')).toBe('http://s/a320?sig 320w, http://s/a?sig 1920w');
    expect(link.getAttribute('imagesizes')).toBe('(min-width: 600px) 300px, 100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    link.remove();
  });

  it("seeks a grid's lead among the cards of its first rows at the document's width", () => {
    const among = [
      { from: 0, count: 2 },
      { from: 488, count: 4 },
      { from: 740, count: 6 },
    ];
    const config: EarlyStartConfig = {
      ...CONFIG,
      screens: { galeria: [CONTACT, CONTACT] },
      leads: { galeria: { read: 1, field: 'filePath', sizes: '100vw', onlyWhere: 'isPublica', among } },
      pictures: FILES,
    };
    for (const [width, count] of [
      [412, 2],
      [488, 4],
      [739, 4],
      [1366, 6],
    ] as const) {
      stubWindowSize(width);
      expect(startAt('/galeria', config).requests[0]!.lead, `${width} px`).toEqual({
        read: 1,
        field: 'filePath',
        files: FILES,
        onlyWhere: 'isPublica',
        among: count,
      });
    }
  });

  it('leaves a signed-in visitor to aws-amplify', () => {
    window.localStorage.setItem(`CognitoIdentityServiceProvider.${POOL.userPoolClientId}.LastAuthUser`, 'ana');
    const { requests } = startAt('/contacto');
    expect(requests).toEqual([]);
    expect(window.earlyGuestCredentials).toBeUndefined();
    expect(window.earlyReads).toBeUndefined();
  });

  it('runs the work in a worker made from its source, and here when that worker cannot start', () => {
    const workers: Array<{
      source: string;
      posted: unknown[];
      worker: { onerror?: () => void; onmessage?: (e: { data: EarlyWorkMessage }) => void };
    }> = [];
    const sources = new Map<string, Blob>();
    vi.stubGlobal(
      'Worker',
      class {
        posted: unknown[] = [];
        onerror?: () => void;
        onmessage?: (e: { data: EarlyWorkMessage }) => void;
        constructor(url: string) {
          workers.push({ source: url, posted: this.posted, worker: this });
        }
        postMessage(message: unknown) {
          this.posted.push(message);
        }
        terminate() {}
      },
    );
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      sources.set(`blob:${sources.size}`, blob as Blob);
      return `blob:${sources.size - 1}`;
    });
    const ran: EarlyWork[] = [];
    window.history.replaceState(null, '', '/contacto');
    const here = async (request: EarlyWork) => void ran.push(request);
    startEarly(CONFIG, here);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.posted).toEqual([work({ bodies: [CONTACT] })]);
    expect(ran).toEqual([]);
    workers[0]!.worker.onmessage!({ data: { type: 'read', index: 0, status: 200, text: '{}' } });
    return Promise.all([
      expect(window.earlyReads![0]!.answer).resolves.toEqual({ status: 200, text: '{}' }),
      sources
        .get(workers[0]!.source)!
        .text()
        .then((source) => {
          expect(source).toContain(String(here));
          expect(source).toContain('onmessage');
          workers[0]!.worker.onerror!();
          expect(ran).toEqual([work({ bodies: [CONTACT] })]);
        }),
    ]);
  });
});
