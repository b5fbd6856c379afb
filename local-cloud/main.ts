// The local cloud: Cognito, AppSync and S3 wire protocols in one Node process, configured
// from a Gen 2 backend (by default this site's amplify/, or LOCAL_CLOUD_PROJECT_DIR's) and
// stored under LOCAL_CLOUD_DIR.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createIdentityService } from './identity/index';
import { createStorageService } from './storage/index';
import { createDataService } from './data/index';
import { dataRuntimeBuckets } from './data/runtime-buckets';
import { defaultProjectDir, isThisSite, loadBackend } from './backend/description';
import { ensureOutputs } from './backend/outputs';
import type { ApiLimits } from './data/request-limits';
import type { LocalCloudContext, UpgradeHandler } from './shared/contracts';
import { LOCAL_BUCKET_NAME, LOCAL_REGION } from './shared/local-ids';
import { loadOperatorCredentials, type OperatorCredentials } from './shared/operator';
import { settings } from './shared/settings';
import { applyGatewayCors, readBody, PayloadTooLargeError } from './shared/http';
import { STORAGE_MAX_HEADER_BYTES } from './storage/index';

export interface StartOptions {
  /** Defaults to LOCAL_CLOUD_DIR (settings.ts). */
  dir?: string;
  /** The project whose amplify/backend.ts is served (default LOCAL_CLOUD_PROJECT_DIR: this site). */
  projectDir?: string;
  /** 0 picks a free port (tests); default LOCAL_CLOUD_GATEWAY_PORT / LOCAL_CLOUD_STORAGE_PORT. */
  gatewayPort?: number;
  storagePort?: number;
  /**
   * Seed this site's demo accounts, media and records on first start. Default: when the
   * backend served is this site's; the demo content belongs to this site's models and paths.
   */
  seed?: boolean;
  /** AppSync's request limits instead of the backend definition's (tests). */
  apiLimits?: ApiLimits;
  log?: (message: string) => void;
  /** Time source for the expiries the local cloud keeps itself (the API key's); tests move it. */
  clock?: () => number;
}

export interface LocalCloud {
  gatewayUrl: string;
  storageUrl: string;
  dir: string;
  /** The credentials that may call every operation (shared/operator.ts). */
  operator: OperatorCredentials;
  close(): Promise<void>;
}

const SEEDED_MARKER = 'seeded';

export async function startLocalCloud(options: StartOptions = {}): Promise<LocalCloud> {
  const config = settings();
  const dir = options.dir ? resolve(options.dir) : config.dir;
  mkdirSync(dir, { recursive: true });
  const operator = loadOperatorCredentials(dir, config.operator);
  const log = options.log ?? ((message: string) => console.log(`[local-cloud] ${message}`));
  const projectDir = options.projectDir ? resolve(options.projectDir) : defaultProjectDir();
  const seedSite = options.seed ?? isThisSite(projectDir);
  if (seedSite && !isThisSite(projectDir)) {
    throw new Error(`the demo seed is this site's content; it cannot be put into the backend of ${projectDir}`);
  }
  const backend = loadBackend(projectDir, log);

  // Both servers listen before the services exist, so that port 0 resolves to a real
  // port and every service knows the URLs it must put in tokens and signed URLs.
  let gatewayHandler: (req: IncomingMessage, res: ServerResponse) => Promise<void> = notReady;
  let storageHandler: (req: IncomingMessage, res: ServerResponse) => Promise<void> = notReady;
  const gateway = createServer((req, res) => void gatewayHandler(req, res));
  let upgradeHandler: UpgradeHandler = (_req, socket) => {
    socket.end('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\n\r\n');
    return true;
  };
  gateway.on('upgrade', (req, socket, head) => {
    if (!upgradeHandler(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  const storage = createServer({ maxHeaderSize: STORAGE_MAX_HEADER_BYTES }, (req, res) => void storageHandler(req, res));
  const gatewayPort = await listen(gateway, options.gatewayPort ?? config.gatewayPort);
  const storagePort = await listen(storage, options.storagePort ?? config.storagePort);

  const ctx: LocalCloudContext = {
    dir,
    region: LOCAL_REGION,
    gatewayUrl: `http://localhost:${gatewayPort}`,
    storageUrl: `http://localhost:${storagePort}`,
    operator,
    log,
    backend,
  };

  // The user pool's settings and a front end's configuration come from amplify_outputs.json,
  // written here for a backend that has none (as `ampx sandbox` writes it).
  await ensureOutputs(backend, { gatewayUrl: ctx.gatewayUrl, storageUrl: ctx.storageUrl }, log);
  const identity = await createIdentityService(ctx);
  const storageService = await createStorageService(ctx, { credentials: identity.credentials, bucketName: LOCAL_BUCKET_NAME, extraBuckets: dataRuntimeBuckets(backend) });
  const data = await createDataService(ctx, {
    credentials: identity.credentials,
    tokens: identity.tokens,
    users: identity.users,
    clock: options.clock,
    limits: options.apiLimits,
  });

  gatewayHandler = async (req, res) => {
    try {
      if (applyGatewayCors(req, res)) return;
      const body = await readBody(req);
      if (await identity.handler(req, res, body)) return;
      if (await data.handler(req, res, body)) return;
      sendJson(res, 404, { __type: 'ResourceNotFoundException', message: `No route for ${req.method} ${req.url}` });
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        sendJson(res, 413, { __type: 'RequestEntityTooLargeException', message: error.message });
        return;
      }
      log(`gateway error on ${req.method} ${req.url}: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) sendJson(res, 500, { __type: 'InternalErrorException', message: 'Internal server error' });
      else res.end();
    }
  };
  upgradeHandler = data.upgrade;
  storageHandler = async (req, res) => {
    try {
      await storageService.handler(req, res);
    } catch (error) {
      log(`storage error on ${req.method} ${req.url}: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>');
      } else res.destroy();
    }
  };

  if (seedSite) {
    const marker = resolve(dir, SEEDED_MARKER);
    if (!existsSync(marker)) {
      await identity.seed();
      await storageService.seed();
      await data.seed();
      writeFileSync(marker, new Date().toISOString());
      log('demo content seeded');
    }
  }

  log(`Cognito and AppSync on ${ctx.gatewayUrl} (GraphQL at /graphql), S3 on ${ctx.storageUrl}, data in ${dir}`);

  let closed = false;
  return {
    gatewayUrl: ctx.gatewayUrl,
    storageUrl: ctx.storageUrl,
    dir,
    operator,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([shutdown(gateway), shutdown(storage)]);
      data.close();
      storageService.close();
      identity.close();
    },
  };
}

async function notReady(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
  res.end(JSON.stringify({ __type: 'ServiceUnavailableException', message: 'The local cloud is starting.' }));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(body));
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: is another local cloud running?`) : error);
    });
    server.listen(port, '127.0.0.1', () => resolvePort((server.address() as AddressInfo).port));
  });
}

function shutdown(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
