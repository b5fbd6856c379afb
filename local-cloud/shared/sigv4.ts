// Verification of AWS Signature Version 4, for every service of the local cloud (S3, AppSync,
// Cognito admin operations). The canonical request and the signing key are computed by
// @smithy/signature-v4 itself (the signer aws-sdk uses; aws-amplify's signer writes the same
// canonical form), so a request verifies here exactly when AWS would accept its signature.
// Only the pieces the client signed are used: the SignedHeaders, the path as it arrived on the
// wire, the query and the payload hash the client declared.
import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4, getCanonicalQuery, getSigningKey } from '@smithy/signature-v4';
import type { Checksum, HttpRequest, SourceData } from '@smithy/types';
import type { Principal } from './contracts';

/** What a credential store knows about an access key id. */
export interface ResolvedCredential {
  secretAccessKey: string;
  /** When set, the request must carry this token (X-Amz-Security-Token header or query). */
  sessionToken?: string;
  expiration?: Date;
  principal: Principal;
}

export type ResolveCredential = (
  accessKeyId: string,
) => ResolvedCredential | undefined | Promise<ResolvedCredential | undefined>;

export type SigV4ErrorCode =
  | 'MissingAuthenticationToken'
  | 'AuthorizationHeaderMalformed'
  | 'AuthorizationQueryParametersError'
  | 'InvalidAccessKeyId'
  | 'InvalidToken'
  | 'ExpiredToken'
  | 'SignatureDoesNotMatch'
  | 'RequestTimeTooSkewed'
  | 'AccessDenied'
  | 'XAmzContentSHA256Mismatch';

/** The request as received: method, raw path and query (IncomingMessage.url), headers, and the body when it was buffered. */
export interface SignedRequestInput {
  method: string;
  url: string;
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>;
  /** Buffered body. Streaming services leave it out and check x-amz-content-sha256 themselves. */
  body?: Uint8Array | string;
}

export interface VerifyOptions {
  resolveCredential: ResolveCredential;
  /** Expected signing service(s) ('s3', 'appsync', 'cognito-idp'); any when left out. */
  service?: string | string[];
  /** Expected region; any when left out. */
  region?: string;
  /** S3 signs the path exactly as sent; every other service escapes it once more. Default: service !== 's3'. */
  uriEscapePath?: boolean;
  now?: Date;
  /** Largest clock difference accepted, 5 minutes as in AWS. */
  maxSkewMs?: number;
}

/** What a streaming (aws-chunked) body needs to check its chunk signatures. */
export interface ChunkSigningContext {
  signingKey: Uint8Array;
  longDate: string;
  scope: string;
  seedSignature: string;
}

export interface VerifiedRequest {
  ok: true;
  principal: Principal;
  accessKeyId: string;
  presigned: boolean;
  /** The payload hash that was signed: a hex SHA-256, UNSIGNED-PAYLOAD or a STREAMING-* marker. */
  payloadHash: string;
  service: string;
  region: string;
  chunkSigning: ChunkSigningContext;
}

export interface VerificationFailure {
  ok: false;
  code: SigV4ErrorCode;
  message: string;
  /** The HTTP status AWS answers with for this code. */
  status: number;
}

export type VerifyResult = VerifiedRequest | VerificationFailure;

export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
export const MAX_PRESIGNED_EXPIRES_SECONDS = 604800;
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const ALGORITHM = 'AWS4-HMAC-SHA256';

/** node:crypto behind the interface smithy's signer expects (faster than the pure-JS hash). */
export class NodeSha256 implements Checksum {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(this.secret));
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

function toBuffer(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data as ArrayBuffer);
}

/** Exposes the signer's own canonical-request and string-to-sign builders. */
class CanonicalSigner extends SignatureV4 {
  canonicalRequest(request: HttpRequest, headers: Record<string, string>, payloadHash: string): string {
    return this.createCanonicalRequest(request, headers, payloadHash);
  }
  stringToSign(longDate: string, scope: string, canonicalRequest: string): Promise<string> {
    return this.createStringToSign(longDate, scope, canonicalRequest, ALGORITHM);
  }
}

