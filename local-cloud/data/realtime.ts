// AppSync's realtime endpoint for GraphQL subscriptions, on the GraphQL host at
// /graphql/realtime (the path aws-amplify derives from a custom-domain endpoint), speaking
// AppSync's WebSocket protocol: the `graphql-ws` subprotocol; the connection's authorization
// headers as a `header-<base64url JSON>` subprotocol (aws-amplify 6) or in the `header` query
// parameter (base64 JSON, the documented form); connection_init → connection_ack with
// connectionTimeoutMs and a 'ka' keep-alive right away and every minute; start → start_ack, then
// data per event; stop → complete; errors as { type: 'error', id, payload: { errors: [...] } }.
// Each start carries its own authorization headers (extensions.authorization), checked like an
// HTTP request's (an IAM signature covers the subscription's payload); the connection's cover
// a POST of '{}' to /graphql/connect.
//
// Expiry: when the credentials a connection or a subscription was authorized with expire (JWT
// exp, identity-pool credentials, the API key), AppSync stops serving them: an expired
// subscription gets an UnauthorizedException error and is removed; an expired connection gets
// connection_error and is closed (aws-amplify then reconnects with fresh credentials).
//
// The WebSocket framing is the `ws` package's; the protocol on top is written here because no
// library serves AppSync's dialect of it.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { authenticateRequest, AuthenticationError, type AuthenticationDeps, type Caller } from './identity';
import type { SubscriptionRegistry } from './engine-host';

/** What aws-amplify waits for between keep-alives before it gives up on a connection. */
export const CONNECTION_TIMEOUT_MS = 300_000;
export const KEEP_ALIVE_INTERVAL_MS = 60_000;
/** AppSync: 100 subscriptions per connection. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 100;
/** Largest message accepted from a client (a start with its query and headers). */
export const MAX_MESSAGE_BYTES = 240 * 1024;
/** Frames above this are refused by the WebSocket layer itself (close 1009). */
const MAX_FRAME_BYTES = 1024 * 1024;
/** A client that does not read its events is disconnected before it holds this much. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
const PROTOCOL = 'graphql-ws';
/** setTimeout's limit; longer expiries are re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RealtimeOptions {
  /** The engine's subscriptions (checked, filtered and executed in the engine's thread). */
  subscriptions: SubscriptionRegistry;
  auth: AuthenticationDeps;
  /** Path of the GraphQL endpoint; realtime is served at `${graphqlPath}/realtime`. */
  graphqlPath?: string;
  keepAliveMs?: number;
  maxSubscriptionsPerConnection?: number;
  clock?: () => number;
  log?: (message: string) => void;
}

export interface RealtimeServer {
  /** Handles an HTTP upgrade when it is for the realtime path; false otherwise. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  readonly connections: number;
  close(): void;
}

type ErrorEntry = { errorType: string; message: string; errorCode?: number };

interface Subscription {
  remove(): void;
  timer?: NodeJS.Timeout;
}

/** The authorization headers of the connection, from the subprotocol or the query string. */
function connectionHeaders(req: IncomingMessage): Record<string, unknown> | undefined {
  const decode = (text: string, encoding: BufferEncoding) => {
    try {
      const value = JSON.parse(Buffer.from(text, encoding).toString('utf8')) as unknown;
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
  const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
  const inProtocol = offered.find((p) => p.startsWith('header-'));
  if (inProtocol) return decode(inProtocol.slice('header-'.length), 'base64url');
  const inQuery = new URL(req.url ?? '/', 'http://local').searchParams.get('header');
  return inQuery ? decode(inQuery, 'base64') : undefined;
}

function lowerCaseHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k.toLowerCase(), v]] : [])));
}

