// A worker thread that checks query documents (document-check.ts) against the schema it is
// given, one at a time, so that validating a large document never blocks the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
const { buildAppSyncSchema } = await import('./graphql-schema.ts');
const { checkDocument } = await import('./document-check.ts');
const schema = buildAppSyncSchema(workerData.appSyncSdl);

parentPort.on('message', ({ id, query }) => {
  let result;
  try {
    result = checkDocument(schema, query);
  } catch (error) {
    result = { ok: false, errors: [{ path: null, locations: null, message: `Validation error of type ValidationError: ${error?.message ?? error}` }] };
  }
  parentPort.postMessage({ id, result });
});
parentPort.postMessage({ ready: true });
