// Objects on disk: every object's bytes are one immutable blob file, written to a temporary
// file, fsynced and renamed into place; the index (keys, sizes, ETags, metadata, multipart
// uploads and their parts) is a small SQLite database. A replaced object's row points at the
// new blob in one transaction, so a reader sees the old object or the new one, never half of
// one, and a process killed during an upload leaves the old object. Readers that opened the
// old blob keep reading it after it is unlinked (POSIX semantics).
import { createHash, randomUUID, type Hash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  fsync,
  mkdirSync,
  open,
  openSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  write,
  writeSync,
  writev,
  writevSync,
  type ReadStream,
} from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import Database from 'better-sqlite3';
import { settings } from '../shared/settings';
import { entityTooLarge, noSuchUpload } from './errors';

export interface ObjectHeaders {
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  expires?: string;
}

export interface ObjectMeta {
  bucket: string;
  key: string;
  size: number;
  /** Quoted, as S3 answers it. */
  etag: string;
  contentType: string;
  lastModified: number;
  userMetadata: Record<string, string>;
  headers: ObjectHeaders;
  /** e.g. { crc32: 'base64' } when the uploader sent a checksum. */
  checksums: Record<string, string>;
  blob: string;
}

export interface WriteOptions {
  contentType?: string;
  userMetadata?: Record<string, string>;
  headers?: ObjectHeaders;
  checksums?: Record<string, string>;
  /** Largest body accepted; more bytes end the upload with EntityTooLarge. */
  maxBytes: number;
  /** Digests to compute while writing (md5 always). */
  sha256?: boolean;
  crc32?: boolean;
  /** Runs after the bytes are on disk and before they become visible; throw to refuse them. */
  verify?: (written: WrittenBody) => void;
}

export interface WrittenBody {
  size: number;
  md5Hex: string;
  sha256Hex?: string;
  /** Base64 of the big-endian CRC32, as in x-amz-checksum-crc32. */
  crc32Base64?: string;
}

export interface UploadMeta {
  uploadId: string;
  bucket: string;
  key: string;
  initiated: number;
  contentType: string;
  userMetadata: Record<string, string>;
  headers: ObjectHeaders;
  checksumAlgorithm?: string;
  principal: string;
}

export interface PartMeta {
  partNumber: number;
  size: number;
  etag: string;
  lastModified: number;
  checksums: Record<string, string>;
  blob: string;
}

interface ObjectRow {
  bucket: string;
  key: string;
  size: number;
  etag: string;
  content_type: string;
  last_modified: number;
  user_metadata: string;
  headers: string;
  checksums: string;
  blob: string;
}

function toMeta(row: ObjectRow): ObjectMeta {
  return {
    bucket: row.bucket,
    key: row.key,
    size: row.size,
    etag: row.etag,
    contentType: row.content_type,
    lastModified: row.last_modified,
    userMetadata: JSON.parse(row.user_metadata) as Record<string, string>,
    headers: JSON.parse(row.headers) as ObjectHeaders,
    checksums: JSON.parse(row.checksums) as Record<string, string>,
    blob: row.blob,
  };
}

const fsyncAsync = promisify(fsync);
const writeAsync = promisify(write);
const writevAsync = promisify(writev);

/** md5 always, SHA-256 and CRC32 when asked, over a body fed chunk by chunk. */
class BodyDigests {
  private readonly md5 = createHash('md5');
  private readonly sha: Hash | undefined;
  private crc = 0;

  constructor(private readonly options: Pick<WriteOptions, 'sha256' | 'crc32'>) {
    this.sha = options.sha256 ? createHash('sha256') : undefined;
  }

  update(chunk: Buffer): void {
    this.md5.update(chunk);
    this.sha?.update(chunk);
    if (this.options.crc32) this.crc = crc32(chunk, this.crc);
  }

  result(size: number): WrittenBody {
    const written: WrittenBody = { size, md5Hex: this.md5.digest('hex') };
    if (this.sha) written.sha256Hex = this.sha.digest('hex');
    if (this.options.crc32) {
      const bytes = Buffer.alloc(4);
      bytes.writeUInt32BE(this.crc >>> 0);
      written.crc32Base64 = bytes.toString('base64');
    }
    return written;
  }
}

