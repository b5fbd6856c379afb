// One warm "Lambda container" for a function handler of amplify/functions: a worker thread
// with its own process.env (the function's environment), loading the handler's bundle
// (function-bundle.ts, built while the thread starts; its path is the first message) and
// answering one invocation at a time.
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const [{ bundle }] = await once(parentPort, 'message');
const mod = await import(pathToFileURL(bundle).href);
const handler = mod.handler ?? mod.default?.handler;

parentPort.on('message', async ({ id, event, deadline }) => {
  const context = {
    functionName: workerData.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: workerData.functionArn,
    memoryLimitInMB: '512',
    awsRequestId: id,
    logGroupName: `/aws/lambda/${workerData.functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done() {},
    fail() {},
    succeed() {},
  };
  try {
    if (typeof handler !== 'function') throw new Error(`${workerData.entry} does not export a handler function`);
    const result = await handler(event, context, () => {});
    parentPort.postMessage({ id, ok: true, result: result === undefined ? null : result });
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      errorType: error?.name ?? 'Error',
      errorMessage: error?.message ?? String(error),
    });
  }
});
parentPort.postMessage({ ready: true });
