// Multipart upload: Create, UploadPart, UploadPartCopy, ListParts, Complete, Abort,
// ListMultipartUploads. Parts are blobs indexed in SQLite, so an upload survives a restart and
// completes afterwards; completing makes the parts' blobs the object's, without copying a byte.
import { createHash } from 'node:crypto';
import {
  ChecksumComputer,
  MULTIPART_TYPES,
  checkValueFormat,
  checksumHeaders,
  compositeOf,
  elementName,
  headerName,
  mismatch,
  parseAlgorithm,
  type ChecksumAlgorithm,
  type ChecksumType,
  type ObjectChecksum,
} from './checksums';
import {
  S3Error,
  entityTooLarge,
  entityTooSmall,
  invalidArgument,
  invalidPart,
  invalidPartOrder,
  invalidRequest,
  malformedXml,
  noSuchUpload,
  preconditionFailed,
} from './errors';
import { DEFAULT_CONTENT_TYPE, type ObjectMeta, type PartMeta, type UploadMeta } from './object-store';
import { checkAnnouncedSize, checkCopyConditions, copySource, etagListMatches, partNumberParam, requestTags, sendEmpty, sendXml } from './objects';
import { parseMaxKeys } from './listing';
import {
  MAX_PARTS,
  MAX_SINGLE_PUT_BYTES,
  MIN_PART_BYTES,
  authorize,
  header,
  objectHeadersOf,
  planBody,
  q,
  readSmallBody,
  userMetadataOf,
  type S3Request,
} from './request';
import { S3_XMLNS, isoDate, parseXml } from './xml';

function principalName(request: S3Request): string {
  return request.principal.identityId ?? request.principal.sub ?? request.principal.roleName;
}

export async function createMultipartUpload(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const algorithm = parseAlgorithm(header(request.req, 'x-amz-checksum-algorithm'));
  const typeText = header(request.req, 'x-amz-checksum-type')?.trim().toUpperCase();
  if (typeText !== undefined && typeText !== 'FULL_OBJECT' && typeText !== 'COMPOSITE') throw invalidRequest('Value for x-amz-checksum-type header is invalid.');
  if (typeText !== undefined && !algorithm) throw invalidRequest('The x-amz-checksum-type header can only be used with the x-amz-checksum-algorithm header.');
  let checksumType: ChecksumType | undefined;
  if (algorithm) {
    // S3's defaults: CRC64NVME is full-object only; the others are composite unless asked otherwise.
    checksumType = (typeText as ChecksumType | undefined) ?? (algorithm === 'CRC64NVME' ? 'FULL_OBJECT' : 'COMPOSITE');
    if (!MULTIPART_TYPES[algorithm].includes(checksumType)) {
      throw invalidRequest(`The ${checksumType} checksum type cannot be used with the ${algorithm.toLowerCase()} checksum algorithm.`);
    }
  }
  const tags = requestTags(request) ?? [];
  const upload = request.settings.store.createUpload({
    bucket: request.bucket.name,
    key: request.key,
    contentType: header(request.req, 'content-type') ?? DEFAULT_CONTENT_TYPE,
    userMetadata: userMetadataOf(request.req),
    headers: objectHeadersOf(request.req),
    checksumAlgorithm: algorithm,
    checksumType,
    tags,
    principal: principalName(request),
  });
  const headers: Record<string, string> = {};
  if (algorithm && checksumType) {
    headers['x-amz-checksum-algorithm'] = algorithm;
    headers['x-amz-checksum-type'] = checksumType;
  }
  sendXml(
    request,
    200,
    { InitiateMultipartUploadResult: { '@_xmlns': S3_XMLNS, Bucket: request.bucket.name, Key: request.key, UploadId: upload.uploadId } },
    headers,
  );
}

function partNumberOf(request: S3Request): number {
  const n = partNumberParam(request);
  if (n === undefined) throw invalidArgument(`Part number must be an integer between 1 and ${MAX_PARTS}, inclusive`, 'partNumber', '');
  return n;
}

