// Decoder of S3's aws-chunked bodies (Content-Encoding: aws-chunked), as aws-amplify and the
// AWS SDK v3 send them: STREAMING-UNSIGNED-PAYLOAD-TRAILER, STREAMING-AWS4-HMAC-SHA256-PAYLOAD
// and STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER. Yields exactly the payload bytes, checks
// every chunk signature (and the trailer signature) where the body is signed, and hands the
// trailing headers (x-amz-checksum-*) to the caller. Never holds more than one network read.
import { createHash } from 'node:crypto';
import { chunkSignature, signaturesEqual, trailerSignature, type ChunkSigningContext } from '../shared/sigv4';
import { incompleteBody, invalidRequest, signatureDoesNotMatch, type S3Error } from './errors';

export interface ChunkedOptions {
  /** Present for the signed variants: every chunk signature is checked. */
  signing?: ChunkSigningContext;
  /** The body ends with trailing headers. */
  trailer: boolean;
  onTrailers?: (trailers: Record<string, string>) => void;
}

const MAX_LINE = 4096;

class ByteReader {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly iterator: AsyncIterator<Buffer>;
  private ended = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.iterator.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffer = this.buffer.length === 0 ? next.value : Buffer.concat([this.buffer, next.value]);
    return true;
  }

  /** A line without its CRLF. */
  async line(): Promise<string> {
    for (;;) {
      const end = this.buffer.indexOf('\r\n');
      if (end >= 0) {
        const text = this.buffer.subarray(0, end).toString('latin1');
        this.buffer = this.buffer.subarray(end + 2);
        return text;
      }
      if (this.buffer.length > MAX_LINE) throw malformed('chunk header line too long');
      if (!(await this.fill())) throw incomplete();
    }
  }

  /** Up to `max` bytes that are already here (or arrive next). */
  async some(max: number): Promise<Buffer> {
    if (this.buffer.length === 0 && !(await this.fill())) throw incomplete();
    const take = Math.min(max, this.buffer.length);
    const piece = this.buffer.subarray(0, take);
    this.buffer = this.buffer.subarray(take);
    return piece;
  }

  async atEnd(): Promise<boolean> {
    while (this.buffer.length === 0) {
      if (!(await this.fill())) return true;
    }
    return false;
  }
}

function malformed(detail: string): S3Error {
  return invalidRequest(`Invalid aws-chunked body: ${detail}.`);
}

function incomplete(): S3Error {
  return incompleteBody('The request body terminated unexpectedly');
}


export async function* decodeAwsChunked(source: AsyncIterable<Buffer>, options: ChunkedOptions): AsyncGenerator<Buffer> {
  const reader = new ByteReader(source);
  let previous = options.signing?.seedSignature ?? '';
  for (;;) {
    const header = await reader.line();
    const [sizeText, ...extensions] = header.split(';');
    if (!/^[0-9a-fA-F]{1,16}$/.test(sizeText.trim())) throw malformed(`bad chunk size '${sizeText}'`);
    const size = parseInt(sizeText.trim(), 16);
    const declared = extensions.map((e) => e.trim()).find((e) => e.startsWith('chunk-signature='))?.slice('chunk-signature='.length);
    if (options.signing && !declared) throw signatureDoesNotMatch();

    const hash = options.signing ? createHash('sha256') : undefined;
    let left = size;
    while (left > 0) {
      const piece = await reader.some(left);
      left -= piece.length;
      hash?.update(piece);
      yield piece;
    }
    if (options.signing) {
      const expected = chunkSignature(options.signing, previous, hash!.digest('hex'));
      if (!signaturesEqual(expected, declared!)) throw signatureDoesNotMatch();
      previous = expected;
    }
    if (size > 0) {
      if ((await reader.line()) !== '') throw malformed('chunk data not followed by CRLF');
      continue;
    }

    // The last (zero-length) chunk: trailing headers, then an empty line.
    const trailers: Record<string, string> = {};
    const trailerLines: string[] = [];
    let trailerSignatureValue: string | undefined;
    if (await reader.atEnd()) break;
    for (;;) {
      const line = await reader.line();
      if (line === '') break;
      const colon = line.indexOf(':');
      if (colon <= 0) throw malformed('bad trailing header');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'x-amz-trailer-signature') trailerSignatureValue = value;
      else {
        trailers[name] = value;
        trailerLines.push(`${name}:${value}\n`);
      }
      if (await reader.atEnd()) break;
    }
    if (options.signing && options.trailer) {
      // Canonical trailing headers: 'name:value\n' each, sorted by name (as the AWS SDKs sign them).
      const expected = trailerSignature(options.signing, previous, trailerLines.sort().join(''));
      if (!trailerSignatureValue || !signaturesEqual(expected, trailerSignatureValue)) throw signatureDoesNotMatch();
    }
    options.onTrailers?.(trailers);
    break;
  }
}
