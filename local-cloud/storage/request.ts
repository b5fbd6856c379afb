// What every S3 operation needs from the request: the bucket, the key (checked), the query,
// the authenticated principal, and the body decoded as the client declared it.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from '../shared/contracts';
import type { ChunkSigningContext } from '../shared/sigv4';
import type { AccessChecker, Operation } from './access';
import { decodeAwsChunked } from './aws-chunked';
import { CHECKSUM_ALGORITHMS, ChecksumComputer, checkValueFormat, headerName, mismatch, parseAlgorithm, type ChecksumAlgorithm } from './checksums';
import {
  accessDenied,
  badDigest,
  contentSha256Mismatch,
  incompleteBody,
  invalidArgument,
  invalidDigest,
  invalidRequest,
  invalidUri,
  keyTooLong,
  malformedXml,
  metadataTooLarge,
  notImplemented,
} from './errors';
import type { ObjectHeaders, ObjectStore, WrittenBody } from './object-store';

export interface BucketConfig {
  name: string;
  access: AccessChecker;
}

export interface StorageSettings {
  store: ObjectStore;
  buckets: Map<string, BucketConfig>;
  region: string;
  /** Largest object (LOCAL_CLOUD_MAX_OBJECT_BYTES, at most 5 TiB). */
  maxObjectBytes: number;
  /** Base URL of the service, for Location in CompleteMultipartUpload. */
  publicUrl: string;
}

export interface S3Request {
  req: IncomingMessage;
  res: ServerResponse;
  settings: StorageSettings;
  bucket: BucketConfig;
  key: string;
  query: Record<string, string | string[]>;
  principal: Principal;
  payloadHash: string;
  chunkSigning: ChunkSigningContext;
  requestId: string;
}

export const MAX_SINGLE_PUT_BYTES = 5 * 1024 ** 3;
export const MAX_OBJECT_BYTES = 5 * 1024 ** 4;
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PARTS = 10000;
export const MAX_KEY_BYTES = 1024;