function fail(code: SigV4ErrorCode, message: string): VerificationFailure {
  const status =
    code === 'MissingAuthenticationToken' || code === 'AccessDenied' || code === 'InvalidAccessKeyId' ||
    code === 'SignatureDoesNotMatch' || code === 'RequestTimeTooSkewed'
      ? 403
      : 400;
  return { ok: false, code, message, status };
}

function headerValue(headers: SignedRequestInput['headers'], name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(',') : value;
}

/** Splits a raw request target into its raw path and decoded query. */
export function splitTarget(url: string): { path: string; query: Record<string, string | string[]> } {
  let target = url;
  const scheme = target.indexOf('://');
  if (scheme >= 0 && scheme < 10) {
    const slash = target.indexOf('/', scheme + 3);
    target = slash < 0 ? '/' : target.slice(slash);
  }
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  const query: Record<string, string | string[]> = {};
  if (q >= 0) {
    for (const part of target.slice(q + 1).split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      // As S3 reads query strings: '+' is a space (URLSearchParams writes spaces so; SigV4 signers write %2B for '+').
      const key = safeDecode((eq < 0 ? part : part.slice(0, eq)).replaceAll('+', ' '));
      const value = eq < 0 ? '' : safeDecode(part.slice(eq + 1).replaceAll('+', ' '));
      const prior = query[key];
      if (prior === undefined) query[key] = value;
      else if (Array.isArray(prior)) prior.push(value);
      else query[key] = [prior, value];
    }
  }
  return { path: path || '/', query };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** '20250101T000000Z' to a Date, or undefined. */
export function parseAmzDate(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (m) return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

interface ParsedAuth {
  accessKeyId: string;
  shortDate: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

function parseCredential(credential: string): Omit<ParsedAuth, 'signedHeaders' | 'signature'> | undefined {
  const parts = credential.split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request' || !parts[0]) return undefined;
  return { accessKeyId: parts[0], shortDate: parts[1], region: parts[2], service: parts[3] };
}

function parseAuthorizationHeader(value: string): ParsedAuth | undefined {
  if (!value.startsWith(`${ALGORITHM} `)) return undefined;
  const fields: Record<string, string> = {};
  for (const piece of value.slice(ALGORITHM.length + 1).split(',')) {
    const eq = piece.indexOf('=');
    if (eq > 0) fields[piece.slice(0, eq).trim()] = piece.slice(eq + 1).trim();
  }
  const credential = fields.Credential && parseCredential(fields.Credential);
  if (!credential || !fields.SignedHeaders || !fields.Signature) return undefined;
  return { ...credential, signedHeaders: fields.SignedHeaders.split(';'), signature: fields.Signature };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Verifies a SigV4-signed request (Authorization header or presigned X-Amz-* query).
 * Answers the principal of the credentials that signed it, or the error AWS would answer.
 */
export async function verifySigV4(input: SignedRequestInput, options: VerifyOptions): Promise<VerifyResult> {
  const now = options.now ?? new Date();
  const maxSkew = options.maxSkewMs ?? MAX_CLOCK_SKEW_MS;
  const { path, query } = splitTarget(input.url);
  const authorization = headerValue(input.headers, 'authorization');
  const presigned = single(query['X-Amz-Algorithm']) !== undefined || single(query['X-Amz-Signature']) !== undefined;

  let auth: ParsedAuth | undefined;
  let signingDate: Date | undefined;
  let longDate: string;
  let presentedToken: string | undefined;

  if (authorization !== undefined) {
    auth = parseAuthorizationHeader(authorization);
    if (!auth) return fail('AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    longDate = headerValue(input.headers, 'x-amz-date') ?? '';
    signingDate = parseAmzDate(longDate) ?? parseAmzDate(headerValue(input.headers, 'date'));
    if (!signingDate) return fail('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
    if (!longDate) longDate = formatLongDate(signingDate);
    if (Math.abs(now.getTime() - signingDate.getTime()) > maxSkew) {
      return fail('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    }
    presentedToken = headerValue(input.headers, 'x-amz-security-token');
  } else if (presigned) {
    if (single(query['X-Amz-Algorithm']) !== ALGORITHM) {
      return fail('AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
    }
    const credential = parseCredential(single(query['X-Amz-Credential']) ?? '');
    const signedHeaders = single(query['X-Amz-SignedHeaders']);
    const signature = single(query['X-Amz-Signature']);
    longDate = single(query['X-Amz-Date']) ?? '';
    const expiresText = single(query['X-Amz-Expires']);
    if (!credential || !signedHeaders || !signature || !longDate || expiresText === undefined) {
      return fail(
        'AuthorizationQueryParametersError',
        'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
      );
    }
    auth = { ...credential, signedHeaders: signedHeaders.split(';'), signature };
    signingDate = parseAmzDate(longDate);
    const expires = /^\d+$/.test(expiresText) ? Number(expiresText) : NaN;
    if (!signingDate || Number.isNaN(expires)) {
      return fail('AuthorizationQueryParametersError', 'X-Amz-Date and X-Amz-Expires must be valid.');
    }
    if (expires > MAX_PRESIGNED_EXPIRES_SECONDS) {
      return fail(
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be less than a week (in seconds) that is; 604800',
      );
    }
    if (signingDate.getTime() - now.getTime() > maxSkew) {
      return fail('AccessDenied', 'Request is not valid yet');
    }
    if (now.getTime() > signingDate.getTime() + expires * 1000) {
      return fail('AccessDenied', 'Request has expired');
    }
    presentedToken = single(query['X-Amz-Security-Token']);
  } else {
    return fail('MissingAuthenticationToken', 'Request is missing Authentication Token');
  }

  const expectedServices = options.service === undefined ? undefined : [options.service].flat();
  if (expectedServices && !expectedServices.includes(auth.service)) {
    return fail('AuthorizationHeaderMalformed', `The credential scope names the service '${auth.service}'.`);
  }
  if (options.region && auth.region !== options.region) {
    return fail(
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${auth.region}' is wrong; expecting '${options.region}'`,
    );
  }
  if (longDate.slice(0, 8) !== auth.shortDate) {
    return fail('SignatureDoesNotMatch', 'The credential date does not match the request date.');
  }

  const credential = await options.resolveCredential(auth.accessKeyId);
  if (!credential) {
    return fail('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  if (credential.sessionToken !== undefined && credential.sessionToken !== presentedToken) {
    return fail('InvalidToken', 'The provided token is malformed or otherwise invalid.');
  }
  if (credential.expiration && credential.expiration.getTime() <= now.getTime()) {
    return fail('ExpiredToken', 'The provided token has expired.');
  }

  // Canonical headers: exactly the ones the client listed, with the values received.
  const headers: Record<string, string> = {};
  for (const name of auth.signedHeaders) {
    const value = headerValue(input.headers, name);
    if (value === undefined) {
      return fail('SignatureDoesNotMatch', `The signed header '${name}' is missing from the request.`);
    }
    headers[name] = value.replace(/[\r\n]/g, ' ').replace(/[ \t]+/g, ' ').replace(/^ | $/g, '');
  }

  // Presigners hoist x-amz-content-sha256 into the query (S3's is always UNSIGNED-PAYLOAD).
  const hoistedHash = presigned
    ? Object.entries(query).find(([key]) => key.toLowerCase() === 'x-amz-content-sha256')?.[1]
    : undefined;
  const declaredHash = single(hoistedHash) ?? headerValue(input.headers, 'x-amz-content-sha256');
  let payloadHash: string;
  if (auth.service !== 's3' && input.body !== undefined) {
    // Only S3 signs a declared payload hash (UNSIGNED-PAYLOAD, STREAMING-*): every other service
    // (AppSync, Cognito) puts the hash of the body it received in the canonical request, so a
    // request signed as UNSIGNED-PAYLOAD does not match there.
    payloadHash = sha256Hex(input.body);
  } else if (declaredHash !== undefined) {
    payloadHash = declaredHash;
    if (input.body !== undefined && /^[0-9a-f]{64}$/.test(declaredHash) && sha256Hex(input.body) !== declaredHash) {
      return fail('XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }
  } else if (presigned && auth.service === 's3') {
    payloadHash = 'UNSIGNED-PAYLOAD';
  } else {
    payloadHash = input.body === undefined ? EMPTY_SHA256 : sha256Hex(input.body);
  }

  const signedQuery: Record<string, string | string[]> = { ...query };
  delete signedQuery['X-Amz-Signature'];
  const request: HttpRequest = {
    method: input.method.toUpperCase(),
    protocol: 'http:',
    hostname: headers.host ?? 'localhost',
    path,
    query: signedQuery,
    headers,
  };
  const signer = new CanonicalSigner({
    service: auth.service,
    region: auth.region,
    credentials: {
      accessKeyId: auth.accessKeyId,
      secretAccessKey: credential.secretAccessKey,
      sessionToken: credential.sessionToken,
    },
    sha256: NodeSha256,
    uriEscapePath: options.uriEscapePath ?? auth.service !== 's3',
  });
  const scope = `${auth.shortDate}/${auth.region}/${auth.service}/aws4_request`;
  const canonical = signer.canonicalRequest(request, headers, payloadHash);
  const stringToSign = await signer.stringToSign(longDate, scope, canonical);
  const signingKey = await getSigningKey(
    NodeSha256,
    { accessKeyId: auth.accessKeyId, secretAccessKey: credential.secretAccessKey, sessionToken: credential.sessionToken },
    auth.shortDate,
    auth.region,
    auth.service,
  );
  const expected = hmacHex(signingKey, stringToSign);
  if (!sameHex(expected, auth.signature)) {
    return fail(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return {
    ok: true,
    principal: credential.principal,
    accessKeyId: auth.accessKeyId,
    presigned,
    payloadHash,
    service: auth.service,
    region: auth.region,
    chunkSigning: { signingKey, longDate, scope, seedSignature: expected },
  };
}

/** The canonical query string of a request target (exported for diagnostics and tests). */
export function canonicalQueryOf(url: string): string {
  const { query } = splitTarget(url);
  return getCanonicalQuery({ query } as HttpRequest);
}

function formatLongDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export function hmacHex(key: Uint8Array, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** Signature of one aws-chunked chunk (STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER]). */
export function chunkSignature(ctx: ChunkSigningContext, previousSignature: string, chunkSha256Hex: string): string {
  const stringToSign = [
    'AWS4-HMAC-SHA256-PAYLOAD',
    ctx.longDate,
    ctx.scope,
    previousSignature,
    EMPTY_SHA256,
    chunkSha256Hex,
  ].join('\n');
  return hmacHex(ctx.signingKey, stringToSign);
}

/** Signature of the trailing headers of a signed aws-chunked body. */
export function trailerSignature(ctx: ChunkSigningContext, previousSignature: string, trailerText: string): string {
  const stringToSign = ['AWS4-HMAC-SHA256-TRAILER', ctx.longDate, ctx.scope, previousSignature, sha256Hex(trailerText)].join(
    '\n',
  );
  return hmacHex(ctx.signingKey, stringToSign);
}

export function isSigV4Failure(result: VerifyResult): result is VerificationFailure {
  return !result.ok;
}

export { sameHex as signaturesEqual };