/** Bytes of `chunks` a short write left out, written piece by piece (a regular file takes all at once unless the disk is full). */
function* remainder(chunks: Buffer[], done: number): Generator<Buffer> {
  for (const chunk of chunks) {
    if (done >= chunk.length) {
      done -= chunk.length;
      continue;
    }
    yield done > 0 ? chunk.subarray(done) : chunk;
    done = 0;
  }
}

function writeAllSync(fd: number, chunks: Buffer[]): void {
  if (chunks.length === 0) return;
  const done = chunks.length === 1 ? writeSync(fd, chunks[0]) : writevSync(fd, chunks);
  for (const rest of remainder(chunks, done)) {
    for (let offset = 0; offset < rest.length; ) offset += writeSync(fd, rest, offset, rest.length - offset);
  }
}

async function writeAllAsync(fd: number, chunks: Buffer[]): Promise<void> {
  if (chunks.length === 0) return;
  const { bytesWritten } = await writevAsync(fd, chunks);
  for (const rest of remainder(chunks, bytesWritten)) {
    for (let offset = 0; offset < rest.length; ) offset += (await writeAsync(fd, rest, offset, rest.length - offset)).bytesWritten;
  }
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Bodies and reads up to this size are handled in memory with synchronous file calls. */
export const SMALL_BODY_BYTES = 1024 * 1024;

/** Empty temporary files kept open for the next uploads (see takeTempFile). */
const SPARE_TEMP_FILES = 2;

interface TempFile {
  path: string;
  fd: number;
}

export class ObjectStore {
  private readonly db: Database.Database;
  private readonly blobDir: string;
  private readonly tmpDir: string;
  private readonly shards = new Set<string>();
  private readonly statements = new Map<string, Database.Statement>();
  /** Transaction wrappers, built once rather than on every request. */
  private readonly upsertObjectTx: (meta: ObjectMeta) => string | undefined;
  private readonly deleteObjectTx: (bucket: string, key: string) => string | undefined;
  private readonly spareTempFiles: TempFile[] = [];
  private refilling = false;
  private closed = false;

  /**
   * durable (default): every blob is fsynced before its rename. Off
   * (LOCAL_CLOUD_STORAGE_FSYNC=off) keeps atomic renames and transactions, which is all a
   * killed process needs, and skips the disk flush (throwaway test directories).
   */
  constructor(
    readonly root: string,
    private readonly durable = settings().storageFsync,
  ) {
    mkdirSync(root, { recursive: true });
    this.blobDir = join(root, 'blobs');
    this.tmpDir = join(root, 'tmp');
    mkdirSync(this.blobDir, { recursive: true });
    mkdirSync(this.tmpDir, { recursive: true });
    this.db = new Database(join(root, 'index.sqlite'));
    this.db.pragma('journal_mode = WAL');
    // WAL with synchronous=NORMAL: a commit is appended to the WAL file without waiting for the
    // disk, so it survives a killed process (kill -9: the OS still holds and writes the pages);
    // only a power cut may lose the last commits, and then the index stays consistent (the
    // object reverts to its previous version, the unreferenced blob is collected at start).
    // FULL would add a second disk flush to every upload, beside the blob's own fsync.
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS objects (
        bucket TEXT NOT NULL, key TEXT NOT NULL, size INTEGER NOT NULL, etag TEXT NOT NULL,
        content_type TEXT NOT NULL, last_modified INTEGER NOT NULL, user_metadata TEXT NOT NULL,
        headers TEXT NOT NULL, checksums TEXT NOT NULL, blob TEXT NOT NULL,
        PRIMARY KEY (bucket, key)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS uploads (
        upload_id TEXT PRIMARY KEY, bucket TEXT NOT NULL, key TEXT NOT NULL, initiated INTEGER NOT NULL,
        content_type TEXT NOT NULL, user_metadata TEXT NOT NULL, headers TEXT NOT NULL,
        checksum_algorithm TEXT, principal TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS parts (
        upload_id TEXT NOT NULL, part_number INTEGER NOT NULL, size INTEGER NOT NULL, etag TEXT NOT NULL,
        last_modified INTEGER NOT NULL, checksums TEXT NOT NULL, blob TEXT NOT NULL,
        PRIMARY KEY (upload_id, part_number)) WITHOUT ROWID;
    `);
    this.upsertObjectTx = this.db.transaction((meta: ObjectMeta) => this.upsertObjectRow(meta));
    this.deleteObjectTx = this.db.transaction((bucket: string, key: string) => {
      const row = this.stmt('SELECT blob FROM objects WHERE bucket = ? AND key = ?').get(bucket, key) as
        | { blob: string }
        | undefined;
      if (row) this.stmt('DELETE FROM objects WHERE bucket = ? AND key = ?').run(bucket, key);
      return row?.blob;
    });
    this.collectGarbage();
  }

  /** Removes temporary files and blobs no row points at (left by a crash between rename and commit). */
  private collectGarbage(): void {
    rmSync(this.tmpDir, { recursive: true, force: true });
    mkdirSync(this.tmpDir, { recursive: true });
    const referenced = new Set<string>();
    for (const row of this.stmt('SELECT blob FROM objects UNION ALL SELECT blob FROM parts').iterate()) {
      referenced.add((row as { blob: string }).blob);
    }
    for (const shard of readdirSync(this.blobDir)) {
      const dir = join(this.blobDir, shard);
      if (!statSync(dir).isDirectory()) continue;
      this.shards.add(shard);
      for (const name of readdirSync(dir)) {
        if (!referenced.has(`${shard}/${name}`)) rmSync(join(dir, name), { force: true });
      }
    }
  }

  close(): void {
    this.closed = true;
    for (const spare of this.spareTempFiles.splice(0)) {
      closeSync(spare.fd);
      rmSync(spare.path, { force: true });
    }
    this.db.close();
  }

  blobPath(blob: string): string {
    return join(this.blobDir, blob);
  }

  head(bucket: string, key: string): ObjectMeta | undefined {
    const row = this.stmt('SELECT * FROM objects WHERE bucket = ? AND key = ?').get(bucket, key) as ObjectRow | undefined;
    return row && toMeta(row);
  }

  openRead(meta: ObjectMeta, start?: number, endInclusive?: number): ReadStream {
    return createReadStream(this.blobPath(meta.blob), { start, end: endInclusive, highWaterMark: 256 * 1024 });
  }

  /**
   * Streams a body to a new blob: temp file, digests, fsync, rename. Answers the blob name.
   * A body up to
   * SMALL_BODY_BYTES is gathered in memory and written in one call; its disk flush then runs
   * in the thread pool while the digests are computed here, and the checks run before the
   * rename, so a refused body never becomes visible. Larger bodies are hashed and written as
   * they arrive (in batches of about SMALL_BODY_BYTES), checked, then flushed.
   */
  async writeBlob(source: AsyncIterable<Buffer>, options: WriteOptions): Promise<{ blob: string; written: WrittenBody }> {
    let temp: TempFile | undefined;
    let closed = false;
    const pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    /** Set once the body outgrows memory: from then on it is hashed and written as it arrives. */
    let streamed: BodyDigests | undefined;
    try {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > options.maxBytes) {
          throw entityTooLarge(size, options.maxBytes);
        }
        streamed?.update(chunk);
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes > SMALL_BODY_BYTES) {
          if (!streamed) {
            streamed = new BodyDigests(options);
            for (const earlier of pending) streamed.update(earlier);
          }
          temp ??= this.takeTempFile();
          await writeAllAsync(temp.fd, pending);
          pending.length = 0;
          pendingBytes = 0;
        }
      }
      temp ??= this.takeTempFile();
      const { fd } = temp;
      let written: WrittenBody;
      let blob: string;
      if (streamed) {
        await writeAllAsync(fd, pending);
        written = streamed.result(size);
        options.verify?.(written);
        if (this.durable) await fsyncAsync(fd);
        blob = this.newBlobName();
        this.refillSpareTempFiles();
      } else {
        writeAllSync(fd, pending);
        // The flush waits on the disk in the thread pool; meanwhile this thread hashes the body,
        // names the blob (creating its shard folder the first time) and creates the next spare
        // temporary file, all of which would otherwise add to the upload's time.
        const syncing = this.durable ? fsyncAsync(fd).then(() => undefined, (error: unknown) => error ?? new Error('fsync failed')) : undefined;
        const digests = new BodyDigests(options);
        for (const chunk of pending) digests.update(chunk);
        written = digests.result(size);
        blob = this.newBlobName();
        this.refillSpareTempFiles();
        // The descriptor stays open until the flush is over, whatever the checks say.
        const flushFailure = await syncing;
        if (flushFailure) throw flushFailure;
        options.verify?.(written);
      }
      closed = true;
      closeSync(fd);
      renameSync(temp.path, this.blobPath(blob));
      return { blob, written };
    } catch (error) {
      if (temp && !closed) {
        try {
          closeSync(temp.fd);
        } catch {
          // already reported by the error being thrown
        }
      }
      if (temp) await unlink(temp.path).catch(() => undefined);
      throw error;
    }
  }

  /**
   * An open, empty temporary file. Creating a file is the slowest call of a small upload on a
   * busy disk (it waits for the file system's journal), so a few are created ahead in the
   * thread pool, after an upload is done, and taken by the next ones; when none is ready, one
   * is created here. Any left behind by a killed process are removed at start with tmp/.
   */
  private takeTempFile(): TempFile {
    const spare = this.spareTempFiles.pop();
    if (spare) return spare;
    const path = join(this.tmpDir, randomUUID());
    return { path, fd: openSync(path, 'w') };
  }

  private refillSpareTempFiles(): void {
    if (this.refilling || this.closed || this.spareTempFiles.length >= SPARE_TEMP_FILES) return;
    this.refilling = true;
    const path = join(this.tmpDir, randomUUID());
    open(path, 'w', (error, fd) => {
      this.refilling = false;
      if (error) return; // the next upload creates its own file
      if (this.closed) {
        closeSync(fd);
        rmSync(path, { force: true });
        return;
      }
      this.spareTempFiles.push({ path, fd });
      this.refillSpareTempFiles();
    });
  }

  /** A fresh blob path in one of 256 shard folders (created once; the shard is the UUID's first byte). */
  newBlobName(): string {
    const id = randomUUID();
    const shard = id.slice(0, 2);
    if (!this.shards.has(shard)) {
      try {
        mkdirSync(join(this.blobDir, shard));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      this.shards.add(shard);
    }
    return `${shard}/${id}`;
  }

  /** Reads a small range of a blob at once (answers ENOENT when the blob was replaced meanwhile). */
  readSmall(meta: ObjectMeta, start: number, endInclusive: number): Buffer {
    const length = endInclusive - start + 1;
    const buffer = Buffer.allocUnsafe(length);
    const fd = openSync(this.blobPath(meta.blob), 'r');
    try {
      let read = 0;
      while (read < length) {
        const n = readSync(fd, buffer, read, length - read, start + read);
        if (n === 0) break;
        read += n;
      }
      return read === length ? buffer : buffer.subarray(0, read);
    } finally {
      closeSync(fd);
    }
  }

  /** Prepared statements, compiled once. */
  private stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  /** Points the object's row at a new blob; answers the blob it replaced. Call inside a transaction. */
  private upsertObjectRow(meta: ObjectMeta): string | undefined {
    const prior = this.stmt('SELECT blob FROM objects WHERE bucket = ? AND key = ?').get(meta.bucket, meta.key) as
      | { blob: string }
      | undefined;
    this.stmt(
        `INSERT INTO objects (bucket, key, size, etag, content_type, last_modified, user_metadata, headers, checksums, blob)
         VALUES (@bucket, @key, @size, @etag, @contentType, @lastModified, @userMetadata, @headers, @checksums, @blob)
         ON CONFLICT (bucket, key) DO UPDATE SET size = excluded.size, etag = excluded.etag,
           content_type = excluded.content_type, last_modified = excluded.last_modified,
           user_metadata = excluded.user_metadata, headers = excluded.headers, checksums = excluded.checksums,
           blob = excluded.blob`,
      )
      .run({
        ...meta,
        userMetadata: JSON.stringify(meta.userMetadata),
        headers: JSON.stringify(meta.headers),
        checksums: JSON.stringify(meta.checksums),
      });
    return prior?.blob;
  }

  /** Makes a written blob the object's content; the replaced blob is removed after the commit. */
  commitObject(meta: ObjectMeta): ObjectMeta {
    const old = this.upsertObjectTx(meta);
    if (old && old !== meta.blob) this.removeBlob(old);
    return meta;
  }

  async putObject(bucket: string, key: string, source: AsyncIterable<Buffer>, options: WriteOptions): Promise<ObjectMeta> {
    const { blob, written } = await this.writeBlob(source, options);
    return this.commitObject({
      bucket,
      key,
      size: written.size,
      etag: `"${written.md5Hex}"`,
      contentType: options.contentType ?? DEFAULT_CONTENT_TYPE,
      lastModified: Date.now(),
      userMetadata: options.userMetadata ?? {},
      headers: options.headers ?? {},
      checksums: { ...(options.checksums ?? {}), ...(written.crc32Base64 && options.crc32 ? { crc32: written.crc32Base64 } : {}) },
      blob,
    });
  }

  deleteObject(bucket: string, key: string): boolean {
    const prior = this.deleteObjectTx(bucket, key);
    if (prior) this.removeBlob(prior);
    return prior !== undefined;
  }

  /** Reclaims a blob no row points at any more, off the request's path (a leftover is collected at start). */
  private removeBlob(blob: string): void {
    unlink(this.blobPath(blob)).catch(() => undefined);
  }

  /** Keys in UTF-8 binary order (SQLite compares TEXT with memcmp, as S3 orders keys), from `from` (exclusive when `after`). */
  keysFrom(bucket: string, from: string, exclusive: boolean, prefix: string, limit: number): ObjectMeta[] {
    const upper = prefixUpperBound(prefix);
    const op = exclusive ? '>' : '>=';
    const rows = (
      upper === undefined
        ? this.stmt(`SELECT * FROM objects WHERE bucket = ? AND key ${op} ? ORDER BY key LIMIT ?`)
            .all(bucket, from, limit)
        : this.stmt(`SELECT * FROM objects WHERE bucket = ? AND key ${op} ? AND key < ? ORDER BY key LIMIT ?`)
            .all(bucket, from, upper, limit)
    ) as ObjectRow[];
    return rows.map(toMeta);
  }

  // Multipart uploads.

  createUpload(upload: Omit<UploadMeta, 'uploadId' | 'initiated'>): UploadMeta {
    const meta: UploadMeta = { ...upload, uploadId: randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', ''), initiated: Date.now() };
    this.stmt(
        `INSERT INTO uploads (upload_id, bucket, key, initiated, content_type, user_metadata, headers, checksum_algorithm, principal)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        meta.uploadId,
        meta.bucket,
        meta.key,
        meta.initiated,
        meta.contentType,
        JSON.stringify(meta.userMetadata),
        JSON.stringify(meta.headers),
        meta.checksumAlgorithm ?? null,
        meta.principal,
      );
    return meta;
  }

  getUpload(bucket: string, key: string, uploadId: string): UploadMeta {
    const row = this.stmt('SELECT * FROM uploads WHERE upload_id = ?').get(uploadId) as
      | {
          upload_id: string;
          bucket: string;
          key: string;
          initiated: number;
          content_type: string;
          user_metadata: string;
          headers: string;
          checksum_algorithm: string | null;
          principal: string;
        }
      | undefined;
    if (!row || row.bucket !== bucket || row.key !== key) {
      throw noSuchUpload(uploadId);
    }
    return {
      uploadId: row.upload_id,
      bucket: row.bucket,
      key: row.key,
      initiated: row.initiated,
      contentType: row.content_type,
      userMetadata: JSON.parse(row.user_metadata) as Record<string, string>,
      headers: JSON.parse(row.headers) as ObjectHeaders,
      checksumAlgorithm: row.checksum_algorithm ?? undefined,
      principal: row.principal,
    };
  }

  listUploads(bucket: string, prefix: string, limit: number): UploadMeta[] {
    const rows = this.stmt('SELECT upload_id, key FROM uploads WHERE bucket = ? AND substr(key, 1, ?) = ? ORDER BY key, initiated LIMIT ?')
      .all(bucket, prefix.length, prefix, limit) as Array<{ upload_id: string; key: string }>;
    return rows.map((r) => this.getUpload(bucket, r.key, r.upload_id));
  }

  commitPart(uploadId: string, part: PartMeta): void {
    const old = this.db.transaction(() => {
      if (!this.stmt('SELECT 1 FROM uploads WHERE upload_id = ?').get(uploadId)) return part.blob; // aborted meanwhile
      const prior = this.stmt('SELECT blob FROM parts WHERE upload_id = ? AND part_number = ?').get(uploadId, part.partNumber) as
        | { blob: string }
        | undefined;
      this.stmt(
          `INSERT INTO parts (upload_id, part_number, size, etag, last_modified, checksums, blob) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (upload_id, part_number) DO UPDATE SET size = excluded.size, etag = excluded.etag,
             last_modified = excluded.last_modified, checksums = excluded.checksums, blob = excluded.blob`,
        )
        .run(uploadId, part.partNumber, part.size, part.etag, part.lastModified, JSON.stringify(part.checksums), part.blob);
      return prior?.blob;
    })();
    if (old) this.removeBlob(old);
  }

  listParts(uploadId: string, afterPart = 0, limit = 10000): PartMeta[] {
    const rows = this.stmt('SELECT * FROM parts WHERE upload_id = ? AND part_number > ? ORDER BY part_number LIMIT ?')
      .all(uploadId, afterPart, limit) as Array<{
      part_number: number;
      size: number;
      etag: string;
      last_modified: number;
      checksums: string;
      blob: string;
    }>;
    return rows.map((r) => ({
      partNumber: r.part_number,
      size: r.size,
      etag: r.etag,
      lastModified: r.last_modified,
      checksums: JSON.parse(r.checksums) as Record<string, string>,
      blob: r.blob,
    }));
  }

  /** Makes the assembled blob the object and forgets the upload and its parts, in one transaction. */
  completeUpload(upload: UploadMeta, object: ObjectMeta): ObjectMeta {
    const parts = this.listParts(upload.uploadId);
    const outcome = this.db.transaction(() => {
      if (!this.stmt('SELECT 1 FROM uploads WHERE upload_id = ?').get(upload.uploadId)) return { open: false };
      this.stmt('DELETE FROM parts WHERE upload_id = ?').run(upload.uploadId);
      this.stmt('DELETE FROM uploads WHERE upload_id = ?').run(upload.uploadId);
      return { open: true, replaced: this.upsertObjectRow(object) };
    })();
    if (!outcome.open) {
      this.removeBlob(object.blob);
      throw noSuchUpload(upload.uploadId);
    }
    if (outcome.replaced) this.removeBlob(outcome.replaced);
    for (const part of parts) this.removeBlob(part.blob);
    return object;
  }

  abortUpload(uploadId: string): void {
    const parts = this.listParts(uploadId);
    this.db.transaction(() => {
      this.stmt('DELETE FROM parts WHERE upload_id = ?').run(uploadId);
      this.stmt('DELETE FROM uploads WHERE upload_id = ?').run(uploadId);
    })();
    for (const part of parts) this.removeBlob(part.blob);
  }
}

/** The smallest string greater than every string that starts with the prefix (undefined for ''). */
export function prefixUpperBound(prefix: string): string | undefined {
  if (prefix === '') return undefined;
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = chars.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return chars.join('') + String.fromCodePoint(next);
    }
  }
  return undefined;
}
