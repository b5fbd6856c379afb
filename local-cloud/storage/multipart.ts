// Multipart upload: Create, UploadPart, ListParts, Complete, Abort, ListMultipartUploads.
// Parts are blobs indexed in SQLite, so an upload survives a restart and completes afterwards.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { crc32 } from 'node:zlib';
import {
  S3Error,
  badDigest,
  entityTooLarge,
  entityTooSmall,
  invalidArgument,
  invalidPart,
  invalidPartOrder,
  malformedXml,
  preconditionFailed,
} from './errors';
import { DEFAULT_CONTENT_TYPE, type PartMeta } from './object-store';
import { checkAnnouncedSize, sendEmpty, sendXml } from './objects';
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
  const algorithm = header(request.req, 'x-amz-checksum-algorithm')?.toUpperCase();
  const upload = request.settings.store.createUpload({
    bucket: request.bucket.name,
    key: request.key,
    contentType: header(request.req, 'content-type') ?? DEFAULT_CONTENT_TYPE,
    userMetadata: userMetadataOf(request.req),
    headers: objectHeadersOf(request.req),
    checksumAlgorithm: algorithm,
    principal: principalName(request),
  });
  const headers: Record<string, string> = {};
  if (algorithm) headers['x-amz-checksum-algorithm'] = algorithm;
  sendXml(
    request,
    200,
    { InitiateMultipartUploadResult: { '@_xmlns': S3_XMLNS, Bucket: request.bucket.name, Key: request.key, UploadId: upload.uploadId } },
    headers,
  );
}

function partNumberOf(request: S3Request): number {
  const text = q(request, 'partNumber') ?? '';
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > MAX_PARTS) {
    throw invalidArgument(`Part number must be an integer between 1 and ${MAX_PARTS}, inclusive`, 'partNumber', text);
  }
  return n;
}

export async function uploadPart(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const partNumber = partNumberOf(request);
  const { store } = request.settings;
  const upload = store.getUpload(request.bucket.name, request.key, q(request, 'uploadId')!);
  const limit = Math.min(MAX_SINGLE_PUT_BYTES, request.settings.maxObjectBytes);
  checkAnnouncedSize(request, limit);
  const plan = planBody(request);
  const { blob, written } = await store.writeBlob(plan.source, {
    maxBytes: limit,
    sha256: plan.sha256,
    crc32: plan.crc32 || upload.checksumAlgorithm === 'CRC32',
    verify: plan.verify,
  });
  const checksums = { ...plan.checksums() };
  if (written.crc32Base64 && upload.checksumAlgorithm === 'CRC32') checksums.crc32 = written.crc32Base64;
  const part: PartMeta = { partNumber, size: written.size, etag: `"${written.md5Hex}"`, lastModified: Date.now(), checksums, blob };
  store.commitPart(upload.uploadId, part);
  const headers: Record<string, string> = { etag: part.etag };
  if (checksums.crc32) headers['x-amz-checksum-crc32'] = checksums.crc32;
  sendEmpty(request, 200, headers);
}

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
      ...(upload.checksumAlgorithm ? { ChecksumAlgorithm: upload.checksumAlgorithm } : {}),
      Part: shown.map((p) => ({
        PartNumber: p.partNumber,
        LastModified: isoDate(p.lastModified),
        ETag: p.etag,
        Size: p.size,
        ...(p.checksums.crc32 ? { ChecksumCRC32: p.checksums.crc32 } : {}),
      })),
    },
  });
}

function bare(etag: string): string {
  return etag.trim().replace(/^"|"$/g, '');
}