export function createRealtimeServer(options: RealtimeOptions): RealtimeServer {
  const graphqlPath = options.graphqlPath ?? '/graphql';
  const realtimePath = `${graphqlPath}/realtime`;
  const keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_INTERVAL_MS;
  const maxSubscriptions = options.maxSubscriptionsPerConnection ?? MAX_SUBSCRIPTIONS_PER_CONNECTION;
  const clock = options.clock ?? Date.now;
  const log = options.log ?? (() => {});
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(PROTOCOL) ? PROTOCOL : false),
  });
  const sockets = new Set<WebSocket>();

  const authenticate = (headers: Record<string, unknown>, url: string, body: string, sourceIp: string): Promise<Caller> =>
    authenticateRequest({ method: 'POST', url, headers: lowerCaseHeaders(headers), body, sourceIp }, options.auth);

  function serve(ws: WebSocket, req: IncomingMessage): void {
    sockets.add(ws);
    const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
    const headers = connectionHeaders(req);
    const connection: Promise<Caller> = headers
      ? authenticate(headers, `${graphqlPath}/connect`, '{}', sourceIp)
      : Promise.reject(new AuthenticationError('Valid authorization header not provided.'));
    connection.catch(() => {}); // reported when the client initialises
    const subscriptions = new Map<string, Subscription>();
    const pending = new Set<string>();
    let keepAlive: NodeJS.Timeout | undefined;
    let expiry: NodeJS.Timeout | undefined;
    let acknowledged = false;
    let closed = false;

    const sendText = (text: string) => {
      if (closed || ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        log(`realtime: a client stopped reading (${ws.bufferedAmount} bytes waiting); disconnecting it`);
        ws.terminate();
        return;
      }
      ws.send(text);
    };
    const send = (message: Record<string, unknown>) => sendText(JSON.stringify(message));
    const sendError = (id: string | undefined, errors: ErrorEntry[] | Array<Record<string, unknown>>) =>
      send({ type: 'error', ...(id !== undefined ? { id } : {}), payload: { errors } });
    const refuseConnection = (errors: ErrorEntry[]) => {
      send({ type: 'connection_error', payload: { errors } });
      ws.close(1000, errors[0]?.message.slice(0, 120));
      closed = true;
    };
    const unauthorizedEntry = (error: unknown): ErrorEntry => ({
      errorType: 'UnauthorizedException',
      message: error instanceof Error ? error.message : String(error),
      errorCode: 401,
    });

    /** Calls `then` when `expiresAt` passes (re-arming beyond setTimeout's range). */
    const whenExpired = (expiresAt: number | undefined, then: () => void): NodeJS.Timeout | undefined => {
      if (expiresAt === undefined) return undefined;
      const wait = expiresAt - clock();
      if (wait <= 0) {
        then();
        return undefined;
      }
      return setTimeout(() => {
        if (clock() >= expiresAt) then();
        else whenExpired(expiresAt, then);
      }, Math.min(wait, MAX_TIMER_MS)).unref();
    };

    const onInit = async () => {
      let caller: Caller;
      try {
        caller = await connection;
      } catch (error) {
        refuseConnection([unauthorizedEntry(error)]);
        return;
      }
      if (acknowledged || closed) return;
      acknowledged = true;
      send({ type: 'connection_ack', payload: { connectionTimeoutMs: CONNECTION_TIMEOUT_MS } });
      send({ type: 'ka' });
      keepAlive = setInterval(() => send({ type: 'ka' }), keepAliveMs).unref();
      expiry = whenExpired(caller.expiresAt, () => refuseConnection([{ errorType: 'UnauthorizedException', message: 'Token has expired.', errorCode: 401 }]));
    };

    const onStart = async (id: unknown, payload: unknown) => {
      if (typeof id !== 'string' || id === '' || id.length > 256) {
        sendError(undefined, [{ errorType: 'BadRequestException', message: 'A start message needs an id: a string of 1 to 256 characters.' }]);
        return;
      }
      if (subscriptions.has(id) || pending.has(id)) {
        sendError(id, [{ errorType: 'DuplicatedOperationError', message: `Another operation with id ${id} is already registered on this connection.` }]);
        return;
      }
      if (subscriptions.size + pending.size >= maxSubscriptions) {
        sendError(id, [{ errorType: 'MaxSubscriptionsReachedError', message: `Max number of ${maxSubscriptions} subscriptions reached` }]);
        return;
      }
      const body = payload as { data?: unknown; extensions?: { authorization?: unknown } } | undefined;
      let request: Record<string, unknown>;
      try {
        if (typeof body?.data !== 'string') throw new Error('no data');
        request = JSON.parse(body.data) as Record<string, unknown>;
        if (!request || typeof request !== 'object' || Array.isArray(request)) throw new Error('not an object');
      } catch {
        sendError(id, [{ errorType: 'UnsupportedOperation', message: 'unknown not supported through the realtime channel' }]);
        return;
      }
      const authorization = body?.extensions?.authorization;
      pending.add(id);
      try {
        await connection;
      } catch (error) {
        pending.delete(id);
        refuseConnection([unauthorizedEntry(error)]);
        return;
      }
      let caller: Caller;
      try {
        if (!authorization || typeof authorization !== 'object' || Array.isArray(authorization)) {
          throw new AuthenticationError('Valid authorization header not provided.');
        }
        caller = await authenticate(authorization as Record<string, unknown>, graphqlPath, body!.data as string, sourceIp);
      } catch (error) {
        pending.delete(id);
        if (!(error instanceof AuthenticationError)) throw error;
        sendError(id, [unauthorizedEntry(error)]);
        return;
      }
      if (closed) {
        pending.delete(id);
        return;
      }
      const registered = await options.subscriptions.subscribe(request, caller, lowerCaseHeaders(authorization as Record<string, unknown>), (json) =>
        // The event arrives serialized from the engine's thread: it is wrapped, not parsed again.
        sendText(`{"id":${JSON.stringify(id)},"type":"data","payload":${json}}`),
      );
      // Stopped (or disconnected) while the engine checked it: it is removed at once.
      const wanted = pending.delete(id) && !closed;
      if (!registered.ok) {
        if (wanted) sendError(id, registered.errors);
        return;
      }
      if (!wanted) {
        registered.remove();
        return;
      }
      const subscription: Subscription = { remove: registered.remove };
      subscriptions.set(id, subscription);
      send({ id, type: 'start_ack' });
      subscription.timer = whenExpired(caller.expiresAt, () => {
        stop(id);
        sendError(id, [{ errorType: 'UnauthorizedException', message: 'Token has expired.' }]);
      });
    };

    const stop = (id: string): boolean => {
      const subscription = subscriptions.get(id);
      if (!subscription) return false;
      subscription.remove();
      if (subscription.timer) clearTimeout(subscription.timer);
      subscriptions.delete(id);
      return true;
    };

    ws.on('message', (raw: RawData, isBinary: boolean) => {
      const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer | ArrayBuffer).byteLength;
      if (size > MAX_MESSAGE_BYTES) {
        sendError(undefined, [{ errorType: 'BadRequestException', message: `Message of ${size} bytes exceeds the maximum of ${MAX_MESSAGE_BYTES} bytes.` }]);
        return;
      }
      let message: { type?: unknown; id?: unknown; payload?: unknown };
      try {
        if (isBinary) throw new Error('binary');
        message = JSON.parse(raw.toString()) as typeof message;
        if (!message || typeof message !== 'object' || Array.isArray(message)) throw new Error('not an object');
      } catch {
        sendError(undefined, [{ errorType: 'UnsupportedOperation', message: 'unknown not supported through the realtime channel' }]);
        return;
      }
      switch (message.type) {
        case 'connection_init':
          void onInit();
          return;
        case 'start':
          onStart(message.id, message.payload).catch((error: Error) => {
            log(`realtime: start failed: ${error.stack ?? error}`);
            sendError(typeof message.id === 'string' ? message.id : undefined, [{ errorType: 'InternalFailure', message: 'An internal failure occurred.' }]);
          });
          return;
        case 'stop': {
          const id = message.id;
          if (typeof id === 'string' && (stop(id) || pending.delete(id))) send({ id, type: 'complete' });
          else sendError(typeof id === 'string' ? id : undefined, [{ errorType: 'BadRequestException', message: `No subscription with id ${String(id)} on this connection.` }]);
          return;
        }
        default:
          sendError(typeof message.id === 'string' ? message.id : undefined, [
            { errorType: 'UnsupportedOperation', message: `${typeof message.type === 'string' ? message.type : 'unknown'} not supported through the realtime channel` },
          ]);
      }
    });
    const cleanUp = () => {
      closed = true;
      sockets.delete(ws);
      if (keepAlive) clearInterval(keepAlive);
      if (expiry) clearTimeout(expiry);
      for (const id of [...subscriptions.keys()]) stop(id);
    };
    ws.on('close', cleanUp);
    ws.on('error', (error) => {
      log(`realtime: connection error: ${error.message}`);
      cleanUp();
    });
  }

  return {
    upgrade(req, socket, head) {
      if ((req.url ?? '').split('?')[0] !== realtimePath) return false;
      const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
      if (!offered.includes(PROTOCOL)) {
        socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nThe graphql-ws subprotocol is required.\n');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => serve(ws, req));
      return true;
    },
    get connections() {
      return sockets.size;
    },
    close() {
      for (const ws of sockets) ws.terminate();
      sockets.clear();
      wss.close();
    },
  };
}
