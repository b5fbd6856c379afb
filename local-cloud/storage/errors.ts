// S3's error answers: a code, a message and the HTTP status S3 uses for that code.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { buildXml } from './xml';

const STATUS: Record<string, number> = {
  AccessDenied: 403,
  AuthorizationHeaderMalformed: 400,
  AuthorizationQueryParametersError: 400,
  BadDigest: 400,
  CORSResponse: 403,
  EntityTooLarge: 400,
  EntityTooSmall: 400,
  ExpiredToken: 400,
  IncompleteBody: 400,
  InternalError: 500,
  InvalidAccessKeyId: 403,
  InvalidArgument: 400,
  InvalidDigest: 400,
  InvalidPart: 400,
  InvalidPartOrder: 400,
  InvalidRange: 416,
  InvalidRequest: 400,
  InvalidToken: 400,
  InvalidURI: 400,
  KeyTooLongError: 400,
  MalformedXML: 400,
  MethodNotAllowed: 405,
  MissingContentLength: 411,
  MissingSecurityHeader: 400,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  NoSuchUpload: 404,
  NotImplemented: 501,
  PreconditionFailed: 412,
  RequestTimeTooSkewed: 403,
  SignatureDoesNotMatch: 403,
  XAmzContentSHA256Mismatch: 400,
};

export class S3Error extends Error {
  readonly status: number;
  constructor(
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS[code] ?? 400;
  }
}

// Request ids: a random prefix per process and a counter, unique without drawing random bytes per request.
const REQUEST_ID_PREFIX = randomBytes(4).toString('hex').toUpperCase();
let requestCounter = 0;

export function requestId(): string {
  requestCounter = (requestCounter + 1) % 0x100000000;
  return REQUEST_ID_PREFIX + requestCounter.toString(16).toUpperCase().padStart(8, '0');
}

/** Writes an S3 XML error (no body for HEAD, as S3 does). */
export function sendError(res: ServerResponse, error: S3Error, resource: string, method: string | undefined, id: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body =
    method === 'HEAD'
      ? ''
      : buildXml({
          Error: { Code: error.code, Message: error.message, ...error.extra, Resource: resource, RequestId: id },
        });
  res.writeHead(error.status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-amz-request-id': id,
  });
  res.end(body);
}
