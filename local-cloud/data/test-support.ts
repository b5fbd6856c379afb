// Starts the data service alone on a loopback port, with a real credential store and a
// token verifier for hand-made tokens, and signs requests as AWS clients do (SigV4).
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '@aws-crypto/sha256-js';
import { createCredentialStore } from '../shared/credentials';
import type { CredentialStore, Principal, TokenVerifier, VerifiedToken } from '../shared/contracts';
import { LOCAL_REGION } from '../shared/local-ids';
import { loadOperatorCredentials } from '../shared/operator';
import { createDataService } from './index';

export interface TestUser {
  sub: string;
  username: string;
  email: string;
  groups: string[];
}

export interface DataHarness {
  url: string;
  dir: string;
  credentials: CredentialStore;
  service: Awaited<ReturnType<typeof createDataService>>;
  /** Token string for a user (verified by the harness's verifier); `expiresAt` in ms makes it expire. */
  tokenFor(user: TestUser, expiresAt?: number): string;
  iam(principal: Principal | 'operator', query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: any }>;
  pool(user: TestUser, query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: any }>;
  raw(init: { body: string; headers?: Record<string, string> }): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** SigV4 headers for a POST of body to `${url}${path}`, as AWS clients sign AppSync calls. */
export async function signedGraphqlHeaders(
  url: string,
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string },
  body: string,
  path = '/graphql',
  extraHeaders: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Record<string, string>> {
  const u = new URL(`${url}${path}`);
  const signer = new SignatureV4({ credentials, region: LOCAL_REGION, service: 'appsync', sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'http:',
    hostname: u.hostname,
    port: Number(u.port),
    path,
    headers: { host: u.host, ...extraHeaders },
    body,
  });
  return signed.headers as Record<string, string>;
}

export async function startDataHarness(users: TestUser[] = []): Promise<DataHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'data-test-'));
  const operator = loadOperatorCredentials(dir);
  const identityDb = new Database(join(dir, 'identity.sqlite'));
  const credentials = createCredentialStore(identityDb);
  const tokens: TokenVerifier = {
    async verify(jwt: string): Promise<VerifiedToken> {
      // test-token:<sub>, or test-token:<sub>:<exp> for a token that expires at exp (seconds).
      const m = /^test-token:([^:]+)(?::(\d+))?$/.exec(jwt);
      const user = m && users.find((u) => u.sub === m[1]);
      if (!user) throw new Error('Token is not valid.');
      const exp = m[2] ? Number(m[2]) : undefined;
      if (exp !== undefined && exp * 1000 <= Date.now()) throw new Error('Token has expired.');
      return {
        tokenUse: 'access',
        sub: user.sub,
        username: user.username,
        groups: user.groups,
        claims: { sub: user.sub, username: user.username, 'cognito:groups': user.groups, token_use: 'access', iss: 'local', ...(exp ? { exp } : {}) },
      };
    },
  };
  let url = '';
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    try {
      if (!(await service.handler(req, res, Buffer.concat(chunks)))) {
        res.writeHead(404).end();
      }
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.on('upgrade', (req, socket, head) => {
    if (!service.upgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const service = await createDataService(
    { dir, region: LOCAL_REGION, gatewayUrl: url, storageUrl: 'http://localhost:1', operator, log: () => {} },
    {
      credentials,
      tokens,
      users: { findByEmail: (email) => users.find((u) => u.email === email) },
    },
  );
  const keys = new Map<string, { accessKeyId: string; secretAccessKey: string; sessionToken?: string }>();
  const credsFor = (principal: Principal | 'operator') => {
    if (principal === 'operator') return operator;
    const k = JSON.stringify(principal);
    let c = keys.get(k);
    if (!c) {
      c = credentials.issue(principal);
      keys.set(k, c);
    }
    return c;
  };
  const post = async (body: string, headers: Record<string, string>) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', body, headers });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* raw */
    }
    return { status: res.status, body: parsed as any };
  };
  return {
    url,
    dir,
    credentials,
    service,
    tokenFor: (user, expiresAt) => `test-token:${user.sub}${expiresAt ? `:${Math.floor(expiresAt / 1000)}` : ''}`,
    async iam(principal, query, variables) {
      const body = JSON.stringify({ query, variables });
      return post(body, await signedGraphqlHeaders(url, credsFor(principal), body));
    },
    async pool(user, query, variables) {
      return post(JSON.stringify({ query, variables }), { 'content-type': 'application/json', authorization: `test-token:${user.sub}` });
    },
    raw: ({ body, headers }) => post(body, { 'content-type': 'application/json', ...headers }),
    async close() {
      const closed = new Promise<void>((r) => server.close(() => r()));
      service.close();
      await closed;
      server.closeAllConnections();
      identityDb.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