export async function uploadPart(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const partNumber = partNumberOf(request);
  const { store } = request.settings;
  const upload = store.getUpload(request.bucket.name, request.key, q(request, 'uploadId')!);
  const limit = Math.min(MAX_SINGLE_PUT_BYTES, request.settings.maxObjectBytes);
  checkAnnouncedSize(request, limit);
  // A part of an upload created with a checksum algorithm gets that checksum, sent or computed here.
  const plan = planBody(request, upload.checksumAlgorithm);
  const { blob, written } = await store.writeBlob(plan.source, {
    maxBytes: limit,
    sha256: plan.sha256,
    checksumAlgorithm: plan.checksumAlgorithm,
    verify: plan.verify,
    flush: 'later',
  });
  const checksum = plan.checksumAlgorithm && written.checksum ? { algorithm: plan.checksumAlgorithm, value: written.checksum } : undefined;
  const part: PartMeta = { partNumber, size: written.size, etag: `"${written.md5Hex}"`, lastModified: Date.now(), checksum, blob };
  store.commitPart(upload.uploadId, part);
  const headers: Record<string, string> = { etag: part.etag };
  if (checksum) headers[headerName(checksum.algorithm)] = checksum.value;
  sendEmpty(request, 200, headers);
}

/** UploadPartCopy: a part made of (a range of) an existing object, with the copy conditions of CopyObject. */
export async function uploadPartCopy(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const partNumber = partNumberOf(request);
  const { store } = request.settings;
  const upload = store.getUpload(request.bucket.name, request.key, q(request, 'uploadId')!);
  const source = copySource(request);
  const release = store.lease(source.meta);
  try {
    checkCopyConditions(request, source.meta);
    const rangeText = header(request.req, 'x-amz-copy-source-range');
    let start = 0;
    let end = source.meta.size - 1;
    if (rangeText !== undefined) {
      const m = /^bytes=(\d+)-(\d+)$/.exec(rangeText.trim());
      if (!m || Number(m[2]) < Number(m[1])) {
        throw invalidArgument('The x-amz-copy-source-range value must be of the form bytes=first-last where first and last are the zero-based offsets of the first and last bytes to copy', 'x-amz-copy-source-range', rangeText);
      }
      start = Number(m[1]);
      end = Number(m[2]);
      if (end >= source.meta.size) {
        throw invalidRequest(`Range specified is not valid for source object of size: ${source.meta.size}`);
      }
    }
    const length = end - start + 1;
    if (length > MAX_SINGLE_PUT_BYTES) throw entityTooLarge(length, MAX_SINGLE_PUT_BYTES);
    const { blob, written } = await store.writeBlob(length > 0 ? store.openRead(source.meta, start, end) : emptySource(), {
      maxBytes: MAX_SINGLE_PUT_BYTES,
      checksumAlgorithm: upload.checksumAlgorithm,
      flush: 'later',
    });
    const checksum = upload.checksumAlgorithm && written.checksum ? { algorithm: upload.checksumAlgorithm, value: written.checksum } : undefined;
    const part: PartMeta = { partNumber, size: written.size, etag: `"${written.md5Hex}"`, lastModified: Date.now(), checksum, blob };
    store.commitPart(upload.uploadId, part);
    sendXml(request, 200, {
      CopyPartResult: {
        '@_xmlns': S3_XMLNS,
        LastModified: isoDate(part.lastModified),
        ETag: part.etag,
        ...(checksum ? { [elementName(checksum.algorithm)]: checksum.value } : {}),
      },
    });
  } finally {
    release();
  }
}

async function* emptySource(): AsyncGenerator<Buffer> {}

export async function listParts(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const { store } = request.settings;
  const upload = store.getUpload(request.bucket.name, request.key, q(request, 'uploadId')!);
  const maxParts = parseMaxKeys(q(request, 'max-parts'), 'max-parts');
  const marker = Number(q(request, 'part-number-marker') ?? '0') || 0;
  const parts = store.listParts(upload.uploadId, marker, maxParts + 1);
  const truncated = parts.length > maxParts;
  const shown = parts.slice(0, maxParts);
  const owner = { ID: upload.principal, DisplayName: upload.principal };
  sendXml(request, 200, {
    ListPartsResult: {
      '@_xmlns': S3_XMLNS,
      Bucket: request.bucket.name,
      Key: request.key,
      UploadId: upload.uploadId,
      Initiator: owner,
      Owner: owner,
      StorageClass: 'STANDARD',
      PartNumberMarker: marker,
      NextPartNumberMarker: shown.length ? shown[shown.length - 1].partNumber : marker,
      MaxParts: maxParts,
      IsTruncated: truncated,
      ...(upload.checksumAlgorithm ? { ChecksumAlgorithm: upload.checksumAlgorithm, ChecksumType: upload.checksumType } : {}),
      Part: shown.map((p) => ({
        PartNumber: p.partNumber,
        LastModified: isoDate(p.lastModified),
        ETag: p.etag,
        Size: p.size,
        ...(p.checksum ? { [elementName(p.checksum.algorithm)]: p.checksum.value } : {}),
      })),
    },
  });
}

