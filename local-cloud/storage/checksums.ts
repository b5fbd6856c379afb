// S3's additional checksums: CRC32, CRC32C, CRC64NVME, SHA1 and SHA256, computed with the
// implementations the AWS SDK itself uses (@aws-sdk/checksums: CRC32 on zlib, CRC32C and
// CRC64NVME in JavaScript) and node:crypto. A checksum arrives in an x-amz-checksum-* header
// or an aws-chunked trailer, is verified against the bytes received, kept with the object, and
// returned when a client asks with x-amz-checksum-mode: ENABLED. Multipart objects get a
// full-object checksum or a composite one (the checksum of the parts' checksums, "-N").
import { createHash, type Hash } from 'node:crypto';
import { Crc32, Crc32c, Crc64Nvme } from '@aws-sdk/checksums/crc';
import { badDigest, invalidRequest } from './errors';

export const CHECKSUM_ALGORITHMS = ['CRC32', 'CRC32C', 'CRC64NVME', 'SHA1', 'SHA256'] as const;
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];
export type ChecksumType = 'FULL_OBJECT' | 'COMPOSITE';

/** A stored checksum: for multipart objects of type COMPOSITE the value ends in "-<parts>". */
export interface ObjectChecksum {
  algorithm: ChecksumAlgorithm;
  value: string;
  type: ChecksumType;
}

const DIGEST_BYTES: Record<ChecksumAlgorithm, number> = { CRC32: 4, CRC32C: 4, CRC64NVME: 8, SHA1: 20, SHA256: 32 };

/** Multipart checksum types each algorithm allows (S3: CRC64NVME is full-object only, the SHAs composite only). */
export const MULTIPART_TYPES: Record<ChecksumAlgorithm, ChecksumType[]> = {
  CRC32: ['COMPOSITE', 'FULL_OBJECT'],
  CRC32C: ['COMPOSITE', 'FULL_OBJECT'],
  CRC64NVME: ['FULL_OBJECT'],
  SHA1: ['COMPOSITE'],
  SHA256: ['COMPOSITE'],
};

export const headerName = (algorithm: ChecksumAlgorithm) => `x-amz-checksum-${algorithm.toLowerCase()}`;
/** The element name in XML bodies (ChecksumCRC32, ChecksumSHA256, ...). */
export const elementName = (algorithm: ChecksumAlgorithm) => `Checksum${algorithm}` as const;

export function parseAlgorithm(text: string | undefined, argument = 'x-amz-checksum-algorithm'): ChecksumAlgorithm | undefined {
  if (text === undefined) return undefined;
  const upper = text.trim().toUpperCase();
  if (!(CHECKSUM_ALGORITHMS as readonly string[]).includes(upper)) {
    throw invalidRequest(`Value for ${argument} header is invalid.`);
  }
  return upper as ChecksumAlgorithm;
}

/** A checksum value is the base64 of exactly the algorithm's digest size. */
export function checkValueFormat(algorithm: ChecksumAlgorithm, value: string): void {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length !== DIGEST_BYTES[algorithm] || bytes.toString('base64') !== value) {
    throw invalidRequest(`Value for ${headerName(algorithm)} header is invalid.`);
  }
}

interface Digester {
  update(data: Uint8Array): void;
  digest(): Promise<Uint8Array> | Uint8Array;
}

function hashDigester(hash: Hash): Digester {
  return { update: (data) => void hash.update(data), digest: () => hash.digest() };
}

function digester(algorithm: ChecksumAlgorithm): Digester {
  switch (algorithm) {
    case 'CRC32':
      return new Crc32();
    case 'CRC32C':
      return new Crc32c();
    case 'CRC64NVME':
      return new Crc64Nvme();
    case 'SHA1':
      return hashDigester(createHash('sha1'));
    case 'SHA256':
      return hashDigester(createHash('sha256'));
  }
}

/** One algorithm computed over a body fed chunk by chunk. */
export class ChecksumComputer {
  private readonly impl: Digester;
  constructor(readonly algorithm: ChecksumAlgorithm) {
    this.impl = digester(algorithm);
  }
  update(chunk: Uint8Array): void {
    this.impl.update(chunk);
  }
  async base64(): Promise<string> {
    return Buffer.from(await this.impl.digest()).toString('base64');
  }
}

export async function checksumOf(algorithm: ChecksumAlgorithm, chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<string> {
  const computer = new ChecksumComputer(algorithm);
  for await (const chunk of chunks) computer.update(chunk);
  return computer.base64();
}

/** S3's composite checksum: the checksum of the parts' binary checksums, then "-<number of parts>". */
export async function compositeOf(algorithm: ChecksumAlgorithm, partValues: string[]): Promise<string> {
  const joined = Buffer.concat(partValues.map((value) => Buffer.from(value, 'base64')));
  return `${await checksumOf(algorithm, [joined])}-${partValues.length}`;
}

export function mismatch(algorithm: ChecksumAlgorithm) {
  return badDigest(`The ${algorithm} you specified did not match the calculated checksum.`);
}

/** The response headers of a stored checksum. */
export function checksumHeaders(checksum: ObjectChecksum | undefined): Record<string, string> {
  if (!checksum) return {};
  return { [headerName(checksum.algorithm)]: checksum.value, 'x-amz-checksum-type': checksum.type };
}
