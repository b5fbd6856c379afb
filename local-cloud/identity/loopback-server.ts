// The identity service alone behind an HTTP server on a free loopback port, its data in dir:
// what the identity tests (test-server.ts) and the identity benchmark run against.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentityService } from '../shared/contracts';
import type { BackendDescription } from '../backend/description';
import { LOCAL_REGION } from '../shared/local-ids';
import { loadOperatorCredentials, type OperatorCredentials } from '../shared/operator';
import { createIdentityService } from './index';

export interface LoopbackIdentity {
  url: string;
  service: IdentityService;
  /** The operator credentials kept in dir (admin operations sign with them). */
  operator: OperatorCredentials;
  /** Stops the server and closes the service (dir is left to the caller). */
  close(): Promise<void>;
}

export async function serveIdentity(dir: string, options: { backend?: BackendDescription } = {}): Promise<LoopbackIdentity> {
  // The service needs its own URL, known only once the server listens: answer 503 until then.
  let handler = async (_req: IncomingMessage, res: ServerResponse) => void res.writeHead(503).end();
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const operator = loadOperatorCredentials(dir);
  const service = await createIdentityService({ dir, region: LOCAL_REGION, gatewayUrl: url, storageUrl: 'http://localhost:1', operator, log: () => {}, backend: options.backend });
  handler = async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (!(await service.handler(req, res, Buffer.concat(chunks)))) res.writeHead(404).end();
  };
  return {
    url,
    service,
    operator,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      service.close();
    },
  };
}
