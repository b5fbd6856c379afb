import type { CredentialsAndIdentityId } from 'aws-amplify/auth';
import type { GuestPool } from './early-guest-credentials';

/** A read the page's start-up script made for the opened screen: the request body it sent, and its answer (nothing when it failed). */
export interface EarlyRead {
  body: string;
  /** When the start-up script asked (Date.now()). */
  at: number;
  answer: Promise<{ status: number; text: string } | undefined>;
}

declare global {
  interface Window {
    /** Set by startEarly, the page's start-up script; read once by withEarlyGuestCredentials. */
    earlyGuestCredentials?: Promise<CredentialsAndIdentityId>;
    /** Set by startEarly, the page's start-up script; taken over by takeOverEarlyReads (src/lib/early-reads.ts). */
    earlyReads?: EarlyRead[];
    /** Set by startEarly, the page's start-up script: the lead picture's files it signed (src/lib/storage.ts takes them). */
    earlyPictureUrls?: EarlyPictureUrls;
  }
}

/**
 * A screen's first reads as the start-up script makes them: a request body, or one per grid width
 * where the body names how many cards the grid reads (src/lib/cardsPerPage.ts): `oneColumn` where
 * the media query `media` matches, `wider` elsewhere.
 */
export type EarlyReadBody = string | { media: string; oneColumn: string; wider: string };

/** The files of a screen's largest picture the start-up script signed, by object path, and when (Date.now()). */
export interface EarlyPictureUrls {
  at: number;
  urls: Record<string, string>;
}

/**
 * Where a screen's first read names the screen's largest picture: a field of the read's first
 * item, or of the first that passes `onlyWhere` among the first cards `among` counts
 * (src/app/lead-pictures.ts). The start-up script signs its files as soon as that read answers
 * and starts the download the screen would start once its code has run (preloadStorageImage).
 */
export interface LeadPicture {
  /** Which of the screen's first reads names it. */
  read: number;
  /** The field of the lead item that holds the picture's object path. */
  field: string;
  /** The <img> sizes the screen draws it at. */
  sizes: string;
  /** Given, a field that must be true for an item to be the lead (a public picture, where the others show a lock). */
  onlyWhere?: string;
  /**
   * Given, the lead is sought only among the first cards: as many as the last step (narrowest
   * first) whose `from` the document's width (clientWidth) reaches, the grid's first rows
   * (cardsInFirstRowsByWidth).
   */
  among?: ReadonlyArray<{ from: number; count: number }>;
}

/** The bucket the pictures are read from, and the files one picture offers (storageImageSources.ts). */
export interface EarlyPictureFiles {
  /** The bucket's URL as aws-amplify addresses it (virtual-hosted on AWS, by path on the local cloud), without a trailing slash. */
  bucketUrl: string;
  region: string;
  /** Each rendition's suffix to the original's path and its width, narrowest first. */
  renditions: { suffix: string; width: number }[];
  /** The srcset width the original is offered at. */
  originalWidth: number;
}

/** What vite.config.ts writes into the page's start-up script from amplify_outputs.json and the build. */
export interface EarlyStartConfig {
  pool: GuestPool;
  /** The region of the data API, which the reads are signed for. */
  region: string;
  /** The data API's GraphQL endpoint. */
  graphqlEndpoint: string;
  /** By lower-case path without slashes at either end: the first reads of that screen (src/app/first-reads.ts). */
  screens: Record<string, readonly EarlyReadBody[]>;
  /** By screen (as `screens`): where its first reads name its largest picture. */
  leads?: Record<string, LeadPicture>;
  /** Given when the start-up script may sign pictures. */
  pictures?: EarlyPictureFiles;
}

/** What the start-up script hands its worker. */
export interface EarlyWork {
  identityPoolId: string;
  identityEndpoint: string;
  region: string;
  graphqlEndpoint: string;
  /** The guest identity this browser already has, if any. */
  identityId: string | null;
  bodies: string[];
  /** The opened screen's largest picture, to sign once its read answers: sought among the first `among` items when given. */
  lead?: { read: number; field: string; files: EarlyPictureFiles; onlyWhere?: string; among?: number };
}

