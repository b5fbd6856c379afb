// Object operations: PutObject, GetObject, HeadObject, DeleteObject, DeleteObjects, CopyObject.
import { copyFile, link } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import {
  accessDenied,
  entityTooLarge,
  invalidArgument,
  invalidRange,
  invalidRequest,
  malformedXml,
  noSuchBucket,
  noSuchKey,
  preconditionFailed,
  S3Error,
} from './errors';
import type { ObjectMeta } from './object-store';
import { DEFAULT_CONTENT_TYPE, SMALL_BODY_BYTES } from './object-store';
import {
  MAX_SINGLE_PUT_BYTES,
  authorize,
  checkKey,
  declaredLength,
  header,
  objectHeadersOf,
  planBody,
  q,
  readSmallBody,
  userMetadataOf,
  validateKey,
  type S3Request,
} from './request';
import { S3_XMLNS, buildXml, isoDate, parseXml } from './xml';

function sendXml(request: S3Request, status: number, document: Record<string, unknown>, headers: Record<string, string> = {}): void {
  const body = buildXml(document);
  request.res.writeHead(status, { ...headers, 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  request.res.end(body);
}

export function sendEmpty(request: S3Request, status: number, headers: Record<string, string> = {}): void {
  request.res.writeHead(status, { ...headers, 'content-length': '0' });
  request.res.end();
}

export { sendXml };

function uploadLimit(request: S3Request): number {
  return Math.min(MAX_SINGLE_PUT_BYTES, request.settings.maxObjectBytes);
}

/** Refuses an announced body that is too large before reading it. */
export function checkAnnouncedSize(request: S3Request, limit: number): void {
  const length = declaredLength(request);
  if (length !== undefined && length > limit) {
    throw entityTooLarge(length, limit);
  }
}

export async function putObject(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const { store } = request.settings;
  const limit = uploadLimit(request);
  checkAnnouncedSize(request, limit);
  checkWritePreconditions(request);
  const plan = planBody(request);
  const meta = await store.putObject(request.bucket.name, request.key, plan.source, {
    contentType: header(request.req, 'content-type') ?? DEFAULT_CONTENT_TYPE,
    userMetadata: userMetadataOf(request.req),
    headers: objectHeadersOf(request.req),
    maxBytes: limit,
    sha256: plan.sha256,
    crc32: plan.crc32,
    verify: plan.verify,
  });
  const headers: Record<string, string> = { etag: meta.etag };
  if (meta.checksums.crc32) headers['x-amz-checksum-crc32'] = meta.checksums.crc32;
  sendEmpty(request, 200, headers);
}

/**
 * S3 conditional writes: If-None-Match: * and If-Match on PutObject. The current object is
 * looked up only when the request carries a condition (a plain upload needs no read).
 */
function checkWritePreconditions(request: S3Request): void {
  const ifNoneMatch = header(request.req, 'if-none-match');
  const ifMatch = header(request.req, 'if-match');
  if (ifNoneMatch === undefined && ifMatch === undefined) return;
  const existing = request.settings.store.head(request.bucket.name, request.key);
  if (ifNoneMatch !== undefined && existing && etagListMatches(ifNoneMatch, existing.etag)) {
    throw preconditionFailed('If-None-Match');
  }
  if (ifMatch !== undefined && (!existing || !etagListMatches(ifMatch, existing.etag))) {
    if (!existing) throw noSuchKey(request.key);
    throw preconditionFailed('If-Match');
  }
}

function bareEtag(etag: string): string {
  return etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
}

function etagListMatches(list: string, etag: string): boolean {
  const target = bareEtag(etag);
  return list.split(',').some((item) => item.trim() === '*' || bareEtag(item) === target);
}

function objectOrThrow(request: S3Request): ObjectMeta {
  const meta = request.settings.store.head(request.bucket.name, request.key);
  if (!meta) throw noSuchKey(request.key);
  return meta;
}

function httpDate(ms: number): string {
  return new Date(ms).toUTCString();
}

/** Answers 304/412 for conditional GET and HEAD, in S3's order of precedence. Returns true when answered. */
function answeredByConditions(request: S3Request, meta: ObjectMeta): boolean {
  const { req } = request;
  const ifMatch = header(req, 'if-match');
  const ifNoneMatch = header(req, 'if-none-match');
  const ifModifiedSince = Date.parse(header(req, 'if-modified-since') ?? '');
  const ifUnmodifiedSince = Date.parse(header(req, 'if-unmodified-since') ?? '');
  const modifiedSecond = Math.floor(meta.lastModified / 1000) * 1000;
  if (ifMatch !== undefined) {
    if (!etagListMatches(ifMatch, meta.etag)) {
      throw preconditionFailed('If-Match');
    }
  } else if (!Number.isNaN(ifUnmodifiedSince) && modifiedSecond > ifUnmodifiedSince) {
    throw preconditionFailed('If-Unmodified-Since');
  }
  const notModified =
    ifNoneMatch !== undefined
      ? etagListMatches(ifNoneMatch, meta.etag)
      : !Number.isNaN(ifModifiedSince) && modifiedSecond <= ifModifiedSince;
  if (notModified) {
    request.res.writeHead(304, { etag: meta.etag, 'last-modified': httpDate(meta.lastModified) });
    request.res.end();
    return true;
  }
  return false;
}

function objectResponseHeaders(request: S3Request, meta: ObjectMeta): Record<string, string> {
  const headers: Record<string, string> = {
    etag: meta.etag,
    'last-modified': httpDate(meta.lastModified),
    'accept-ranges': 'bytes',
    'content-type': meta.contentType,
  };
  if (meta.headers.cacheControl) headers['cache-control'] = meta.headers.cacheControl;
  if (meta.headers.contentDisposition) headers['content-disposition'] = meta.headers.contentDisposition;
  if (meta.headers.contentEncoding) headers['content-encoding'] = meta.headers.contentEncoding;
  if (meta.headers.contentLanguage) headers['content-language'] = meta.headers.contentLanguage;
  if (meta.headers.expires) headers.expires = meta.headers.expires;
  for (const [name, value] of Object.entries(meta.userMetadata)) headers[`x-amz-meta-${name}`] = value;
  const exposed = request.res.getHeader('access-control-expose-headers');
  if (exposed !== undefined && Object.keys(meta.userMetadata).length > 0) {
    headers['access-control-expose-headers'] = [String(exposed), ...Object.keys(meta.userMetadata).map((n) => `x-amz-meta-${n}`)].join(', ');
  }
  // The stored checksum covers the whole object: S3 leaves it out of ranged answers.
  if (header(request.req, 'x-amz-checksum-mode')?.toUpperCase() === 'ENABLED' && meta.checksums.crc32 && !header(request.req, 'range')) {
    headers['x-amz-checksum-crc32'] = meta.checksums.crc32;
  }
  // Presigned URLs may override response headers (getUrl's contentDisposition and contentType).
  const overrides: Array<[string, string]> = [
    ['response-content-type', 'content-type'],
    ['response-content-disposition', 'content-disposition'],
    ['response-cache-control', 'cache-control'],
    ['response-content-encoding', 'content-encoding'],
    ['response-content-language', 'content-language'],
    ['response-expires', 'expires'],
  ];
  for (const [param, name] of overrides) {
    const value = q(request, param);
    if (value === undefined) continue;
    // HTTP header values are bytes: characters beyond Latin-1 cannot be sent (RFC 5987 encoding is the caller's job).
    if (/[^\t\x20-\x7e\x80-\xff]/.test(value)) {
      throw invalidArgument('Header value cannot be represented using ISO-8859-1.', param, value);
    }
    headers[name] = value;
  }
  return headers;
}

/** A single byte range (bytes=a-b, a-, -n); undefined means the whole object. */
function parseRange(text: string | undefined, size: number): { start: number; end: number } | undefined {
  if (!text) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(text.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined; // not a single range: S3 ignores it
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) throw invalidRange(size);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return undefined;
    if (start >= size) throw invalidRange(size);
  }
  return { start, end };
}

export async function getObject(request: S3Request, headOnly: boolean, attempt = 0): Promise<void> {
  authorize(request, 'get', request.key);
  const meta = objectOrThrow(request);
  if (answeredByConditions(request, meta)) return;
  const headers = objectResponseHeaders(request, meta);
  let range: { start: number; end: number } | undefined;
  try {
    range = parseRange(header(request.req, 'range'), meta.size);
  } catch (error) {
    request.res.setHeader('content-range', `bytes */${meta.size}`);
    throw error;
  }
  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : meta.size;
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${meta.size}`;
  headers['content-length'] = String(length);
  if (headOnly || length === 0) {
    request.res.writeHead(status, headers);
    request.res.end();
    return;
  }
  if (length <= SMALL_BODY_BYTES) {
    // Small answers are read at once: fewer thread-pool round trips than a stream.
    let bytes: Buffer;
    try {
      bytes = request.settings.store.readSmall(meta, range?.start ?? 0, range?.end ?? meta.size - 1);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && attempt < 3) return getObject(request, headOnly, attempt + 1);
      throw error;
    }
    request.res.writeHead(status, headers);
    request.res.end(bytes);
    return;
  }
  const stream = request.settings.store.openRead(meta, range?.start, range?.end);
  // Open the file before answering. Its blob can vanish between the lookup and the open when
  // the object is replaced at that moment: then the new object is read instead.
  try {
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && attempt < 3) return getObject(request, headOnly, attempt + 1);
    throw error;
  }
  request.res.writeHead(status, headers);
  await pipeline(stream, request.res).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}

export async function deleteObject(request: S3Request): Promise<void> {
  authorize(request, 'delete', request.key);
  request.settings.store.deleteObject(request.bucket.name, request.key);
  sendEmpty(request, 204);
}

interface DeleteEntry {
  Key?: unknown;
}

export async function deleteObjects(request: S3Request): Promise<void> {
  const body = await readSmallBody(request);
  let parsed: Record<string, unknown>;
  try {
    parsed = parseXml(body.toString('utf8'));
  } catch {
    throw malformedXml();
  }
  const root = parsed.Delete as { Object?: DeleteEntry[]; Quiet?: unknown } | undefined;
  const entries = root?.Object ?? [];
  if (!root || entries.length === 0 || entries.length > 1000) {
    throw malformedXml();
  }
  const quiet = String(root.Quiet ?? '').trim() === 'true';
  const deleted: Array<{ Key: string }> = [];
  const errors: Array<{ Key: string; Code: string; Message: string }> = [];
  for (const entry of entries) {
    const key = typeof entry.Key === 'string' ? entry.Key : String(entry.Key ?? '');
    try {
      validateKey(key);
      authorize(request, 'delete', key);
      request.settings.store.deleteObject(request.bucket.name, key);
      if (!quiet) deleted.push({ Key: key });
    } catch (error) {
      if (!(error instanceof S3Error)) throw error;
      errors.push({ Key: key, Code: error.code, Message: error.message });
    }
  }
  sendXml(request, 200, { DeleteResult: { '@_xmlns': S3_XMLNS, Deleted: deleted, Error: errors } });
}

export async function copyObject(request: S3Request): Promise<void> {
  const { store, buckets } = request.settings;
  const sourceHeader = header(request.req, 'x-amz-copy-source') ?? '';
  const withoutVersion = sourceHeader.split('?')[0].replace(/^\//, '');
  const slash = withoutVersion.indexOf('/');
  if (slash <= 0) throw invalidArgument('Copy Source must mention the source bucket and key: sourcebucket/sourcekey', 'x-amz-copy-source');
  const sourceBucketName = decodeURIComponent(withoutVersion.slice(0, slash));
  const sourceKey = checkKey(withoutVersion.slice(slash + 1));
  const sourceBucket = buckets.get(sourceBucketName);
  if (!sourceBucket) throw noSuchBucket(sourceBucketName);
  if (!sourceBucket.access.allows(request.principal, 'get', sourceKey)) throw accessDenied();
  authorize(request, 'write', request.key);
  const source = store.head(sourceBucketName, sourceKey);
  if (!source) throw noSuchKey(sourceKey);
  if (source.size > request.settings.maxObjectBytes) {
    throw entityTooLarge(source.size, request.settings.maxObjectBytes);
  }
  const ifMatch = header(request.req, 'x-amz-copy-source-if-match');
  const ifNoneMatch = header(request.req, 'x-amz-copy-source-if-none-match');
  if ((ifMatch !== undefined && !etagListMatches(ifMatch, source.etag)) || (ifNoneMatch !== undefined && etagListMatches(ifNoneMatch, source.etag))) {
    throw preconditionFailed();
  }
  const replace = header(request.req, 'x-amz-metadata-directive')?.toUpperCase() === 'REPLACE';
  if (!replace && sourceBucketName === request.bucket.name && sourceKey === request.key) {
    throw invalidRequest(
      "This copy request is illegal because it is trying to copy an object to itself without changing the object's metadata, storage class, website redirect location or encryption attributes.",
    );
  }
  // Blobs are immutable once written, so the copy shares the bytes through a hard link.
  const blob = store.newBlobName();
  const target = store.blobPath(blob);
  await link(store.blobPath(source.blob), target).catch(() => copyFile(store.blobPath(source.blob), target));
  const meta = store.commitObject({
    bucket: request.bucket.name,
    key: request.key,
    size: source.size,
    etag: source.etag,
    contentType: replace ? header(request.req, 'content-type') ?? DEFAULT_CONTENT_TYPE : source.contentType,
    lastModified: Date.now(),
    userMetadata: replace ? userMetadataOf(request.req) : source.userMetadata,
    headers: replace ? objectHeadersOf(request.req) : source.headers,
    checksums: source.checksums,
    blob,
  });
  sendXml(request, 200, { CopyObjectResult: { '@_xmlns': S3_XMLNS, LastModified: isoDate(meta.lastModified), ETag: meta.etag } });
}
