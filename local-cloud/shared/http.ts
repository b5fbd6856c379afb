import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest JSON or GraphQL request body the gateway accepts (AppSync's own limit is 1 MB of query). */
export const MAX_GATEWAY_BODY_BYTES = 5 * 1024 * 1024;

export class PayloadTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_GATEWAY_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeError(`Request body exceeds ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-content-sha256',
  'x-api-key',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'cache-control',
];

/**
 * Cognito and AppSync answer CORS for any origin; the gateway does the same for both.
 * Answers preflight requests itself and returns true for them.
 */
export function applyGatewayCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('vary', 'Origin');
    res.setHeader('access-control-expose-headers', 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date');
  }
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS.join(', '),
    'access-control-max-age': '86400',
  });
  res.end();
  return true;
}
