// Child process of durability.test.ts: the data service alone on a loopback port over the
// data directory given as argument; prints the port once listening.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { createCredentialStore } from '../shared/credentials';
import { LOCAL_REGION } from '../shared/local-ids';
import { loadOperatorCredentials } from '../shared/operator';
import { createDataService } from './index';

const dir = process.argv[2];
const credentials = createCredentialStore(new Database(join(dir, 'identity.sqlite')));
const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  if (!(await service.handler(req, res, Buffer.concat(chunks)))) res.writeHead(404).end();
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const url = `http://localhost:${(server.address() as AddressInfo).port}`;
const service = await createDataService(
  { dir, region: LOCAL_REGION, gatewayUrl: url, storageUrl: 'http://localhost:1', operator: loadOperatorCredentials(dir), log: () => {} },
  { credentials, tokens: { verify: async () => { throw new Error('no tokens here'); } }, users: { findByEmail: () => undefined } },
);
process.stdout.write(`${url}\n`);