export async function completeMultipartUpload(request: S3Request): Promise<void> {
  authorize(request, 'write', request.key);
  const { store } = request.settings;
  const upload = store.getUpload(request.bucket.name, request.key, q(request, 'uploadId')!);
  let requested: Array<{ PartNumber?: unknown; ETag?: unknown }>;
  try {
    const root = parseXml((await readSmallBody(request)).toString('utf8')).CompleteMultipartUpload as
      | { Part?: Array<{ PartNumber?: unknown; ETag?: unknown }> }
      | undefined;
    requested = root?.Part ?? [];
  } catch (error) {
    if (error instanceof S3Error) throw error;
    throw malformedXml();
  }
  if (requested.length === 0) throw malformedXml();

  const stored = new Map(store.listParts(upload.uploadId).map((p) => [p.partNumber, p]));
  const chosen: PartMeta[] = [];
  let previous = 0;
  for (const entry of requested) {
    const number = Number(String(entry.PartNumber ?? '').trim());
    if (!Number.isInteger(number)) throw malformedXml();
    if (number <= previous) throw invalidPartOrder();
    previous = number;
    const part = stored.get(number);
    if (!part || bare(String(entry.ETag ?? '')) !== bare(part.etag)) {
      throw invalidPart(upload.uploadId, number);
    }
    chosen.push(part);
  }
  chosen.forEach((part, index) => {
    if (index < chosen.length - 1 && part.size < MIN_PART_BYTES) {
      throw entityTooSmall(part.size, MIN_PART_BYTES, part.partNumber);
    }
  });
  const total = chosen.reduce((sum, p) => sum + p.size, 0);
  if (total > request.settings.maxObjectBytes) {
    throw entityTooLarge(total, request.settings.maxObjectBytes);
  }

  // Conditional write (aws-amplify's preventOverwrite sends If-None-Match: *).
  const ifNoneMatch = header(request.req, 'if-none-match');
  if (ifNoneMatch?.trim() === '*' && store.head(request.bucket.name, request.key)) {
    throw preconditionFailed('If-None-Match');
  }
  const fullCrc = header(request.req, 'x-amz-checksum-crc32');
  async function* assembled(): AsyncGenerator<Buffer> {
    for (const part of chosen) {
      for await (const chunk of createReadStream(store.blobPath(part.blob), { highWaterMark: 1024 * 1024 })) yield chunk as Buffer;
    }
  }
  const { blob, written } = await store.writeBlob(assembled(), {
    maxBytes: request.settings.maxObjectBytes,
    crc32: fullCrc !== undefined,
    verify(w) {
      if (fullCrc !== undefined && w.crc32Base64 !== fullCrc) {
        throw badDigest('The CRC32 you specified did not match the calculated checksum.');
      }
    },
  });
  const md5s = createHash('md5');
  for (const part of chosen) md5s.update(Buffer.from(bare(part.etag), 'hex'));
  const etag = `"${md5s.digest('hex')}-${chosen.length}"`;
  const checksums: Record<string, string> = {};
  if (fullCrc !== undefined) checksums.crc32 = written.crc32Base64!;
  else if (chosen.every((p) => p.checksums.crc32)) {
    // Composite checksum of the parts' checksums, as S3 computes it.
    const joined = Buffer.concat(chosen.map((p) => Buffer.from(p.checksums.crc32, 'base64')));
    const b = Buffer.alloc(4);
    b.writeUInt32BE(crc32(joined) >>> 0);
    checksums.crc32 = `${b.toString('base64')}-${chosen.length}`;
  }
  const meta = store.completeUpload(upload, {
    bucket: request.bucket.name,
    key: request.key,
    size: written.size,
    etag,
    contentType: upload.contentType,
    lastModified: Date.now(),
    userMetadata: upload.userMetadata,
    headers: upload.headers,
    checksums,
    blob,
  });
  const location = `${request.settings.publicUrl}/${request.bucket.name}/${request.key.split('/').map(encodeURIComponent).join('/')}`;
  sendXml(request, 200, {
    CompleteMultipartUploadResult: {
      '@_xmlns': S3_XMLNS,
      Location: location,
      Bucket: request.bucket.name,
      Key: request.key,
      ETag: meta.etag,
      ...(checksums.crc32 ? { ChecksumCRC32: checksums.crc32 } : {}),
    },
  });
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
      })),
    },
  });
}
