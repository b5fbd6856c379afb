// Object operations: PutObject, GetObject and HeadObject (ranges, part numbers, conditions,
// checksums), DeleteObject, DeleteObjects, CopyObject, and the object's tagging.
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { ChecksumComputer, checksumHeaders, elementName, headerName, parseAlgorithm, type ChecksumAlgorithm, type ObjectChecksum } from './checksums';
import {
  accessDenied,
  entityTooLarge,
  invalidArgument,
  invalidPartNumber,
  invalidRange,
  invalidRequest,
  malformedXml,
  noSuchBucket,
  noSuchKey,
  preconditionFailed,
  S3Error,
} from './errors';
import type { ObjectMeta, ObjectStore, Tags } from './object-store';
import { DEFAULT_CONTENT_TYPE, SMALL_BODY_BYTES } from './object-store';
import {
  MAX_PARTS,
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
  type BucketConfig,
  type S3Request,
} from './request';
import { authorizeTagging, tagsFromHeader, tagsFromXml, tagsXml } from './tagging';
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
  if (length !== undefined && length > limit) throw entityTooLarge(length, limit);
}

/** Tags given with a new object (x-amz-tagging): only callers allowed to tag may give them. */
export function requestTags(request: S3Request): Tags | undefined {
  const tags = tagsFromHeader(header(request.req, 'x-amz-tagging'));
  if (tags !== undefined) authorizeTagging(request);
  return tags;
}

export async function putObject(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const { store } = request.settings;
  const limit = uploadLimit(request);
  checkAnnouncedSize(request, limit);
  const tags = requestTags(request);
  const userMetadata = userMetadataOf(request.req);
  checkWritePreconditions(request);
  const plan = planBody(request);
  const meta = await store.putObject(request.bucket.name, request.key, plan.source, {
    contentType: header(request.req, 'content-type') ?? DEFAULT_CONTENT_TYPE,
    userMetadata,
    headers: objectHeadersOf(request.req),
    tags,
    maxBytes: limit,
    sha256: plan.sha256,
    checksumAlgorithm: plan.checksumAlgorithm,
    verify: plan.verify,
  });
  sendEmpty(request, 200, { etag: meta.etag, ...checksumHeaders(meta.checksum) });
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
  if (ifNoneMatch !== undefined && existing && etagListMatches(ifNoneMatch, existing.etag)) throw preconditionFailed('If-None-Match');
  if (ifMatch !== undefined && (!existing || !etagListMatches(ifMatch, existing.etag))) {
    if (!existing) throw noSuchKey(request.key);
    throw preconditionFailed('If-Match');
  }
}

function bareEtag(etag: string): string {
  return etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
}

export function etagListMatches(list: string, etag: string): boolean {
  const target = bareEtag(etag);
  return list.split(',').some((item) => item.trim() === '*' || bareEtag(item) === target);
}

