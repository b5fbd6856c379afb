/*
 * A stand-in for the AWS endpoints a function handler calls, on loopback, for
 * handler tests: S3 GetObject of the model introspection object (path-style),
 * AppSync GraphQL at /graphql and the Cognito user pool API at / (X-Amz-Target).
 * GraphQL and Cognito answers come from the test; every request is recorded.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from './synth';

export type SeenRequest = {
  method: string;
  path: string;
  authorization: string;
  target?: string;
  body?: Record<string, any>;
};

export type GraphqlAnswer = { data: unknown; errors?: { errorType?: string; message: string }[] };

export type LoopbackCloud = {
  base: string;
  seen: SeenRequest[];
  /** The environment a deployed function gets (see amplify/functions/shared/data-client.ts). */
  functionEnv: Record<string, string>;
  close: () => Promise<void>;
};

export const INTROSPECTION_BUCKET = 'introspection-bucket';
export const INTROSPECTION_KEY = 'modelIntrospectionSchema.json';

/** The model introspection a deploy uploads: the committed outputs file holds the same JSON. */
export function modelIntrospectionJson(): string {
  const outputs = JSON.parse(readFileSync(join(REPO_ROOT, 'amplify_outputs.json'), 'utf8'));
  return JSON.stringify(outputs.data.model_introspection);
}

export async function startLoopbackCloud(handlers: {
  graphql?: (query: string, variables: Record<string, any>) => GraphqlAnswer | Promise<GraphqlAnswer>;
  cognito?: (operation: string, body: Record<string, any>) => unknown;
}): Promise<LoopbackCloud> {
  const introspection = modelIntrospectionJson();
  const seen: SeenRequest[] = [];

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of request) text += chunk;
    const path = request.url ?? '';
    const target = request.headers['x-amz-target'] as string | undefined;
    const body = text ? (JSON.parse(text) as Record<string, any>) : undefined;
    seen.push({ method: request.method ?? '', path, authorization: String(request.headers.authorization ?? ''), target, body });
    const json = (status: number, value: unknown, type = 'application/json') => {
      response.statusCode = status;
      response.setHeader('content-type', type);
      response.end(JSON.stringify(value));
    };
    if (request.method === 'GET' && path.split('?')[0] === `/${INTROSPECTION_BUCKET}/${INTROSPECTION_KEY}`) {
      response.setHeader('content-type', 'application/json');
      response.end(introspection);
      return;
    }
    if (request.method === 'POST' && path === '/graphql' && handlers.graphql && body) {
      json(200, await handlers.graphql(body.query, body.variables ?? {}));
      return;
    }
    if (request.method === 'POST' && target && handlers.cognito && body) {
      json(200, handlers.cognito(target.split('.').pop() ?? '', body), 'application/x-amz-json-1.1');
      return;
    }
    response.statusCode = 404;
    response.end();
  }

  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    functionEnv: {
      AMPLIFY_DATA_DEFAULT_NAME: 'amplifyData',
      AMPLIFY_DATA_GRAPHQL_ENDPOINT: `${base}/graphql`,
      AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_BUCKET_NAME: INTROSPECTION_BUCKET,
      AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_KEY: INTROSPECTION_KEY,
      AWS_ENDPOINT_URL_S3: base,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: base,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'AKIAFUNCTIONROLE0000',
      AWS_SECRET_ACCESS_KEY: 'function-secret',
      AWS_SESSION_TOKEN: 'function-session',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** AppSync's answer to a failed condition (DynamoDB ConditionalCheckFailedException). */
export function conditionFailed(field: string): GraphqlAnswer {
  return {
    data: { [field]: null },
    errors: [{ errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' }],
  };
}
