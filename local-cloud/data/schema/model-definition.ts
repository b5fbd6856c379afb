// What amplify/data/resource.ts defines, read the way the Gen 2 backend reads it:
// `schema.transform()` gives the model SDL (with @model/@auth/@index/... directives)
// and the Lambda functions behind @function, which we map to their handler files.
import { createHash } from 'node:crypto';
import { schema } from '../../../amplify/data/resource';

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
  /** The model SDL the transformer consumes. */
  sdl: string;
  /** sha256 of the SDL, keys the cached AppSync schema. */
  hash: string;
  /** @function(name: ...) data source name → function. */
  functionsByDataSource: Record<string, FunctionDefinition>;
  /** Function name → function. */
  functions: Record<string, FunctionDefinition>;
}

interface FunctionFactoryLike {
  props: { name?: string; timeoutSeconds?: number; environment?: Record<string, unknown> };
  resolveEntry(): string;
}

export function loadModelDefinition(): ModelDefinition {
  const transformed = schema.transform();
  const functions: Record<string, FunctionDefinition> = {};
  const byFactory = new Map<unknown, FunctionDefinition>();
  const describe = (factory: FunctionFactoryLike): FunctionDefinition => {
    let fn = byFactory.get(factory);
    if (!fn) {
      const name = factory.props.name ?? 'function';
      fn = {
        name,
        entry: factory.resolveEntry(),
        timeoutSeconds: factory.props.timeoutSeconds ?? 3,
        environment: Object.fromEntries(
          Object.entries(factory.props.environment ?? {}).filter(([, v]) => typeof v === 'string'),
        ) as Record<string, string>,
        access: [],
      };
      byFactory.set(factory, fn);
      functions[name] = fn;
    }
    return fn;
  };
  const functionsByDataSource: Record<string, FunctionDefinition> = {};
  for (const [dataSource, factory] of Object.entries(transformed.lambdaFunctions)) {
    functionsByDataSource[dataSource] = describe(factory as unknown as FunctionFactoryLike);
  }
  for (const access of transformed.functionSchemaAccess) {
    const fn = describe(access.resourceProvider as unknown as FunctionFactoryLike);
    fn.access = [...new Set([...fn.access, ...access.actions])];
  }
  const sdl = transformed.schema;
  return { sdl, hash: createHash('sha256').update(sdl).digest('hex'), functionsByDataSource, functions };
}
