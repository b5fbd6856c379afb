// Runs the storage service alone in its own process (for the crash test): LOCAL_CLOUD_DIR is
// its directory, requests are signed with the local operator's key. Prints "READY <port>".
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_BUCKET_NAME, LOCAL_REGION } from '../../shared/local-ids';
import { loadOperatorCredentials } from '../../shared/operator';
import { settings } from '../../shared/settings';
import { createStorageService } from '../index';
import { memoryCredentialStore } from '../test-support';

const { dir } = settings();
let handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void> = async (_q, res) =>
  void res.writeHead(503).end();
const server = createServer((req, res) => void handler(req, res).catch(() => res.destroy()));
server.listen(0, '127.0.0.1', async () => {
  const port = (server.address() as AddressInfo).port;
  const service = await createStorageService(
    { dir, region: LOCAL_REGION, gatewayUrl: 'http://localhost:1', storageUrl: `http://localhost:${port}`, operator: loadOperatorCredentials(dir, settings().operator), log: () => {} },
    // The operator signs every request here, so no access table needs loading.
    { credentials: memoryCredentialStore(), bucketName: LOCAL_BUCKET_NAME, seedMedia: false, accessTable: [] },
  );
  handler = service.handler;
  process.stdout.write(`READY ${port}\n`);
});
