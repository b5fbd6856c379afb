// Test support: the storage service alone behind a loopback HTTP server, with a small
// in-memory credential store standing in for the identity pool, and S3 clients (AWS SDK v3)
// signed as each kind of principal.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { CredentialRecord, CredentialStore, IssuedCredentials, Principal, StorageService } from '../shared/contracts';
import { LOCAL_BUCKET_NAME, LOCAL_REGION } from '../shared/local-ids';
import { loadOperatorCredentials } from '../shared/operator';
import { createStorageService, STORAGE_MAX_HEADER_BYTES, type StorageDeps } from './index';

export function memoryCredentialStore(): CredentialStore {
  const records = new Map<string, CredentialRecord>();
  return {
    issue(principal: Principal, ttlSeconds = 3600): IssuedCredentials {
      const issued: IssuedCredentials = {
        accessKeyId: `ASIA${randomBytes(8).toString('hex').toUpperCase()}`,
        secretAccessKey: randomBytes(20).toString('base64'),
        sessionToken: randomBytes(32).toString('base64'),
        expiration: new Date(Date.now() + ttlSeconds * 1000),
      };
      records.set(issued.accessKeyId, { ...issued, principal });
      return issued;
    },
    lookup: (id) => records.get(id),
  };
}

export const PRINCIPALS = {
  guest: { kind: 'unauthenticated', roleName: 'unauthRole', identityId: 'us-east-1:00000000-0000-4000-8000-000000000001' },
  user: {
    kind: 'authenticated',
    roleName: 'authRole',
    identityId: 'us-east-1:00000000-0000-4000-8000-000000000002',
    sub: 'user-sub',
    username: 'user',
    groups: [],
  },
  admin: {
    kind: 'admins',
    roleName: 'ADMINSGroupRole',
    identityId: 'us-east-1:00000000-0000-4000-8000-000000000003',
    sub: 'admin-sub',
    username: 'admin',
    groups: ['ADMINS'],
  },
  mediaUrl: { kind: 'function', roleName: 'function:mediaUrl', functionName: 'mediaUrl' },
  operator: { kind: 'operator', roleName: 'operator' },
} satisfies Record<string, Principal>;

export type Role = keyof typeof PRINCIPALS;

export interface TestStorage {
  url: string;
  dir: string;
  bucket: string;
  credentials: CredentialStore;
  service: StorageService;
  client(role: Role | IssuedCredentials): S3Client;
  /** Called with each request before the service answers it (tests use it to act mid-transfer). */
  onRequest?: (req: IncomingMessage) => void;
  /** Stops the server and the service, keeping the directory (see restart). */
  stop(): Promise<void>;
  /** A new service on the same directory and credentials, as after a process restart. */
  restart(): Promise<TestStorage>;
  close(): Promise<void>;
}

export async function startTestStorage(
  options: Partial<Omit<StorageDeps, 'credentials'>> & { dir?: string; credentials?: CredentialStore; port?: number } = {},
): Promise<TestStorage> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'storage-test-'));
  const credentials = options.credentials ?? memoryCredentialStore();
  let handler: StorageService['handler'] = async (_req, res) => void res.writeHead(503).end();
  const server: Server = createServer({ maxHeaderSize: STORAGE_MAX_HEADER_BYTES }, (req, res) => {
    result.onRequest?.(req);
    handler(req, res).catch((error: Error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  const bucket = options.bucketName ?? LOCAL_BUCKET_NAME;
  const service = await createStorageService(
    { dir, region: LOCAL_REGION, gatewayUrl: 'http://localhost:1', storageUrl: url, operator: loadOperatorCredentials(dir), log: () => {} },
    { seedMedia: false, ...options, credentials, bucketName: bucket },
  );
  handler = service.handler;
  const clients: S3Client[] = [];
  const stop = async () => {
    for (const c of clients) c.destroy();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    service.close();
  };
  const result: TestStorage = {
    url,
    dir,
    bucket,
    credentials,
    service,
    client(role) {
      const issued = typeof role === 'string' ? credentials.issue(PRINCIPALS[role]) : role;
      const client = new S3Client({
        region: LOCAL_REGION,
        endpoint: url,
        forcePathStyle: true,
        credentials: issued,
        maxAttempts: 1,
      });
      clients.push(client);
      return client;
    },
    stop,
    async restart() {
      await stop();
      return startTestStorage({ ...options, dir, credentials, port });
    },
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return result;
}
