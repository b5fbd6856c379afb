// What every S3 operation needs from the request: the bucket, the key (checked), the query,
// the authenticated principal, and the body decoded as the client declared it.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import type { Principal } from '../shared/contracts';
import type { ChunkSigningContext } from '../shared/sigv4';
import type { AccessChecker, Operation } from './access';
import { decodeAwsChunked } from './aws-chunked';
import {
  accessDenied,
  badDigest,
  contentSha256Mismatch,
  incompleteBody,
  invalidArgument,
  invalidUri,
  keyTooLong,
  malformedXml,
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

/** Stored user metadata from x-amz-meta-* headers. */
export function userMetadataOf(req: IncomingMessage): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-amz-meta-') && value !== undefined) meta[name.slice(11)] = Array.isArray(value) ? value.join(',') : value;
  }
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
  crc32: boolean;
  verify: (written: WrittenBody) => void;
  /** Checksums to store (from headers or trailers), filled when the body ends. */
  checksums: () => Record<string, string>;
}

/**
 * The payload as the client declared it (x-amz-content-sha256): raw bytes with a signed
 * hash, unsigned, or aws-chunked with or without signatures and trailers.
 */
export function planBody(request: S3Request): BodyPlan {
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
  const headerCrc = header(req, 'x-amz-checksum-crc32');
  const trailerNames = (header(req, 'x-amz-trailer') ?? '').toLowerCase();
  const wantsCrc = headerCrc !== undefined || trailerNames.includes('x-amz-checksum-crc32') || header(req, 'x-amz-sdk-checksum-algorithm')?.toUpperCase() === 'CRC32';
  const contentMd5 = header(req, 'content-md5');
  const expectedLength = declaredLength(request);
  return {
    source,
    sha256: declaredSha !== undefined,
    crc32: wantsCrc,
    verify(written) {
      if (streaming && expectedLength !== undefined && written.size !== expectedLength) {
        throw incompleteBody();
      }
      if (declaredSha && written.sha256Hex !== declaredSha) {
        throw contentSha256Mismatch();
      }
      if (contentMd5 !== undefined && Buffer.from(written.md5Hex, 'hex').toString('base64') !== contentMd5) {
        throw badDigest();
      }
      const crc = headerCrc ?? trailers['x-amz-checksum-crc32'];
      if (crc !== undefined && written.crc32Base64 !== crc) {
        throw badDigest('The CRC32 you specified did not match the calculated checksum.');
      }
    },
    checksums(): Record<string, string> {
      const crc = headerCrc ?? trailers['x-amz-checksum-crc32'];
      return crc ? { crc32: crc } : {};
    },
  };
}

/** Reads a small XML or JSON request body (DeleteObjects, CompleteMultipartUpload). */
export async function readSmallBody(request: S3Request, limit = 4 * 1024 * 1024): Promise<Buffer> {
  const plan = planBody(request);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of plan.source) {
    size += chunk.length;
    if (size > limit) throw malformedXml('The XML you provided was too large.');
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const md5 = createHash('md5').update(body).digest('hex');
  const sha = plan.sha256 ? createHash('sha256').update(body).digest('hex') : undefined;
  let crc: string | undefined;
  if (plan.crc32) {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(crc32(body) >>> 0);
    crc = b.toString('base64');
  }
  plan.verify({ size, md5Hex: md5, sha256Hex: sha, crc32Base64: crc });
  return body;
}