/** What the worker tells the page, as each step ends. */
export type EarlyWorkMessage =
  | { type: 'identity'; identityId: string }
  | { type: 'credentials'; identityId: string; accessKeyId: string; secretAccessKey: string; sessionToken: string; expiration: number }
  | { type: 'credentials-failed'; reason: string }
  | { type: 'lead'; path: string; files: { path: string; width: number; url: string }[] }
  | { type: 'read'; index: number; status: number; text: string }
  | { type: 'read-failed'; index: number };

/**
 * Runs in a worker the page's start-up script starts (startEarly), so that neither the app's code
 * arriving nor its evaluation holds it up: a visitor's guest identity-pool exchange (GetId when the
 * browser has no guest identity yet, then GetCredentialsForIdentity), then the opened screen's
 * first reads, signed with those credentials, and the URLs of the screen's largest picture once the
 * read that names it answers, all while the app's code downloads. On a phone each of these is a
 * round trip that otherwise waited for that code: the credentials' two, then the reads'.
 *
 * The calls are the ones aws-amplify makes: AWS JSON 1.1 to Cognito Identity (unsigned), and the
 * screen's own GraphQL request bodies, as aws-amplify writes them, to the data API with Signature
 * Version 4; the picture's URLs are presigned as aws-amplify's getUrl presigns them. The signing
 * is written here with WebCrypto because this runs before any of the app's code and is copied
 * into the page as source (vite.config.ts): @smithy/signature-v4 with its SHA-256 would add
 * about 20 KB to every page. Self-contained for the same reason.
 */
