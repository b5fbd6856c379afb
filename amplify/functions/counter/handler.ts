/*
 * AppSync Lambda resolver of Mutation.incrementVisits and Mutation.registerVideoView.
 *
 * Environment (see ../shared/data-client.ts for what each variable is):
 *   AMPLIFY_DATA_DEFAULT_NAME, AMPLIFY_DATA_GRAPHQL_ENDPOINT,
 *   AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_BUCKET_NAME, AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_KEY,
 *   AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN,
 *   AWS_ENDPOINT_URL_S3 (local cloud only). Before the first call the function reads the
 *   S3 object s3://$AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_BUCKET_NAME/$AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_KEY
 *   (the model introspection JSON, as in amplify_outputs.json data.model_introspection).
 */
import { fieldNameOf, type AppSyncEvent } from '../shared/appsync-event';
import { dataClient } from '../shared/data-client';
import { amplifyCounterStore } from './amplify-store';
import { incrementVisits, registerVideoView, type CounterStore } from './counters';
import { codedError, ErrorCode } from '../shared/error-codes';

type Args = { conferenciaId?: string };

const operations: Record<string, (store: CounterStore, args: Args) => Promise<number>> = {
  incrementVisits: (store) => incrementVisits(store),
  registerVideoView: (store, args) => registerVideoView(store, args.conferenciaId ?? ''),
};

export const handler = async (event: AppSyncEvent<Args>): Promise<number> => {
  const fieldName = fieldNameOf(event);
  const operation = operations[fieldName];
  if (!operation) throw codedError(ErrorCode.UNSUPPORTED, `the counter function does not serve ${fieldName}`);
  return operation(amplifyCounterStore(await dataClient()), event.arguments);
};
