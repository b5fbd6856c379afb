// The S3 REST API, path-style (and virtual-hosted when the Host names a bucket): CORS, SigV4
// on every request, then the operation chosen by method, key and query.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StreamingHandler } from '../shared/contracts';
import { splitTarget, verifySigV4, type ResolveCredential } from '../shared/sigv4';
import { answerPreflight, applyCors } from './cors';
import { S3Error, accessDenied, invalidUri, methodNotAllowed, noSuchBucket, notImplemented, requestId, sendError } from './errors';
import { listObjectsV1, listObjectsV2 } from './listing';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  listMultipartUploads,
  listParts,
  uploadPart,
  uploadPartCopy,
} from './multipart';
import {
  copyObject,
  deleteObject,
  deleteObjectTagging,
  deleteObjects,
  getObject,
  getObjectTagging,
  putObject,
  putObjectTagging,
  sendXml,
} from './objects';
import { authorize, checkKey, q, type S3Request, type StorageSettings } from './request';
import { BUCKET_OWNER } from './listing';
import { S3_XMLNS } from './xml';

export interface HandlerOptions extends StorageSettings {
  resolveCredential: ResolveCredential;
  corsOrigins: string[] | '*';
}

const has = (query: Record<string, unknown>, name: string) => Object.prototype.hasOwnProperty.call(query, name);

/** Bucket and raw key: from the Host for virtual-hosted requests, else the first path segment. */
function locate(req: IncomingMessage, rawPath: string, buckets: StorageSettings['buckets']): { bucket: string; rawKey: string } {
  const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
  for (const name of buckets.keys()) {
    if (host.startsWith(`${name}.`)) return { bucket: name, rawKey: rawPath.slice(1) };
  }
  const rest = rawPath.slice(1);
  const slash = rest.indexOf('/');
  const bucketText = slash < 0 ? rest : rest.slice(0, slash);
  let bucket: string;
  try {
    bucket = decodeURIComponent(bucketText);
  } catch {
    throw invalidUri();
  }
  return { bucket, rawKey: slash < 0 ? '' : rest.slice(slash + 1) };
}

const UNSUPPORTED_SUBRESOURCES = ['acl', 'retention', 'legal-hold', 'torrent', 'restore', 'select', 'attributes', 'versions'];

const SIGV4_ERRORS: Record<string, [string, string]> = {
  MissingAuthenticationToken: ['AccessDenied', 'Access Denied'],
};

export function createS3Handler(options: HandlerOptions): StreamingHandler {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const id = requestId();
    res.setHeader('x-amz-request-id', id);
    res.setHeader('x-amz-id-2', id);
    res.setHeader('server', 'LocalCloudS3');
    const url = req.url ?? '/';
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res, options.corsOrigins);
      return;
    }
    applyCors(req, res, options.corsOrigins);
    const { path, query } = splitTarget(url);
    try {
      const auth = await verifySigV4(
        { method: req.method ?? 'GET', url, headers: req.headers },
        { resolveCredential: options.resolveCredential, service: 's3', region: options.region },
      );
      if (!auth.ok) {
        const [code, message] = SIGV4_ERRORS[auth.code] ?? [auth.code, auth.message];
        throw new S3Error(code, message, {}, auth.status);
      }
      const { bucket: bucketName, rawKey } = locate(req, path, options.buckets);
      if (bucketName === '') {
        await listBuckets(req, res, options, auth.principal.kind === 'operator');
        return;
      }
      const bucket = options.buckets.get(bucketName);
      if (!bucket) throw noSuchBucket(bucketName);
      const request: S3Request = {
        req,
        res,
        settings: options,
        bucket,
        key: rawKey === '' ? '' : checkKey(rawKey),
        query,
        principal: auth.principal,
        payloadHash: auth.payloadHash,
        chunkSigning: auth.chunkSigning,
        requestId: id,
      };
      await dispatch(request);
    } catch (error) {
      if (clientWentAway(req, error)) {
        // The client aborted (a paused or canceled upload): nothing to answer, nothing stored.
        res.destroy();
        return;
      }
      if (!(error instanceof S3Error)) throw error;
      // Node drains an unread body after the answer and keeps the connection; a large one is not worth receiving.
      if (!req.complete && Number(req.headers['content-length'] ?? 0) > 64 * 1024 * 1024) res.setHeader('connection', 'close');
      sendError(res, error, decodeSafe(path), req.method, id);
    }
  };
}

function clientWentAway(req: IncomingMessage, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (req.destroyed && !req.complete) || (error as Error)?.message === 'aborted';
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function dispatch(request: S3Request): Promise<void> {
  const method = request.req.method ?? 'GET';
  const { query } = request;
  if (request.key === '') {
    if (method === 'GET' && has(query, 'uploads')) return listMultipartUploads(request);
    if (method === 'GET' && has(query, 'location')) {
      return sendXml(request, 200, { LocationConstraint: { '@_xmlns': S3_XMLNS, '#text': request.settings.region === 'us-east-1' ? '' : request.settings.region } });
    }
    if (method === 'GET') return q(request, 'list-type') === '2' ? listObjectsV2(request) : listObjectsV1(request);
    if (method === 'HEAD') {
      // HeadBucket needs s3:ListBucket without a prefix, which no Amplify role's condition allows.
      authorize(request, 'list', '');
      request.res.writeHead(200, { 'x-amz-bucket-region': request.settings.region, 'content-length': '0' });
      request.res.end();
      return;
    }
    if (method === 'POST' && has(query, 'delete')) return deleteObjects(request);
    throw methodNotAllowed();
  }
  // Sub-resources this store does not keep: refuse them rather than mistake them for the object.
  const unsupported = UNSUPPORTED_SUBRESOURCES.find((name) => has(query, name));
  if (unsupported) throw notImplemented(`The ${unsupported} sub-resource is not implemented.`);
  const uploadId = has(query, 'uploadId');
  if (has(query, 'tagging')) {
    if (method === 'GET') return getObjectTagging(request);
    if (method === 'PUT') return putObjectTagging(request);
    if (method === 'DELETE') return deleteObjectTagging(request);
    throw methodNotAllowed();
  }
  switch (method) {
    case 'GET':
      return uploadId ? listParts(request) : getObject(request, false);
    case 'HEAD':
      return getObject(request, true);
    case 'PUT':
      if (uploadId) return request.req.headers['x-amz-copy-source'] ? uploadPartCopy(request) : uploadPart(request);
      return request.req.headers['x-amz-copy-source'] ? copyObject(request) : putObject(request);
    case 'POST':
      if (has(query, 'uploads')) return createMultipartUpload(request);
      if (uploadId) return completeMultipartUpload(request);
      throw methodNotAllowed();
    case 'DELETE':
      return uploadId ? abortMultipartUpload(request) : deleteObject(request);
    default:
      throw methodNotAllowed();
  }
}

async function listBuckets(req: IncomingMessage, res: ServerResponse, options: HandlerOptions, operator: boolean): Promise<void> {
  if (req.method !== 'GET') throw methodNotAllowed();
  // s3:ListAllMyBuckets is in none of the roles Amplify creates; only the local operator lists buckets.
  if (!operator) throw accessDenied();
  const fake = { res } as unknown as S3Request;
  sendXml(fake, 200, {
    ListAllMyBucketsResult: {
      '@_xmlns': S3_XMLNS,
      Owner: BUCKET_OWNER,
      Buckets: { Bucket: [...options.buckets.keys()].map((name) => ({ Name: name, CreationDate: new Date(0).toISOString() })) },
    },
  });
}
