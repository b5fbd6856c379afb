// CORS of the bucket. The deployed Amplify bucket (@aws-amplify/backend-storage) allows GET,
// HEAD, PUT, POST and DELETE with any header, caches preflights 3000 s and exposes ETag and
// the x-amz-* request ids; the local bucket answers the site's origins the same way and also
// exposes the headers aws-amplify and the SPA read on downloads (Content-Range, metadata).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORS_METHODS = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'];
const EXPOSED = [
  'ETag',
  'x-amz-server-side-encryption',
  'x-amz-request-id',
  'x-amz-id-2',
  'x-amz-version-id',
  'x-amz-checksum-crc32',
  'x-amz-checksum-crc32c',
  'x-amz-checksum-crc64nvme',
  'x-amz-checksum-sha1',
  'x-amz-checksum-sha256',
  'x-amz-checksum-type',
  'x-amz-mp-parts-count',
  'x-amz-tagging-count',
  'Content-Range',
  'Accept-Ranges',
  'Content-Disposition',
  'Content-Encoding',
  'Content-Length',
  'Last-Modified',
];

export function originAllowed(origin: string, allowed: string[] | '*'): boolean {
  return allowed === '*' || allowed.includes(origin);
}

/** Adds CORS headers to a normal response when the origin is allowed. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: string[] | '*'): void {
  const origin = req.headers.origin;
  if (!origin || !originAllowed(origin, allowed)) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-methods', CORS_METHODS.join(', '));
  res.setHeader('vary', 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method');
  res.setHeader('access-control-expose-headers', EXPOSED.join(', '));
}

/** Answers an OPTIONS preflight (S3 answers 403 for an origin or method the rules do not allow). */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, allowed: string[] | '*'): void {
  const origin = req.headers.origin;
  const method = String(req.headers['access-control-request-method'] ?? '').toUpperCase();
  if (!origin || !originAllowed(origin, allowed) || !CORS_METHODS.includes(method)) {
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessForbidden</Code><Message>CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource\'s CORS spec.</Message></Error>';
    res.writeHead(403, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  const requestedHeaders = req.headers['access-control-request-headers'];
  res.writeHead(200, {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': CORS_METHODS.join(', '),
    ...(requestedHeaders ? { 'access-control-allow-headers': String(requestedHeaders) } : {}),
    'access-control-expose-headers': EXPOSED.join(', '),
    'access-control-max-age': '3000',
    vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
    'content-length': '0',
  });
  res.end();
}
