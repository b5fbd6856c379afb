// amplify-appsync-simulator 2.16 as a benchmark peer.
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';

// The simulator carries graphql 15 while @graphql-tools/schema, hoisted to the top level,
// would load the project's graphql 16: point the hoisted @graphql-tools at the simulator's
// graphql so its schema is built and executed by one graphql instance.
export function pinSimulatorGraphql(): void {
  const simulatorRequire = createRequire(createRequire(import.meta.url).resolve('@aws-amplify/amplify-appsync-simulator'));
  const graphql15 = dirname(simulatorRequire.resolve('graphql/package.json'));
  const mod = Module as unknown as { _resolveFilename: (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string };
  const original = mod._resolveFilename;
  mod._resolveFilename = function (request, parent, ...rest) {
    if ((request === 'graphql' || request.startsWith('graphql/')) && parent?.filename?.includes('/node_modules/@graphql-tools/')) {
      return original.call(this, request.replace(/^graphql/, graphql15), parent, ...rest);
    }
    return original.call(this, request, parent, ...rest);
  };
}
