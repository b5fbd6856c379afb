// The executable schema's types: AppSync's implicit scalars and directives plus the
// transformed schema, with the scalars' AppSync parsing and serialization.
import { buildSchema, type GraphQLSchema } from 'graphql';
import { APPSYNC_PRELUDE, APPSYNC_SCALARS } from './scalars';

export function buildAppSyncSchema(appSyncSdl: string): GraphQLSchema {
  const schema = buildSchema(`${APPSYNC_PRELUDE}\n${appSyncSdl}`);
  for (const [name, impl] of Object.entries(APPSYNC_SCALARS)) {
    const scalar = schema.getType(name) as typeof impl | undefined;
    if (!scalar) continue;
    scalar.serialize = impl.serialize;
    scalar.parseValue = impl.parseValue;
    scalar.parseLiteral = impl.parseLiteral;
  }
  return schema;
}
