// What the backend's defineData defines, as the data service needs it: the model SDL, the
// AppSync schema the transformer made of it, the authorization modes, and the Lambda functions
// behind @function with what allow.resource grants them. Read from the backend description
// (../../backend/description.ts), which finds defineData the way Gen 2 does.
import { loadBackend, type BackendDescription } from '../../backend/description';
import type { ResolvedAuthModes } from '../../backend/transform-cli';

export interface FunctionDefinition {
  /** The name given to defineFunction (e.g. 'counter'); also the IAM principal's functionName. */
  name: string;
  /** Absolute path of the handler module. */
  entry: string;
  timeoutSeconds: number;
  /** Environment variables set in defineFunction. */
  environment: Record<string, string>;
  /** Operations the schema grants to this function (allow.resource): 'query' | 'mutate' | 'listen'. */
  access: string[];
}

export interface ModelDefinition {
  /** The model SDL the transformer consumed. */
  sdl: string;
  /** The AppSync schema SDL. */
  appSyncSdl: string;
  modes: ResolvedAuthModes;
  /** @function(name: ...) data source name → function. */
  functionsByDataSource: Record<string, FunctionDefinition>;
  /** Function name → function. */
  functions: Record<string, FunctionDefinition>;
}

/** The data definition of a backend (by default the served project's); undefined when it has no defineData. */
export function loadModelDefinition(backend: BackendDescription = loadBackend()): ModelDefinition | undefined {
  const data = backend.data;
  if (!data) return undefined;
  const functions: Record<string, FunctionDefinition> = {};
  const describe = (name: string): FunctionDefinition => {
    const fn = backend.functions[name];
    if (!fn) throw new Error(`the data schema names a function '${name}' the backend does not define`);
    return (functions[name] ??= { ...fn, access: data.functionAccess[name] ?? [] });
  };
  const functionsByDataSource = Object.fromEntries(Object.entries(data.functionsByDataSource).map(([ds, name]) => [ds, describe(name)]));
  for (const name of Object.keys(data.functionAccess)) describe(name);
  return { sdl: data.modelSdl, appSyncSdl: data.appSyncSdl, modes: data.modes, functionsByDataSource, functions };
}