export async function earlyWork(work: EarlyWork, post: (message: EarlyWorkMessage) => void): Promise<void> {
  const call = async (operation: string, body: unknown) => {
    const response = await fetch(work.identityEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityService.${operation}` },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${operation}: ${answer.__type ?? response.status}`);
    return answer;
  };
  let credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string };
  try {
    let identityId = work.identityId;
    if (!identityId) {
      identityId = (await call('GetId', { IdentityPoolId: work.identityPoolId })).IdentityId as string;
      post({ type: 'identity', identityId });
    }
    const { Credentials: c } = await call('GetCredentialsForIdentity', { IdentityId: identityId });
    credentials = { accessKeyId: c.AccessKeyId, secretAccessKey: c.SecretKey, sessionToken: c.SessionToken };
    post({ type: 'credentials', identityId, ...credentials, expiration: c.Expiration * 1000 });
    if (work.bodies.length === 0) return;
  } catch (error) {
    post({ type: 'credentials-failed', reason: error instanceof Error ? error.message : String(error) });
    work.bodies.forEach((_, index) => post({ type: 'read-failed', index }));
    return;
  }

  const encoder = new TextEncoder();
  const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
  const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  const hmac = async (key: BufferSource, text: string) =>
    crypto.subtle.sign(
      'HMAC',
      await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
      encoder.encode(text),
    );
  /** A Signature Version 4 credential scope: its parts are also the steps that derive the signing key. */
  const scopeOf = (amzDate: string, region: string, service: string) => `${amzDate.slice(0, 8)}/${region}/${service}/aws4_request`;
  /** The Signature Version 4 signature of `canonical` at `amzDate` in `scope`. */
  const sign = async (amzDate: string, scope: string, canonical: string) => {
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, await sha256(canonical)].join('\n');
    let key: BufferSource = encoder.encode(`AWS4${credentials.secretAccessKey}`);
    for (const part of scope.split('/')) key = await hmac(key, part);
    return hex(await hmac(key, toSign));
  };
  const now = () => new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
  const endpoint = new URL(work.graphqlEndpoint);
  /** The headers of a POST of `body` to the data API, signed as aws-amplify signs them (service appsync). */
  const signedHeaders = async (body: string): Promise<Record<string, string>> => {
    const amzDate = now();
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=UTF-8',
      host: endpoint.host,
      'x-amz-date': amzDate,
      'x-amz-security-token': credentials.sessionToken,
    };
    const names = Object.keys(headers).sort();
    const canonical = [
      'POST',
      endpoint.pathname,
      '',
      ...names.map((name) => `${name}:${headers[name]}`),
      '',
      names.join(';'),
      await sha256(body),
    ].join('\n');
    const scope = scopeOf(amzDate, work.region, 'appsync');
    const signature = await sign(amzDate, scope, canonical);
    // The browser sends the host itself (it may not be set from script).
    delete headers.host;
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
    return headers;
  };
  // RFC 3986, as S3 and aws-amplify encode keys and query values.
  const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  /** A URL that reads the object `path` for 900 s, presigned as aws-amplify's getUrl presigns it (service s3). */
  const presigned = async (path: string, files: EarlyPictureFiles): Promise<string> => {
    const url = new URL(`${files.bucketUrl}/${path.split('/').map(encode).join('/')}`);
    const amzDate = now();
    const scope = scopeOf(amzDate, files.region, 's3');
    const query = [
      ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
      ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
      ['X-Amz-Date', amzDate],
      ['X-Amz-Expires', '900'],
      ['X-Amz-Security-Token', credentials.sessionToken],
      ['X-Amz-SignedHeaders', 'host'],
    ]
      .map(([name, value]) => `${encode(name!)}=${encode(value!)}`)
      .join('&');
    const canonical = ['GET', url.pathname, query, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
    const signature = await sign(amzDate, scope, canonical);
    return `${url.origin}${url.pathname}?${query}&X-Amz-Signature=${signature}`;
  };
  /** The lead picture's files, signed, when `text` (the lead's read's answer) names one; nothing otherwise. */
  const leadOf = async (text: string): Promise<EarlyWorkMessage | undefined> => {
    const { field, files, onlyWhere, among } = work.lead!;
    const data = (JSON.parse(text) as { data?: Record<string, { items?: Record<string, unknown>[] } | null> | null }).data;
    const items = Object.values(data ?? {})[0]?.items ?? [];
    const path = items.slice(0, among ?? items.length).find((item) => !onlyWhere || item[onlyWhere] === true)?.[field];
    if (typeof path !== 'string' || !path) return undefined;
    const sources = [...files.renditions.map((r) => ({ path: path + r.suffix, width: r.width })), { path, width: files.originalWidth }];
    return {
      type: 'lead',
      path,
      files: await Promise.all(sources.map(async (source) => ({ ...source, url: await presigned(source.path, files) }))),
    };
  };
  await Promise.all(
    work.bodies.map(async (body, index) => {
      try {
        const response = await fetch(work.graphqlEndpoint, { method: 'POST', headers: await signedHeaders(body), body, cache: 'no-store' });
        const text = await response.text();
        // The lead goes first: the page then holds its URLs before the app can read the answer that names it.
        if (work.lead?.read === index && response.ok) {
          const lead = await leadOf(text).catch(() => undefined);
          if (lead) post(lead);
        }
        post({ type: 'read', index, status: response.status, text });
      } catch {
        post({ type: 'read-failed', index });
      }
    }),
  );
}

/**
 * Runs in index.html's head (vite.config.ts copies its source there, with `work`'s): starts
 * `work` (earlyWork) in a worker for a guest, and keeps its answers where the app takes them:
 * the credentials in window.earlyGuestCredentials (withEarlyGuestCredentials), the screen's
 * first reads in window.earlyReads (takeOverEarlyReads), the largest picture's URLs in
 * window.earlyPictureUrls (src/lib/storage.ts), whose download it starts with a preload link. The
 * guest identity is kept under the key aws-amplify reads, so aws-amplify goes on with the same identity.
 *
 * A signed-in visitor is left to aws-amplify (their identity and reads come from their login).
 * Where a worker cannot start, `work` runs here instead; any failure leaves the exchange and the
 * reads to aws-amplify.
 */
