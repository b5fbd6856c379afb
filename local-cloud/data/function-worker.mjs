// One warm "Lambda container" for a function handler of amplify/functions: a worker thread
// with its own process.env (the function's environment), loading the TypeScript handler
// through tsx, answering one invocation at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { register as registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
// `$amplify/env/<name>` is generated at deploy time and exposes the function's environment;
// here it is the worker's own process.env.
const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('$amplify/env/')) {
    return { url: 'data:text/javascript,export const env = process.env;', shortCircuit: true };
  }
  return next(specifier, context);
}`;
registerHooks(`data:text/javascript,${encodeURIComponent(hooks)}`);

const mod = await import(pathToFileURL(workerData.entry).href);
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
