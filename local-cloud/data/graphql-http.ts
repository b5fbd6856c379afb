// AppSync's HTTP endpoint: POST (and GET) /graphql on the gateway. Reads the request as
// AppSync does (body limits, authentication, the GraphQL parameters) and answers with its
// status codes and error shapes; the engine runs the operation.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CredentialStore, RequestHandler, TokenVerifier } from '../shared/contracts';
import type { OperatorCredentials } from '../shared/operator';
import type { GraphQLRunner } from './engine-host';
import { authenticate, AuthenticationError, type Caller } from './identity';
import type { ApiKeys } from './api-key';

/** AppSync refuses request bodies above 1 MB... of query; we allow variables some room too. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface GraphQLHttpDeps {
  engine: GraphQLRunner;
  credentials: CredentialStore;
  tokens: TokenVerifier;
  operator: OperatorCredentials;
  /** Present when the API has API-key authorization. */
  apiKeys?: ApiKeys;
}

type Send = (status: number, payload: unknown, extra?: Record<string, string>) => void;

function sender(res: ServerResponse, id: string): Send {
  return (status, payload, extra = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'x-amzn-requestid': id, ...extra });
    res.end(JSON.stringify(payload));
  };
}

/** The GraphQL parameters of a GET (query string) or POST (JSON body); undefined when malformed. */
function graphqlParameters(req: IncomingMessage, body: Buffer): Record<string, unknown> | 'empty' | undefined {
  if (req.method === 'GET') {
    // AppSync also answers queries sent as GET with query, variables and operationName parameters.
    const params = new URL(req.url ?? '/', 'http://local').searchParams;
    try {
      return {
        query: params.get('query') ?? undefined,
        variables: params.get('variables') ? JSON.parse(params.get('variables') as string) : undefined,
        operationName: params.get('operationName') ?? undefined,
      };
    } catch {
      return undefined;
    }
  }
  if (body.length === 0) return 'empty';
  try {
    const parsed = JSON.parse(body.toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || typeof parsed.query !== 'string' || parsed.query.trim() === '') return undefined;
    return parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function requestHeaders(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : Array.isArray(v) ? [[k, v.join(',')]] : [])),
  );
}

export function createGraphQLHandler(deps: GraphQLHttpDeps): RequestHandler {
  return async (req, res, body) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/graphql') return false;
    const requestId = crypto.randomUUID();
    const send = sender(res, requestId);
    if (req.method !== 'POST' && req.method !== 'GET') {
      send(405, { errors: [{ errorType: 'MethodNotAllowedException', message: 'Only POST and GET are supported.' }] });
      return true;
    }
    if (body.length > MAX_BODY_BYTES) {
      send(413, { errors: [{ errorType: 'BadRequestException', message: 'Request body too large.' }] });
      return true;
    }
    let caller: Caller;
    try {
      caller = await authenticate(req, body, deps);
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      send(error.status, { errors: [{ errorType: 'UnauthorizedException', message: error.message }] }, { 'x-amzn-errortype': 'UnauthorizedException' });
      return true;
    }
    const parameters = graphqlParameters(req, body);
    if (parameters === undefined || parameters === 'empty') {
      const message = parameters === 'empty' ? 'Request body is empty.' : 'Unable to parse GraphQL query.';
      send(400, { errors: [{ message, errorType: 'MalformedHttpRequestException' }] }, { 'x-amzn-errortype': 'MalformedHttpRequestException' });
      return true;
    }
    const text = await deps.engine.runJson(parameters, { caller, request: { headers: requestHeaders(req), domainName: null } });
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'x-amzn-requestid': requestId, 'content-length': Buffer.byteLength(text) });
    res.end(text);
    return true;
  };
}