export function startEarly(config: EarlyStartConfig, work: typeof earlyWork): void {
  try {
    const { pool } = config;
    if (window.localStorage.getItem(`CognitoIdentityServiceProvider.${pool.userPoolClientId}.LastAuthUser`)) return;
    const identityKey = `com.amplify.Cognito.${pool.identityPoolId}.identityId`;
    const screen = window.location.pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
    const bodies = (config.screens[screen] ?? []).map((body) =>
      typeof body === 'string' ? body : window.matchMedia(body.media).matches ? body.oneColumn : body.wider,
    );
    let credentialsArrived!: (answer: CredentialsAndIdentityId) => void;
    let credentialsFailed!: (error: Error) => void;
    const credentials = new Promise<CredentialsAndIdentityId>((resolve, reject) => {
      credentialsArrived = resolve;
      credentialsFailed = reject;
    });
    // Whoever reads it handles a failure; until then it is not an unhandled rejection.
    credentials.catch(() => undefined);
    const answered: Array<(answer: { status: number; text: string } | undefined) => void> = [];
    const reads: EarlyRead[] = bodies.map((body) => ({
      body,
      at: Date.now(),
      answer: new Promise((resolve) => answered.push(resolve)),
    }));
    window.earlyGuestCredentials = credentials;
    window.earlyReads = reads;
    const lead = config.leads?.[screen];
    /** How many cards the grid's first rows hold in this window, measured as cardsInFirstRows measures it (read only for a screen that asks). */
    const cardsAmong = (steps: NonNullable<LeadPicture['among']>) => {
      const width = document.documentElement.clientWidth || window.innerWidth;
      return steps.filter((step) => width >= step.from).at(-1)?.count ?? 0;
    };
    const pictures = lead && lead.read < bodies.length ? config.pictures : undefined;

    const receive = (message: EarlyWorkMessage) => {
      if (message.type === 'identity') window.localStorage.setItem(identityKey, message.identityId);
      else if (message.type === 'credentials')
        credentialsArrived({
          identityId: message.identityId,
          credentials: {
            accessKeyId: message.accessKeyId,
            secretAccessKey: message.secretAccessKey,
            sessionToken: message.sessionToken,
            expiration: new Date(message.expiration),
          },
        });
      else if (message.type === 'credentials-failed') credentialsFailed(new Error(message.reason));
      else if (message.type === 'lead') {
        window.earlyPictureUrls = { at: Date.now(), urls: Object.fromEntries(message.files.map((file) => [file.path, file.url])) };
        // The browser picks the file from the srcset and sizes the screen's <img> will have, so
        // the <img> finds that file downloaded (storageImageSources.ts picks as browsers do).
        const link = document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'image');
        link.setAttribute('fetchpriority', 'high');
        // The original, for a browser that does not read imagesrcset.
        link.href = message.files[message.files.length - 1]!.url;
        link.setAttribute('imagesrcset', message.files.map((file) => `${file.url} ${file.width}w`).join(', '));
        if (lead) link.setAttribute('imagesizes', lead.sizes);
        document.head.appendChild(link);
      } else if (message.type === 'read') answered[message.index]?.({ status: message.status, text: message.text });
      else answered[message.index]?.(undefined);
    };
    const request: EarlyWork = {
      identityPoolId: pool.identityPoolId,
      identityEndpoint: pool.endpoint,
      region: config.region,
      graphqlEndpoint: config.graphqlEndpoint,
      identityId: window.localStorage.getItem(identityKey),
      bodies,
      ...(lead && pictures
        ? {
            lead: {
              read: lead.read,
              field: lead.field,
              files: pictures,
              ...(lead.onlyWhere ? { onlyWhere: lead.onlyWhere } : {}),
              ...(lead.among ? { among: cardsAmong(lead.among) } : {}),
            },
          }
        : {}),
    };
    const here = () => void work(request, receive);
    if (typeof Worker !== 'function' || !window.crypto?.subtle) return here();
    const source = `const work = ${String(work)};\nonmessage = (event) => work(event.data, (message) => postMessage(message));`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    worker.onmessage = (event: MessageEvent<EarlyWorkMessage>) => receive(event.data);
    // A worker that could not start (a security policy, say): the same work, here.
    worker.onerror = () => {
      worker.terminate();
      here();
    };
    worker.postMessage(request);
  } catch {
    // Storage blocked: aws-amplify makes the exchange and the reads when the app asks.
  }
}
