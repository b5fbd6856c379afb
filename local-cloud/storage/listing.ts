// ListObjectsV2: prefix, delimiter, max-keys (at most 1000), continuation tokens, start-after,
// encoding-type=url; and ListObjects (version 1, marker paging). Keys come from the index in UTF-8 binary order, as S3 lists them.
import { createHash } from 'node:crypto';
import { LOCAL_ACCOUNT_ID } from '../shared/local-ids';
import { invalidArgument } from './errors';
import { prefixUpperBound, type ObjectMeta } from './object-store';
import { sendXml } from './objects';
import { authorize, q, type S3Request } from './request';
import { S3_XMLNS, isoDate } from './xml';

export const MAX_LIST_KEYS = 1000;

/** The bucket owner (the account): canonical user ID as S3 gives it (64 hex characters). */
export const BUCKET_OWNER = { ID: createHash('sha256').update(`local-cloud:${LOCAL_ACCOUNT_ID}`).digest('hex'), DisplayName: 'local' };

interface Cursor {
  /** The last key or common prefix returned. */
  k: string;
  /** It was a common prefix: continue after everything it rolls up. */
  p?: true;
}

function encodeToken(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodeToken(token: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Cursor;
    if (typeof cursor.k !== 'string') throw new Error('bad token');
    return cursor;
  } catch {
    throw invalidArgument('The continuation token provided is incorrect', 'continuation-token');
  }
}

/** S3's url encoding-type: like encodeURIComponent, keeping '/' readable. */
function urlEncode(text: string): string {
  return encodeURIComponent(text).replace(/%2F/g, '/');
}

export function parseMaxKeys(text: string | undefined, name = 'max-keys'): number {
  if (text === undefined) return MAX_LIST_KEYS;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n)) {
    throw invalidArgument(`Provided ${name} not an integer or within integer range`, name);
  }
  return Math.min(n, MAX_LIST_KEYS);
}

interface Scan {
  contents: ObjectMeta[];
  commonPrefixes: string[];
  truncated: boolean;
  /** The last key or common prefix returned. */
  last?: Cursor;
}

/** Keys under the prefix from a position, with keys past the delimiter rolled up into common prefixes. */
function scanKeys(request: S3Request, prefix: string, delimiter: string | undefined, maxKeys: number, from: string, exclusive: boolean): Scan {
  const out: Scan = { contents: [], commonPrefixes: [], truncated: false };
  const { store } = request.settings;
  const count = () => out.contents.length + out.commonPrefixes.length;
  scan: while (maxKeys > 0) {
    const batch = store.keysFrom(request.bucket.name, from, exclusive, prefix, Math.max(maxKeys - count() + 1, 64));
    if (batch.length === 0) break;
    for (const meta of batch) {
      if (count() === maxKeys) {
        out.truncated = true;
        break scan;
      }
      const rest = meta.key.slice(prefix.length);
      const at = delimiter ? rest.indexOf(delimiter) : -1;
      if (delimiter && at >= 0) {
        const common = prefix + rest.slice(0, at + delimiter.length);
        out.commonPrefixes.push(common);
        out.last = { k: common, p: true };
        const upper = prefixUpperBound(common);
        if (upper === undefined) break scan;
        from = upper;
        exclusive = false;
        continue scan; // the rest of this batch is rolled up into the same prefix
      }
      out.contents.push(meta);
      out.last = { k: meta.key };
      from = meta.key;
      exclusive = true;
    }
  }
  return out;
}

function contentsXml(contents: ObjectMeta[], enc: (text: string) => string, withOwner: boolean) {
  return contents.map((meta) => ({
    Key: enc(meta.key),
    LastModified: isoDate(meta.lastModified),
    ETag: meta.etag,
    ...(meta.checksum ? { ChecksumAlgorithm: meta.checksum.algorithm, ChecksumType: meta.checksum.type } : {}),
    Size: meta.size,
    ...(withOwner ? { Owner: BUCKET_OWNER } : {}),
    StorageClass: 'STANDARD',
  }));
}

function encodingOf(request: S3Request): { encodingType?: string; enc: (text: string) => string } {
  const encodingType = q(request, 'encoding-type');
  if (encodingType !== undefined && encodingType !== 'url') {
    throw invalidArgument('Invalid Encoding Method specified in Request', 'encoding-type');
  }
  return { encodingType, enc: encodingType === 'url' ? urlEncode : (text: string) => text };
}