function bare(etag: string): string {
  return etag.trim().replace(/^"|"$/g, '');
}

type RequestedPart = { PartNumber?: unknown; ETag?: unknown } & Partial<Record<`Checksum${ChecksumAlgorithm}`, unknown>>;

function completeResult(request: S3Request, etag: string, checksum: ObjectChecksum | undefined): void {
  const location = `${request.settings.publicUrl}/${request.bucket.name}/${request.key.split('/').map(encodeURIComponent).join('/')}`;
  sendXml(
    request,
    200,
    {
      CompleteMultipartUploadResult: {
        '@_xmlns': S3_XMLNS,
        Location: location,
        Bucket: request.bucket.name,
        Key: request.key,
        ETag: etag,
        ...(checksum ? { [elementName(checksum.algorithm)]: checksum.value, ChecksumType: checksum.type } : {}),
      },
    },
    checksumHeaders(checksum),
  );
}

export async function completeMultipartUpload(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const { store } = request.settings;
  const uploadId = q(request, 'uploadId')!;
  const upload = store.findUpload(uploadId);
  if (!upload || upload.bucket !== request.bucket.name || upload.key !== request.key) {
    // A client that lost the answer asks again: an upload just completed answers the same.
    const completed = store.completedUpload(uploadId);
    if (completed && completed.bucket === request.bucket.name && completed.key === request.key) {
      await readSmallBody(request, undefined, false);
      completeResult(request, completed.etag, completed.checksum);
      return;
    }
    throw noSuchUpload(uploadId);
  }
  let requested: RequestedPart[];
  try {
    const root = parseXml((await readSmallBody(request, undefined, false)).toString('utf8')).CompleteMultipartUpload as { Part?: RequestedPart[] } | undefined;
    requested = root?.Part ?? [];
  } catch (error) {
    if (error instanceof S3Error) throw error;
    throw malformedXml();
  }
  if (requested.length === 0) throw malformedXml();

  const algorithm = upload.checksumAlgorithm;
  const stored = new Map(store.listParts(upload.uploadId).map((p) => [p.partNumber, p]));
  const chosen: PartMeta[] = [];
  let previous = 0;
  for (const entry of requested) {
    const number = Number(String(entry.PartNumber ?? '').trim());
    if (!Number.isInteger(number)) throw malformedXml();
    if (number <= previous) throw invalidPartOrder();
    previous = number;
    const part = stored.get(number);
    if (!part || bare(String(entry.ETag ?? '')) !== bare(part.etag)) throw invalidPart(upload.uploadId, number);
    // A part's checksum given here must be the one it was uploaded with.
    if (algorithm) {
      const given = entry[elementName(algorithm)];
      if (given !== undefined && String(given).trim() !== part.checksum?.value) throw invalidPart(upload.uploadId, number);
    }
    chosen.push(part);
  }
  chosen.forEach((part, index) => {
    if (index < chosen.length - 1 && part.size < MIN_PART_BYTES) throw entityTooSmall(part.size, MIN_PART_BYTES, part.partNumber);
  });
  const total = chosen.reduce((sum, p) => sum + p.size, 0);
  if (total > request.settings.maxObjectBytes) throw entityTooLarge(total, request.settings.maxObjectBytes);

  // Conditional writes (aws-amplify's preventOverwrite sends If-None-Match: *).
  const ifNoneMatch = header(request.req, 'if-none-match');
  const ifMatch = header(request.req, 'if-match');
  const existing = ifNoneMatch !== undefined || ifMatch !== undefined ? store.head(request.bucket.name, request.key) : undefined;
  if (ifNoneMatch?.trim() === '*' && existing) throw preconditionFailed('If-None-Match');
  if (ifMatch !== undefined && (!existing || !etagListMatches(ifMatch, existing.etag))) throw preconditionFailed('If-Match');

  const checksum = await objectChecksum(request, upload, chosen, total);
  const md5s = createHash('md5');
  for (const part of chosen) md5s.update(Buffer.from(bare(part.etag), 'hex'));
  const object: ObjectMeta = {
    bucket: request.bucket.name,
    key: request.key,
    size: total,
    etag: `"${md5s.digest('hex')}-${chosen.length}"`,
    contentType: upload.contentType,
    lastModified: Date.now(),
    userMetadata: upload.userMetadata,
    headers: upload.headers,
    checksum,
    segments: chosen.map((p) => ({ blob: p.blob, size: p.size, md5: bare(p.etag) })),
    parts: chosen.map((p) => ({ size: p.size, ...(p.checksum ? { checksum: p.checksum.value } : {}) })),
    tags: upload.tags,
  };
  store.completeUpload(upload, object);
  completeResult(request, object.etag, checksum);
}

