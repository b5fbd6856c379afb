/*
 * The Amplify data client of a function, configured the Gen 2 way
 * (getAmplifyDataClientConfig + Amplify.configure + generateClient with IAM).
 *
 * getAmplifyDataClientConfig reads from the environment (all strings):
 *   AMPLIFY_DATA_DEFAULT_NAME                       "amplifyData": its SCREAMING_SNAKE form prefixes the three below
 *   AMPLIFY_DATA_GRAPHQL_ENDPOINT                   the GraphQL URL the client calls (SigV4, service appsync)
 *   AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_BUCKET_NAME and
 *   AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_KEY     an S3 object holding the model introspection JSON
 *                                                   (a deploy uses key "modelIntrospectionSchema.json"); it is
 *                                                   fetched once with GetObject before the first call
 *   AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN  the function's credentials
 * On AWS the Lambda shim resolves the AMPLIFY_* values from SSM at cold start. A local
 * cloud sets them directly, serves the introspection object from its S3 endpoint, and
 * sets AWS_ENDPOINT_URL_S3 (path-style requests are used then).
 */
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/data';
import { getAmplifyDataClientConfig } from '@aws-amplify/backend/function/runtime';
import { S3Client } from '@aws-sdk/client-s3';
import type { Schema } from '../../data/resource';
import { codedError, ErrorCode } from './error-codes';

export type DataClient = ReturnType<typeof generateClient<Schema>>;

/** An S3 client for this environment: the local cloud's endpoint (path-style) when AWS_ENDPOINT_URL_S3 is set. */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3;
  return new S3Client({
    region: env.AWS_REGION,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
}

let client: Promise<DataClient> | undefined;

/** The function's data client, created on first use and reused by later invocations. */
export function dataClient(): Promise<DataClient> {
  client ??= (async () => {
    const env = process.env as unknown as Parameters<typeof getAmplifyDataClientConfig>[0];
    const { resourceConfig, libraryOptions } = await getAmplifyDataClientConfig(env, s3ClientFromEnv());
    Amplify.configure(resourceConfig, libraryOptions);
    return generateClient<Schema>({ authMode: 'iam' });
  })();
  client.catch(() => {
    client = undefined; // a failed configuration is retried on the next invocation
  });
  return client;
}

/** A required environment variable, or a clear configuration error. */
export function requireEnv(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (!value) throw codedError(ErrorCode.CONFIGURATION, `environment variable ${name} is not set`);
  return value;
}