export function q(request: S3Request, name: string): string | undefined {
  const value = request.query[name];
  return Array.isArray(value) ? value[0] : value;
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function authorize(request: S3Request, op: Operation, target: string): void {
  if (!request.bucket.access.allows(request.principal, op, target)) throw accessDenied();
}

/** Decodes an object key from the raw path and refuses keys S3 (and this product) must not take. */
export function checkKey(rawKey: string): string {
  let key: string;
  try {
    key = decodeURIComponent(rawKey);
  } catch {
    throw invalidUri();
  }
  validateKey(key);
  return key;
}

export function validateKey(key: string): void {
  if (key.startsWith('/')) throw invalidArgument("Object keys must not start with '/'.", 'key');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw keyTooLong();
  if (key.includes('\0')) throw invalidArgument('Object keys must not contain NUL.', 'key');
  // '..' climbing, plain or encoded once more ('%2e%2e'), with either slash.
  let text = key;
  for (let round = 0; round < 3; round++) {
    if (text.split(/[/\\]/).some((segment) => segment === '..' || segment === '.')) {
      throw accessDenied('Access Denied: object keys must not climb out of the bucket.');
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      break;
    }
    if (decoded === text) break;
    text = decoded;
  }
}

/** S3 keeps at most 2 KB of user metadata: the UTF-8 bytes of every x-amz-meta-* name (without the prefix) and value. */
export const MAX_USER_METADATA_BYTES = 2048;

/** Stored user metadata from x-amz-meta-* headers. */
export function userMetadataOf(req: IncomingMessage): Record<string, string> {
  const meta: Record<string, string> = {};
  let bytes = 0;
  for (const [name, value] of Object.entries(req.headers)) {
    if (!name.startsWith('x-amz-meta-') || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : value;
    meta[name.slice(11)] = text;
    bytes += Buffer.byteLength(name.slice(11)) + Buffer.byteLength(text);
  }
  if (bytes > MAX_USER_METADATA_BYTES) throw metadataTooLarge(bytes, MAX_USER_METADATA_BYTES);
  return meta;
}

export function objectHeadersOf(req: IncomingMessage): ObjectHeaders {
  const encoding = header(req, 'content-encoding')
    ?.split(',')
    .map((e) => e.trim())
    .filter((e) => e && e !== 'aws-chunked')
    .join(', ');
  const headers: ObjectHeaders = {
    cacheControl: header(req, 'cache-control'),
    contentDisposition: header(req, 'content-disposition'),
    contentEncoding: encoding || undefined,
    contentLanguage: header(req, 'content-language'),
    expires: header(req, 'expires'),
  };
  for (const k of Object.keys(headers) as Array<keyof ObjectHeaders>) if (headers[k] === undefined) delete headers[k];
  return headers;
}

/** Length of the payload the client announced (decoded length for aws-chunked bodies). */
export function declaredLength(request: S3Request): number | undefined {
  const text = header(request.req, 'x-amz-decoded-content-length') ?? header(request.req, 'content-length');
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0) throw invalidArgument('Invalid content length.');
  return n;
}

export interface BodyPlan {
  source: AsyncIterable<Buffer>;
  /** Compute SHA-256 to compare with a hex x-amz-content-sha256. */
  sha256: boolean;
  /** The additional checksum to compute: the one the client sent (header or trailer) or the one asked for. */
  checksumAlgorithm?: ChecksumAlgorithm;
  verify: (written: WrittenBody) => void;
  /** The checksum the client sent (from its header, or its trailer once the body has ended). */
  declaredChecksum: () => string | undefined;
}

/** A Content-MD5 must be the base64 of 16 bytes: anything else is InvalidDigest, before the body is read. */
export function contentMd5Of(req: IncomingMessage): string | undefined {
  const value = header(req, 'content-md5');
  if (value === undefined) return undefined;
  const bytes = Buffer.from(value.trim(), 'base64');
  if (bytes.length !== 16 || bytes.toString('base64') !== value.trim()) throw invalidDigest();
  return value.trim();
}

/**
 * The additional checksum a request carries: at most one x-amz-checksum-* header, or the one its
 * x-amz-trailer announces; x-amz-sdk-checksum-algorithm must name the same algorithm.
 */
export function declaredChecksumOf(req: IncomingMessage): { algorithm?: ChecksumAlgorithm; value?: string; inTrailer: boolean } {
  const present = CHECKSUM_ALGORITHMS.filter((algorithm) => header(req, headerName(algorithm)) !== undefined);
  if (present.length > 1) throw invalidRequest('Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed.');
  const trailer = (header(req, 'x-amz-trailer') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.startsWith('x-amz-checksum-'));
  if (trailer.length > 1 || (trailer.length && present.length)) {
    throw invalidRequest('Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed.');
  }
  const fromTrailer = trailer.length ? parseAlgorithm(trailer[0].slice('x-amz-checksum-'.length), 'x-amz-trailer') : undefined;
  const algorithm = present[0] ?? fromTrailer;
  const sdk = parseAlgorithm(header(req, 'x-amz-sdk-checksum-algorithm'), 'x-amz-sdk-checksum-algorithm');
  if (sdk && algorithm && sdk !== algorithm) throw invalidRequest('Value for x-amz-sdk-checksum-algorithm header is invalid.');
  if (sdk && !algorithm) {
    throw invalidRequest('x-amz-sdk-checksum-algorithm specified, but no corresponding x-amz-checksum-* or x-amz-trailer headers were found.');
  }
  const value = present[0] ? header(req, headerName(present[0]))!.trim() : undefined;
  if (present[0] && value !== undefined) checkValueFormat(present[0], value);
  return { algorithm, value, inTrailer: fromTrailer !== undefined };
}

/**
 * The payload as the client declared it (x-amz-content-sha256): raw bytes with a signed
 * hash, unsigned, or aws-chunked with or without signatures and trailers; with the digests to
 * check once it has been received. `impliedAlgorithm` is computed when the client sent no
 * checksum of its own (a part of an upload created with a checksum algorithm).
 */
export function planBody(request: S3Request, impliedAlgorithm?: ChecksumAlgorithm, bodyChecksum = true): BodyPlan {
  const { req, payloadHash } = request;
  const streaming = payloadHash.startsWith('STREAMING-');
  const trailers: Record<string, string> = {};
  let source: AsyncIterable<Buffer> = req;
  if (streaming) {
    const signed = payloadHash.startsWith('STREAMING-AWS4-HMAC-SHA256-PAYLOAD');
    if (!signed && payloadHash !== 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') {
      throw notImplemented(`The payload type ${payloadHash} is not supported.`);
    }
    source = decodeAwsChunked(req, {
      signing: signed ? request.chunkSigning : undefined,
      trailer: payloadHash.endsWith('-TRAILER'),
      onTrailers: (t) => Object.assign(trailers, t),
    });
  }
  const declaredSha = /^[0-9a-f]{64}$/.test(payloadHash) ? payloadHash : undefined;
  const declared = bodyChecksum ? declaredChecksumOf(req) : { inTrailer: false };
  if (declared.algorithm && impliedAlgorithm && declared.algorithm !== impliedAlgorithm) {
    throw invalidRequest(
      `Checksum Type mismatch occurred, expected checksum Type: ${impliedAlgorithm.toLowerCase()}, actual checksum Type: ${declared.algorithm.toLowerCase()}`,
    );
  }
  const algorithm = declared.algorithm ?? impliedAlgorithm;
  const contentMd5 = contentMd5Of(req);
  const expectedLength = declaredLength(request);
  const declaredChecksum = () => {
    if (!declared.algorithm) return undefined;
    if (!declared.inTrailer) return declared.value;
    const value = trailers[headerName(declared.algorithm)];
    if (value === undefined) throw invalidRequest(`The trailing header ${headerName(declared.algorithm)} was announced but not sent.`);
    checkValueFormat(declared.algorithm, value);
    return value;
  };
  return {
    source,
    sha256: declaredSha !== undefined,
    checksumAlgorithm: algorithm,
    declaredChecksum,
    verify(written) {
      if (streaming && expectedLength !== undefined && written.size !== expectedLength) throw incompleteBody();
      if (declaredSha && written.sha256Hex !== declaredSha) throw contentSha256Mismatch();
      if (contentMd5 !== undefined && Buffer.from(written.md5Hex, 'hex').toString('base64') !== contentMd5) throw badDigest();
      const value = declaredChecksum();
      if (declared.algorithm && value !== undefined && written.checksum !== value) throw mismatch(declared.algorithm);
    },
  };
}

/**
 * Reads a small XML request body (DeleteObjects, CompleteMultipartUpload, tagging), checking its
 * digests. CompleteMultipartUpload's x-amz-checksum-* headers describe the object, not the body:
 * it passes bodyChecksum false.
 */
export async function readSmallBody(request: S3Request, limit = 4 * 1024 * 1024, bodyChecksum = true): Promise<Buffer> {
  const plan = planBody(request, undefined, bodyChecksum);
  const chunks: Buffer[] = [];
  let size = 0;
  const sha = plan.sha256 ? createHash('sha256') : undefined;
  const md5 = createHash('md5');
  const checksum = plan.checksumAlgorithm ? new ChecksumComputer(plan.checksumAlgorithm) : undefined;
  for await (const chunk of plan.source) {
    size += chunk.length;
    if (size > limit) throw malformedXml('The XML you provided was too large.');
    chunks.push(chunk);
    md5.update(chunk);
    sha?.update(chunk);
    checksum?.update(chunk);
  }
  plan.verify({ size, md5Hex: md5.digest('hex'), sha256Hex: sha?.digest('hex'), checksum: await checksum?.base64() });
  return Buffer.concat(chunks);
}