/**
 * The completed object's checksum. Composite: the checksum of the parts' checksums, "-N".
 * Full object: computed over the parts' bytes (read back from their blobs) and compared with the
 * one the client sends, if any. An upload created without an algorithm may still be given a
 * full-object checksum on completion (aws-amplify sends its CRC32), which is verified the same way.
 */
async function objectChecksum(request: S3Request, upload: UploadMeta, chosen: PartMeta[], total: number): Promise<ObjectChecksum | undefined> {
  const sent = (['CRC32', 'CRC32C', 'CRC64NVME', 'SHA1', 'SHA256'] as const).filter((a) => header(request.req, headerName(a)) !== undefined);
  if (sent.length > 1) throw invalidRequest('Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed.');
  const sentAlgorithm = sent[0];
  const sentValue = sentAlgorithm ? header(request.req, headerName(sentAlgorithm))!.trim() : undefined;
  const typeText = header(request.req, 'x-amz-checksum-type')?.trim().toUpperCase();
  if (upload.checksumAlgorithm && sentAlgorithm && sentAlgorithm !== upload.checksumAlgorithm) {
    throw invalidRequest(
      `The upload was created using a ${upload.checksumAlgorithm.toLowerCase()} checksum. The complete request must use the same checksum algorithm.`,
    );
  }
  if (upload.checksumType && typeText !== undefined && typeText !== upload.checksumType) {
    throw invalidRequest(`The upload was created using the ${upload.checksumType} checksum mode. The complete request must use the same checksum mode.`);
  }
  const algorithm = upload.checksumAlgorithm ?? sentAlgorithm;
  if (!algorithm) return undefined;
  const type: ChecksumType = upload.checksumType ?? (typeText === 'COMPOSITE' ? 'COMPOSITE' : 'FULL_OBJECT');
  if (type === 'COMPOSITE') {
    if (chosen.some((p) => p.checksum?.algorithm !== algorithm)) {
      throw invalidRequest(`The upload was created using a ${algorithm.toLowerCase()} checksum. All parts must use the same checksum algorithm.`);
    }
    const value = await compositeOf(algorithm, chosen.map((p) => p.checksum!.value));
    if (sentValue !== undefined && sentValue !== value) throw mismatch(algorithm);
    return { algorithm, value, type };
  }
  if (sentValue !== undefined) checkValueFormat(algorithm, sentValue);
  const computer = new ChecksumComputer(algorithm);
  const { store } = request.settings;
  if (total > 0) {
    for await (const chunk of store.openSegments(chosen.map((p) => ({ blob: p.blob, size: p.size })))) {
      computer.update(chunk as Buffer);
    }
  }
  const value = await computer.base64();
  if (sentValue !== undefined && sentValue !== value) throw mismatch(algorithm);
  return { algorithm, value, type };
}

export async function abortMultipartUpload(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const { store } = request.settings;
  const upload = store.getUpload(request.bucket.name, request.key, q(request, 'uploadId')!);
  store.abortUpload(upload.uploadId);
  sendEmpty(request, 204);
}

export async function listMultipartUploads(request: S3Request): Promise<void> {
  const prefix = q(request, 'prefix') ?? '';
  authorize(request, 'list', prefix);
  const maxUploads = parseMaxKeys(q(request, 'max-uploads'), 'max-uploads');
  const uploads = request.settings.store.listUploads(request.bucket.name, prefix, maxUploads + 1);
  const truncated = uploads.length > maxUploads;
  const shown = uploads.slice(0, maxUploads);
  sendXml(request, 200, {
    ListMultipartUploadsResult: {
      '@_xmlns': S3_XMLNS,
      Bucket: request.bucket.name,
      KeyMarker: '',
      UploadIdMarker: '',
      NextKeyMarker: shown.length ? shown[shown.length - 1].key : '',
      NextUploadIdMarker: shown.length ? shown[shown.length - 1].uploadId : '',
      Prefix: prefix,
      MaxUploads: maxUploads,
      IsTruncated: truncated,
      Upload: shown.map((u) => ({
        Key: u.key,
        UploadId: u.uploadId,
        Initiator: { ID: u.principal, DisplayName: u.principal },
        Owner: { ID: u.principal, DisplayName: u.principal },
        StorageClass: 'STANDARD',
        Initiated: isoDate(u.initiated),
        ...(u.checksumAlgorithm ? { ChecksumAlgorithm: u.checksumAlgorithm, ChecksumType: u.checksumType } : {}),
      })),
    },
  });
}