function objectOrThrow(store: ObjectStore, bucket: string, key: string): ObjectMeta {
  const meta = store.head(bucket, key);
  if (!meta) throw noSuchKey(key);
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
    if (!etagListMatches(ifMatch, meta.etag)) throw preconditionFailed('If-Match');
  } else if (!Number.isNaN(ifUnmodifiedSince) && modifiedSecond > ifUnmodifiedSince) {
    throw preconditionFailed('If-Unmodified-Since');
  }
  const notModified =
    ifNoneMatch !== undefined ? etagListMatches(ifNoneMatch, meta.etag) : !Number.isNaN(ifModifiedSince) && modifiedSecond <= ifModifiedSince;
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
  if (meta.tags.length) headers['x-amz-tagging-count'] = String(meta.tags.length);
  const exposed = request.res.getHeader('access-control-expose-headers');
  if (exposed !== undefined && Object.keys(meta.userMetadata).length > 0) {
    headers['access-control-expose-headers'] = [String(exposed), ...Object.keys(meta.userMetadata).map((n) => `x-amz-meta-${n}`)].join(', ');
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
export function parseRange(text: string | undefined, size: number): { start: number; end: number } | undefined {
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

export function partNumberParam(request: S3Request): number | undefined {
  const text = q(request, 'partNumber');
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > MAX_PARTS) {
    throw invalidArgument(`Part number must be an integer between 1 and ${MAX_PARTS}, inclusive`, 'partNumber', text);
  }
  return n;
}

/** The bytes of part `n` of an object: its part for a multipart object, the whole object as part 1 otherwise. */
function partRange(meta: ObjectMeta, n: number): { start: number; end: number; checksum?: string } {
  if (!meta.parts) {
    if (n !== 1) throw invalidPartNumber(n, 1);
    return { start: 0, end: meta.size - 1 };
  }
  if (n > meta.parts.length) throw invalidPartNumber(n, meta.parts.length);
  let start = 0;
  for (let i = 0; i < n - 1; i++) start += meta.parts[i].size;
  return { start, end: start + meta.parts[n - 1].size - 1, checksum: meta.parts[n - 1].checksum };
}

export async function getObject(request: S3Request, headOnly: boolean): Promise<void> {
  authorize(request, 'get', request.key);
  const { store } = request.settings;
  const meta = objectOrThrow(store, request.bucket.name, request.key);
  // Keep the blobs while they are read, even if the object is replaced meanwhile (same tick as head()).
  const release = store.lease(meta);
  try {
    const partNumber = partNumberParam(request);
    const rangeHeader = header(request.req, 'range');
    if (partNumber !== undefined && rangeHeader !== undefined) throw invalidRequest('Cannot specify both Range header and partNumber query parameter');
    if (answeredByConditions(request, meta)) return;
    const headers = objectResponseHeaders(request, meta);
    let range: { start: number; end: number } | undefined;
    let partChecksum: string | undefined;
    if (partNumber !== undefined) {
      const part = partRange(meta, partNumber);
      range = meta.size === 0 ? undefined : part;
      partChecksum = part.checksum;
      if (meta.parts) headers['x-amz-mp-parts-count'] = String(meta.parts.length);
    } else {
      try {
        range = parseRange(rangeHeader, meta.size);
      } catch (error) {
        request.res.setHeader('content-range', `bytes */${meta.size}`);
        throw error;
      }
    }
    if (header(request.req, 'x-amz-checksum-mode')?.toUpperCase() === 'ENABLED' && meta.checksum) {
      // The stored checksum covers the whole object: S3 leaves it out of ranged answers, and gives a part's own for a part.
      if (partNumber !== undefined && meta.parts) {
        if (partChecksum) headers[headerName(meta.checksum.algorithm)] = partChecksum;
      } else if (!range || (range.start === 0 && range.end === meta.size - 1 && partNumber !== undefined)) {
        Object.assign(headers, checksumHeaders(meta.checksum));
      }
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
      const bytes = store.readSmall(meta, range?.start ?? 0, range?.end ?? meta.size - 1);
      request.res.writeHead(status, headers);
      request.res.end(bytes);
      return;
    }
    const stream = store.openRead(meta, range?.start, range?.end);
    request.res.writeHead(status, headers);
    await pipeline(stream, request.res).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    });
  } finally {
    release();
  }
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
  if (!root || entries.length === 0 || entries.length > 1000) throw malformedXml();
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

