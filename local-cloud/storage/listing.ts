// ListObjectsV2: prefix, delimiter, max-keys (at most 1000), continuation tokens, start-after,
// encoding-type=url. Keys come from the index in UTF-8 binary order, as S3 lists them.
import { S3Error } from './errors.js';
import { prefixUpperBound, type ObjectMeta } from './object-store.js';
import { sendXml } from './objects.js';
import { authorize, q, type S3Request } from './request.js';
import { S3_XMLNS, isoDate } from './xml.js';

export const MAX_LIST_KEYS = 1000;

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
    throw new S3Error('InvalidArgument', 'The continuation token provided is incorrect', { ArgumentName: 'continuation-token' });
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
    throw new S3Error('InvalidArgument', `Provided ${name} not an integer or within integer range`, { ArgumentName: name });
  }
  return Math.min(n, MAX_LIST_KEYS);
}

export async function listObjectsV2(request: S3Request): Promise<void> {
  const prefix = q(request, 'prefix') ?? '';
  const delimiter = q(request, 'delimiter') || undefined;
  const maxKeys = parseMaxKeys(q(request, 'max-keys'));
  const token = q(request, 'continuation-token');
  const startAfter = q(request, 'start-after');
  const encodingType = q(request, 'encoding-type');
  if (encodingType !== undefined && encodingType !== 'url') {
    throw new S3Error('InvalidArgument', 'Invalid Encoding Method specified in Request', { ArgumentName: 'encoding-type' });
  }
  authorize(request, 'list', prefix);
  const enc = encodingType === 'url' ? urlEncode : (text: string) => text;

  let from = prefix;
  let exclusive = false;
  if (token !== undefined) {
    const cursor = decodeToken(token);
    if (cursor.p) from = prefixUpperBound(cursor.k) ?? cursor.k;
    else {
      from = cursor.k;
      exclusive = true;
    }
  } else if (startAfter !== undefined && startAfter >= prefix) {
    from = startAfter;
    exclusive = true;
  }

  const contents: ObjectMeta[] = [];
  const commonPrefixes: string[] = [];
  let last: Cursor | undefined;
  let truncated = false;
  const { store } = request.settings;
  scan: while (maxKeys > 0) {
    const batch = store.keysFrom(request.bucket.name, from, exclusive, prefix, Math.max(maxKeys - contents.length - commonPrefixes.length + 1, 64));
    if (batch.length === 0) break;
    for (const meta of batch) {
      if (contents.length + commonPrefixes.length === maxKeys) {
        truncated = true;
        break scan;
      }
      const rest = meta.key.slice(prefix.length);
      const at = delimiter ? rest.indexOf(delimiter) : -1;
      if (delimiter && at >= 0) {
        const common = prefix + rest.slice(0, at + delimiter.length);
        commonPrefixes.push(common);
        last = { k: common, p: true };
        const upper = prefixUpperBound(common);
        if (upper === undefined) break scan;
        from = upper;
        exclusive = false;
        continue scan; // the rest of this batch is rolled up into the same prefix
      }
      contents.push(meta);
      last = { k: meta.key };
      from = meta.key;
      exclusive = true;
    }
  }

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
  result.Contents = contents.map((meta) => ({
    Key: enc(meta.key),
    LastModified: isoDate(meta.lastModified),
    ETag: meta.etag,
    Size: meta.size,
    StorageClass: 'STANDARD',
  }));
  result.CommonPrefixes = commonPrefixes.map((p) => ({ Prefix: enc(p) }));
  sendXml(request, 200, { ListBucketResult: result });
}
