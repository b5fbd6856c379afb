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
  MetadataTooLarge: 400,
  InvalidTag: 400,
  InvalidPartNumber: 416,
  NoSuchTagSet: 404,
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

// Named errors, with S3's codes, messages and extra elements; handlers throw these.
const PRECONDITION = 'At least one of the pre-conditions you specified did not hold';
const MALFORMED_XML = 'The XML you provided was not well-formed or did not validate against our published schema';

export const accessDenied = (message = 'Access Denied') => new S3Error('AccessDenied', message);
export const noSuchBucket = (bucket: string) => new S3Error('NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
export const noSuchKey = (key: string) => new S3Error('NoSuchKey', 'The specified key does not exist.', { Key: key });
export const noSuchUpload = (uploadId: string) =>
  new S3Error(
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    { UploadId: uploadId },
  );
/** InvalidArgument names the offending argument (and its value when S3 echoes it). */
export const invalidArgument = (message: string, argumentName?: string, argumentValue?: string) =>
  new S3Error('InvalidArgument', message, {
    ...(argumentName !== undefined ? { ArgumentName: argumentName } : {}),
    ...(argumentValue !== undefined ? { ArgumentValue: argumentValue } : {}),
  });
export const invalidRequest = (message: string) => new S3Error('InvalidRequest', message);
export const invalidUri = () => new S3Error('InvalidURI', "Couldn't parse the specified URI.");
export const keyTooLong = () => new S3Error('KeyTooLongError', 'Your key is too long');
export const malformedXml = (message = MALFORMED_XML) => new S3Error('MalformedXML', message);
export const methodNotAllowed = () => new S3Error('MethodNotAllowed', 'The specified method is not allowed against this resource.');
export const notImplemented = (message: string) => new S3Error('NotImplemented', message);
/** PreconditionFailed names the header whose condition failed. */
export const preconditionFailed = (condition?: string) => new S3Error('PreconditionFailed', PRECONDITION, condition ? { Condition: condition } : {});
export const invalidRange = (size: number) =>
  new S3Error('InvalidRange', 'The requested range is not satisfiable', { ActualObjectSize: String(size) });
export const entityTooLarge = (proposed?: number, max?: number) =>
  new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
    ...(proposed !== undefined ? { ProposedSize: String(proposed) } : {}),
    ...(max !== undefined ? { MaxSizeAllowed: String(max) } : {}),
  });
export const entityTooSmall = (proposed: number, min: number, partNumber: number) =>
  new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.', {
    ProposedSize: String(proposed),
    MinSizeAllowed: String(min),
    PartNumber: String(partNumber),
  });
export const incompleteBody = (message = 'You did not provide the number of bytes specified by the Content-Length HTTP header.') =>
  new S3Error('IncompleteBody', message);
/** A digest that was computed and differs from the one the client sent. */
export const badDigest = (message = 'The Content-MD5 you specified did not match what we received.') => new S3Error('BadDigest', message);
/** A digest header that is not a digest at all (not base64 of the right length). */
export const invalidDigest = () => new S3Error('InvalidDigest', 'The Content-MD5 you specified is not valid.');
export const contentSha256Mismatch = () =>
  new S3Error('XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
export const signatureDoesNotMatch = () =>
  new S3Error(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );
export const invalidPart = (uploadId: string, partNumber: number) =>
  new S3Error(
    'InvalidPart',
    "One or more of the specified parts could not be found.  The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
    { UploadId: uploadId, PartNumber: String(partNumber) },
  );
export const metadataTooLarge = (size: number, max: number) =>
  new S3Error('MetadataTooLarge', 'Your metadata headers exceed the maximum allowed metadata size.', {
    Size: String(size),
    MaxSizeAllowed: String(max),
  });
export const invalidTag = (message: string, tagKey?: string) => new S3Error('InvalidTag', message, tagKey !== undefined ? { TagKey: tagKey } : {});
export const invalidPartNumber = (partNumber: number, partsCount: number) =>
  new S3Error('InvalidPartNumber', 'The requested partnumber is not satisfiable', {
    PartNumberRequested: String(partNumber),
    ActualPartCount: String(partsCount),
  });
export const invalidPartOrder = () =>
  new S3Error('InvalidPartOrder', 'The list of parts was not in ascending order. Parts must be ordered by part number.');

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