/**
 * Where a listing resumes after a key (marker, start-after): right after it, or after the whole
 * common prefix it lies in, since keys rolled up there come at or before it.
 */
function positionAfter(prefix: string, delimiter: string | undefined, after: string): { from: string; exclusive: boolean } {
  const rest = after.startsWith(prefix) ? after.slice(prefix.length) : '';
  const at = delimiter ? rest.indexOf(delimiter) : -1;
  if (delimiter && at >= 0) {
    const upper = prefixUpperBound(prefix + rest.slice(0, at + delimiter.length));
    if (upper !== undefined) return { from: upper, exclusive: false };
  }
  return { from: after, exclusive: true };
}

/** ListObjects (version 1, marker paging), for clients that still use it. */
export async function listObjectsV1(request: S3Request): Promise<void> {
  const prefix = q(request, 'prefix') ?? '';
  const delimiter = q(request, 'delimiter') || undefined;
  const maxKeys = parseMaxKeys(q(request, 'max-keys'));
  const marker = q(request, 'marker') ?? '';
  const { encodingType, enc } = encodingOf(request);
  authorize(request, 'list', prefix);
  const start = marker > prefix ? positionAfter(prefix, delimiter, marker) : { from: prefix, exclusive: false };
  const { contents, commonPrefixes, truncated, last } = scanKeys(request, prefix, delimiter, maxKeys, start.from, start.exclusive);
  const result: Record<string, unknown> = {
    '@_xmlns': S3_XMLNS,
    Name: request.bucket.name,
    Prefix: enc(prefix),
    Marker: enc(marker),
    MaxKeys: maxKeys,
  };
  if (delimiter) result.Delimiter = enc(delimiter);
  result.IsTruncated = truncated;
  // S3 gives NextMarker only with a delimiter; without one the client continues after the last key.
  if (truncated && delimiter && last) result.NextMarker = enc(last.k);
  if (encodingType) result.EncodingType = encodingType;
  // Version 1 always names each object's owner.
  result.Contents = contentsXml(contents, enc, true);
  result.CommonPrefixes = commonPrefixes.map((p) => ({ Prefix: enc(p) }));
  sendXml(request, 200, { ListBucketResult: result });
}

export async function listObjectsV2(request: S3Request): Promise<void> {
  const prefix = q(request, 'prefix') ?? '';
  const delimiter = q(request, 'delimiter') || undefined;
  const maxKeys = parseMaxKeys(q(request, 'max-keys'));
  const token = q(request, 'continuation-token');
  const startAfter = q(request, 'start-after');
  const { encodingType, enc } = encodingOf(request);
  authorize(request, 'list', prefix);

  const fetchOwner = q(request, 'fetch-owner') === 'true';
  let from = prefix;
  let exclusive = false;
  // An empty continuation token starts from the beginning, as if none were given (and is echoed).
  if (token !== undefined && token !== '') {
    const cursor = decodeToken(token);
    if (cursor.p) from = prefixUpperBound(cursor.k) ?? cursor.k;
    else {
      from = cursor.k;
      exclusive = true;
    }
  } else if (startAfter !== undefined && startAfter >= prefix) {
    ({ from, exclusive } = positionAfter(prefix, delimiter, startAfter));
  }

  const { contents, commonPrefixes, truncated, last } = scanKeys(request, prefix, delimiter, maxKeys, from, exclusive);

  const result: Record<string, unknown> = {
    '@_xmlns': S3_XMLNS,
    Name: request.bucket.name,
    Prefix: enc(prefix),
    KeyCount: contents.length + commonPrefixes.length,
    MaxKeys: maxKeys,
  };
  if (delimiter) result.Delimiter = enc(delimiter);
  result.IsTruncated = truncated;
  if (token !== undefined) result.ContinuationToken = token;
  if (truncated && last) result.NextContinuationToken = encodeToken(last);
  if (startAfter !== undefined) result.StartAfter = enc(startAfter);
  if (encodingType) result.EncodingType = encodingType;
  result.Contents = contentsXml(contents, enc, fetchOwner);
  result.CommonPrefixes = commonPrefixes.map((p) => ({ Prefix: enc(p) }));
  sendXml(request, 200, { ListBucketResult: result });
}
