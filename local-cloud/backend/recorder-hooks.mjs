// Module hooks (node:module register) for reading a Gen 2 backend the way Gen 2 runs it:
// amplify/backend.ts and everything it imports load as usual (TypeScript through tsx), except
// that '@aws-amplify/backend' is the real package with defineBackend replaced by the recorder
// of recording-backend.mjs. Every file of the project that loads is reported on the port, so
// that the cached description of the backend can tell when any of them changed.
const RECORDER = new URL('./recording-backend.mjs', import.meta.url).href;
const OWN_DIR = new URL('.', import.meta.url).href;
const SHIM_PREFIX = `${new URL('./amplify-backend-shim.mjs', import.meta.url).href}?real=`;

let port;

export function initialize(data) {
  port = data?.port;
  // A flush request is answered after every earlier report: the port keeps message order.
  port?.on('message', (message) => {
    if (message === 'flush') port.postMessage({ flushed: true });
  });
  port?.unref();
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@aws-amplify/backend' && !context.parentURL?.startsWith(SHIM_PREFIX)) {
    const real = await nextResolve(specifier, context);
    return { url: `${SHIM_PREFIX}${encodeURIComponent(real.url)}`, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.startsWith(SHIM_PREFIX)) {
    const real = decodeURIComponent(url.slice(SHIM_PREFIX.length));
    // Explicit exports win over the star export: defineBackend is the recorder's.
    const source = `export * from ${JSON.stringify(real)};\nexport { defineBackend } from ${JSON.stringify(RECORDER)};\n`;
    return { format: 'module', source, shortCircuit: true };
  }
  if (url.startsWith('file:') && !url.includes('/node_modules/') && !url.startsWith(OWN_DIR)) port?.postMessage({ loaded: url });
  return nextLoad(url, context);
}