/** The object an x-amz-copy-source header names ("bucket/key" or "/bucket/key", URL-encoded, ?versionId ignored: buckets are unversioned). */
export function copySource(request: S3Request): { bucket: BucketConfig; key: string; meta: ObjectMeta } {
  const sourceHeader = header(request.req, 'x-amz-copy-source') ?? '';
  const withoutVersion = sourceHeader.split('?')[0].replace(/^\//, '');
  const slash = withoutVersion.indexOf('/');
  if (slash <= 0) throw invalidArgument('Copy Source must mention the source bucket and key: sourcebucket/sourcekey', 'x-amz-copy-source');
  let bucketName: string;
  try {
    bucketName = decodeURIComponent(withoutVersion.slice(0, slash));
  } catch {
    throw invalidArgument('Copy Source must mention the source bucket and key: sourcebucket/sourcekey', 'x-amz-copy-source');
  }
  const key = checkKey(withoutVersion.slice(slash + 1));
  const bucket = request.settings.buckets.get(bucketName);
  if (!bucket) throw noSuchBucket(bucketName);
  if (!bucket.access.allows(request.principal, 'get', key)) throw accessDenied();
  const meta = objectOrThrow(request.settings.store, bucketName, key);
  return { bucket, key, meta };
}

/**
 * The copy conditions on the source (x-amz-copy-source-if-*), as S3 combines them: a matching
 * If-Match overrides If-Unmodified-Since; a failing If-None-Match fails whatever If-Modified-Since says.
 */
export function checkCopyConditions(request: S3Request, source: ObjectMeta): void {
  const { req } = request;
  const ifMatch = header(req, 'x-amz-copy-source-if-match');
  const ifNoneMatch = header(req, 'x-amz-copy-source-if-none-match');
  const ifModifiedSince = Date.parse(header(req, 'x-amz-copy-source-if-modified-since') ?? '');
  const ifUnmodifiedSince = Date.parse(header(req, 'x-amz-copy-source-if-unmodified-since') ?? '');
  const modifiedSecond = Math.floor(source.lastModified / 1000) * 1000;
  if (ifMatch !== undefined) {
    if (!etagListMatches(ifMatch, source.etag)) throw preconditionFailed('x-amz-copy-source-If-Match');
  } else if (!Number.isNaN(ifUnmodifiedSince) && modifiedSecond > ifUnmodifiedSince) {
    throw preconditionFailed('x-amz-copy-source-If-Unmodified-Since');
  }
  if (ifNoneMatch !== undefined) {
    if (etagListMatches(ifNoneMatch, source.etag)) throw preconditionFailed('x-amz-copy-source-If-None-Match');
  } else if (!Number.isNaN(ifModifiedSince) && modifiedSecond <= ifModifiedSince) {
    throw preconditionFailed('x-amz-copy-source-If-Modified-Since');
  }
}

/** Digests of a (leased) object's bytes, read back from disk. */
async function digestsOf(store: ObjectStore, meta: ObjectMeta, md5: boolean, algorithm: ChecksumAlgorithm | undefined): Promise<{ md5Hex?: string; checksum?: string }> {
  const hash = md5 ? createHash('md5') : undefined;
  const computer = algorithm ? new ChecksumComputer(algorithm) : undefined;
  if (meta.size > 0) {
    for await (const chunk of store.openRead(meta)) {
      hash?.update(chunk as Buffer);
      computer?.update(chunk as Buffer);
    }
  }
  return { md5Hex: hash?.digest('hex'), checksum: await computer?.base64() };
}

export async function copyObject(request: S3Request): Promise<void> {
  const { store } = request.settings;
  const source = copySource(request);
  authorize(request, 'write', request.key);
  const release = store.lease(source.meta);
  try {
    const { meta: from } = source;
    if (from.size > Math.min(MAX_SINGLE_PUT_BYTES, request.settings.maxObjectBytes)) {
      throw invalidRequest('The specified copy source is larger than the maximum allowable size for a copy source: 5368709120');
    }
    checkCopyConditions(request, from);
    const replace = header(request.req, 'x-amz-metadata-directive')?.toUpperCase() === 'REPLACE';
    const replaceTags = header(request.req, 'x-amz-tagging-directive')?.toUpperCase() === 'REPLACE';
    const algorithm = parseAlgorithm(header(request.req, 'x-amz-checksum-algorithm'));
    if (!replace && source.bucket.name === request.bucket.name && source.key === request.key && !algorithm) {
      throw invalidRequest(
        "This copy request is illegal because it is trying to copy an object to itself without changing the object's metadata, storage class, website redirect location or encryption attributes.",
      );
    }
    const tags = replaceTags ? (requestTags(request) ?? []) : from.tags;
    const userMetadata = replace ? userMetadataOf(request.req) : from.userMetadata;
    // The copy is a new single-part object: its ETag is the MD5 of its bytes (read back for a
    // multipart source), its checksum the source's algorithm (or the one asked for) over the whole object.
    const wanted = algorithm ?? from.checksum?.algorithm;
    const keepChecksum = from.checksum && from.checksum.type === 'FULL_OBJECT' && from.checksum.algorithm === wanted;
    const digests = await digestsOf(store, from, from.parts !== undefined, keepChecksum ? undefined : wanted);
    const checksum: ObjectChecksum | undefined = keepChecksum
      ? from.checksum
      : wanted && digests.checksum
        ? { algorithm: wanted, value: digests.checksum, type: 'FULL_OBJECT' }
        : undefined;
    const segments = await store.linkSegments(from.segments);
    const meta = store.commitObject({
      bucket: request.bucket.name,
      key: request.key,
      size: from.size,
      etag: digests.md5Hex ? `"${digests.md5Hex}"` : from.etag,
      contentType: replace ? (header(request.req, 'content-type') ?? DEFAULT_CONTENT_TYPE) : from.contentType,
      lastModified: Date.now(),
      userMetadata,
      headers: replace ? objectHeadersOf(request.req) : from.headers,
      checksum,
      segments,
      tags,
    });
    sendXml(request, 200, {
      CopyObjectResult: {
        '@_xmlns': S3_XMLNS,
        LastModified: isoDate(meta.lastModified),
        ETag: meta.etag,
        ...(checksum ? { ChecksumType: checksum.type, [elementName(checksum.algorithm)]: checksum.value } : {}),
      },
    }, checksum ? checksumHeaders(checksum) : {});
  } finally {
    release();
  }
}

// Tagging (GetObjectTagging, PutObjectTagging, DeleteObjectTagging).

export async function getObjectTagging(request: S3Request): Promise<void> {
  authorizeTagging(request);
  const meta = objectOrThrow(request.settings.store, request.bucket.name, request.key);
  sendXml(request, 200, tagsXml(meta.tags));
}

export async function putObjectTagging(request: S3Request): Promise<void> {
  authorizeTagging(request);
  const tags = tagsFromXml(await readSmallBody(request, 64 * 1024));
  if (!request.settings.store.setTags(request.bucket.name, request.key, tags)) throw noSuchKey(request.key);
  sendEmpty(request, 200);
}

export async function deleteObjectTagging(request: S3Request): Promise<void> {
  authorizeTagging(request);
  if (!request.settings.store.setTags(request.bucket.name, request.key, [])) throw noSuchKey(request.key);
  sendEmpty(request, 204);
}
