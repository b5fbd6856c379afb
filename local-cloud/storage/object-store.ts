// Objects on disk: an object's bytes are one or more immutable blob files (one for an upload,
// the parts' own blobs for a completed multipart upload, which is never copied), each written
// to a temporary file and renamed into place; the index (keys, sizes, ETags, metadata,
// checksums, tags, multipart uploads and their parts) is a small SQLite database. A replaced
// object's row points at the new blobs in one transaction, so a reader sees the old object or
// the new one, never half of one, and a process killed during an upload leaves the old object.
// A blob being read when its object is replaced or deleted is removed once its readers are done.
//
// Disk flushes: a PutObject's blob is fsynced before it is renamed and answered. Parts (and so
// multipart objects) are answered once written, and flushed one after another in the
// background: their rows are marked unsynced until then. A killed process loses nothing (the
// OS still holds the written pages); after a stop that was not clean, every unsynced blob is
// checked against its MD5 before it is served again, so a power cut can lose an unflushed part
// or multipart object, never hand out wrong bytes.
import { createHash, randomUUID, type Hash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  fsync,
  fsyncSync,
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
  writeFileSync,
  writevSync,
} from 'node:fs';
import { copyFile, link, open as openAsync, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { settings } from '../shared/settings';
import { ChecksumComputer, type ChecksumAlgorithm, type ChecksumType, type ObjectChecksum } from './checksums';
import { entityTooLarge, noSuchUpload } from './errors';

export interface ObjectHeaders {
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  expires?: string;
}

/** Object tags in the order they were given (S3 keeps at most 10). */
export type Tags = Array<[string, string]>;

/** A stretch of an object's bytes: one blob file (with its MD5 when it is a part: checked after an unclean stop). */
export interface Segment {
  blob: string;
  size: number;
  md5?: string;
}

/** A part of an object completed from a multipart upload (for GetObject ?partNumber and its checksum). */
export interface ObjectPart {
  size: number;
  /** The part's checksum in the object's algorithm, for composite checksums. */
  checksum?: string;
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
  /** The additional checksum the uploader sent (or the composite of its parts'). */
  checksum?: ObjectChecksum;
  /** The bytes, in order. */
  segments: Segment[];
  /** Present when the object was completed from a multipart upload. */
  parts?: ObjectPart[];
  tags: Tags;
}

export interface WriteOptions {
  contentType?: string;
  userMetadata?: Record<string, string>;
  headers?: ObjectHeaders;
  tags?: Tags;
  /** Largest body accepted; more bytes end the upload with EntityTooLarge. */
  maxBytes: number;
  /** Digests to compute while writing (md5 always). */
  sha256?: boolean;
  checksumAlgorithm?: ChecksumAlgorithm;
  /** Runs after the bytes are on disk and before they become visible; throw to refuse them. */
  verify?: (written: WrittenBody) => void;
  /** 'later': answer once written and flush in the background (parts); default: flush before answering. */
  flush?: 'now' | 'later';
}

export interface WrittenBody {
  size: number;
  md5Hex: string;
  sha256Hex?: string;
  /** Base64 of the additional checksum asked for (checksumAlgorithm). */
  checksum?: string;
}

export interface UploadMeta {
  uploadId: string;
  bucket: string;
  key: string;
  initiated: number;
  contentType: string;
  userMetadata: Record<string, string>;
  headers: ObjectHeaders;
  checksumAlgorithm?: ChecksumAlgorithm;
  checksumType?: ChecksumType;
  tags: Tags;
  principal: string;
}

export interface PartMeta {
  partNumber: number;
  size: number;
  etag: string;
  lastModified: number;
  /** The part's additional checksum, when it has one. */
  checksum?: { algorithm: ChecksumAlgorithm; value: string };
  blob: string;
}

/** What CompleteMultipartUpload answered, kept a while for a client that retries after losing the answer. */
export interface CompletedUpload {
  uploadId: string;
  bucket: string;
  key: string;
  etag: string;
  checksum?: ObjectChecksum;
  completedAt: number;
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
  segments: string | null;
  parts: string | null;
  tags: string | null;
  synced?: number;
}

/** Checksums were once kept as { crc32: value }; they are { algorithm, value, type } now. */
function readChecksum(text: string | null | undefined): ObjectChecksum | undefined {
  if (!text) return undefined;
  const value = JSON.parse(text) as Partial<ObjectChecksum> & { crc32?: string };
  if (value.algorithm && value.value) return { algorithm: value.algorithm, value: value.value, type: value.type ?? 'FULL_OBJECT' };
  if (value.crc32) return { algorithm: 'CRC32', value: value.crc32, type: value.crc32.includes('-') ? 'COMPOSITE' : 'FULL_OBJECT' };
  return undefined;
}

function toMeta(row: ObjectRow): ObjectMeta {
  const segments = row.segments ? (JSON.parse(row.segments) as Segment[]) : [{ blob: row.blob, size: row.size }];
  return {
    bucket: row.bucket,
    key: row.key,
    size: row.size,
    etag: row.etag,
    contentType: row.content_type,
    lastModified: row.last_modified,
    userMetadata: JSON.parse(row.user_metadata) as Record<string, string>,
    headers: JSON.parse(row.headers) as ObjectHeaders,
    checksum: readChecksum(row.checksums),
    segments,
    parts: row.parts ? (JSON.parse(row.parts) as ObjectPart[]) : undefined,
    tags: row.tags ? (JSON.parse(row.tags) as Tags) : [],
  };
}

const fsyncAsync = promisify(fsync);
const writeAsync = promisify(write);
const writevAsync = promisify(writev);

/** md5 always, SHA-256 and one additional checksum when asked, over a body fed chunk by chunk. */
class BodyDigests {
  private readonly md5 = createHash('md5');
  private readonly sha: Hash | undefined;
  private readonly checksum: ChecksumComputer | undefined;

  constructor(options: Pick<WriteOptions, 'sha256' | 'checksumAlgorithm'>) {
    this.sha = options.sha256 ? createHash('sha256') : undefined;
    this.checksum = options.checksumAlgorithm ? new ChecksumComputer(options.checksumAlgorithm) : undefined;
  }

  update(chunk: Buffer): void {
    this.md5.update(chunk);
    this.sha?.update(chunk);
    this.checksum?.update(chunk);
  }

  async result(size: number): Promise<WrittenBody> {
    const written: WrittenBody = { size, md5Hex: this.md5.digest('hex') };
    if (this.sha) written.sha256Hex = this.sha.digest('hex');
    if (this.checksum) written.checksum = await this.checksum.base64();
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

/** Large reads go to the socket in pieces of this size. */
const READ_CHUNK_BYTES = 1024 * 1024;

/** Empty temporary files kept open for the next uploads (see takeTempFile). */
const SPARE_TEMP_FILES = 2;

/** How long CompleteMultipartUpload answers again for an upload it completed. */
export const COMPLETED_UPLOAD_MEMORY_MS = 24 * 3600_000;

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
  private readonly upsertObjectTx: (meta: ObjectMeta) => Segment[];
  private readonly deleteObjectTx: (bucket: string, key: string) => Segment[] | undefined;
  private readonly spareTempFiles: TempFile[] = [];
  /** Blobs being read, with their number of readers; and blobs to remove once nobody reads them. */
  private readonly readers = new Map<string, number>();
  private readonly unreferenced = new Set<string>();
  /** Blobs written but not yet flushed to disk, in the order they are flushed. */
  private readonly unflushed = new Set<string>();
  private flushing = false;
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
      CREATE TABLE IF NOT EXISTS completed_uploads (
        upload_id TEXT PRIMARY KEY, bucket TEXT NOT NULL, key TEXT NOT NULL, etag TEXT NOT NULL,
        checksum TEXT, completed_at INTEGER NOT NULL);
    `);
    // Columns added since the first version of the index (older data directories get them here).
    this.addColumns('objects', { segments: 'TEXT', parts: 'TEXT', tags: 'TEXT', synced: 'INTEGER NOT NULL DEFAULT 1' });
    this.addColumns('uploads', { checksum_type: 'TEXT', tags: 'TEXT' });
    this.addColumns('parts', { synced: 'INTEGER NOT NULL DEFAULT 1' });
    this.upsertObjectTx = this.db.transaction((meta: ObjectMeta) => this.upsertObjectRow(meta));
    this.deleteObjectTx = this.db.transaction((bucket: string, key: string) => {
      const row = this.stmt('SELECT * FROM objects WHERE bucket = ? AND key = ?').get(bucket, key) as ObjectRow | undefined;
      if (row) this.stmt('DELETE FROM objects WHERE bucket = ? AND key = ?').run(bucket, key);
      return row && toMeta(row).segments;
    });
    this.collectGarbage();
    this.checkUnsynced();
  }

  /** Present while the store is open; a store that finds it at start was not closed cleanly. */
  private get openMarker(): string {
    return join(this.root, 'open');
  }

  /**
   * After a stop that was not clean, the unflushed blobs of parts and multipart objects may
   * not hold what was written (a power cut): each is checked against its MD5 and flushed, or
   * dropped with its part or object. After a clean stop all were flushed already.
   */
  private checkUnsynced(): void {
    const unclean = existsSync(this.openMarker);
    writeFileSync(this.openMarker, String(process.pid));
    if (!unclean) return;
    const intact = (blob: string, md5: string | undefined): boolean => {
      const path = this.blobPath(blob);
      if (!existsSync(path)) return false;
      const fd = openSync(path, 'r');
      try {
        if (md5 !== undefined) {
          const hash = createHash('md5');
          const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
          for (let n; (n = readSync(fd, buffer, 0, buffer.length, null)) > 0; ) hash.update(buffer.subarray(0, n));
          if (hash.digest('hex') !== md5) return false;
        }
        if (this.durable) fsyncSync(fd);
        return true;
      } finally {
        closeSync(fd);
      }
    };
    for (const row of this.stmt('SELECT upload_id, part_number, etag, blob FROM parts WHERE synced = 0').all() as Array<{
      upload_id: string;
      part_number: number;
      etag: string;
      blob: string;
    }>) {
      if (intact(row.blob, row.etag.replace(/"/g, ''))) this.stmt('UPDATE parts SET synced = 1 WHERE upload_id = ? AND part_number = ?').run(row.upload_id, row.part_number);
      else {
        this.stmt('DELETE FROM parts WHERE upload_id = ? AND part_number = ?').run(row.upload_id, row.part_number);
        rmSync(this.blobPath(row.blob), { force: true });
      }
    }
    for (const row of this.stmt('SELECT * FROM objects WHERE synced = 0').all() as ObjectRow[]) {
      const meta = toMeta(row);
      if (meta.segments.every((segment) => intact(segment.blob, segment.md5))) {
        this.stmt('UPDATE objects SET synced = 1 WHERE bucket = ? AND key = ?').run(row.bucket, row.key);
      } else {
        // Its bytes never reached the disk: the object is gone rather than wrong.
        this.stmt('DELETE FROM objects WHERE bucket = ? AND key = ?').run(row.bucket, row.key);
        for (const segment of meta.segments) rmSync(this.blobPath(segment.blob), { force: true });
      }
    }
  }

  /** Queues a written blob for its disk flush (one at a time, so the thread pool stays free for requests). */
  private flushLater(blob: string): void {
    if (!this.durable) return;
    this.unflushed.add(blob);
    if (!this.flushing) void this.flushQueued();
  }

  private async flushQueued(): Promise<void> {
    this.flushing = true;
    try {
      while (!this.closed) {
        const next = this.unflushed.values().next();
        if (next.done) {
          // Every row marked unsynced so far points at blobs that are on disk now.
          this.stmt('UPDATE parts SET synced = 1 WHERE synced = 0').run();
          this.stmt('UPDATE objects SET synced = 1 WHERE synced = 0').run();
          return;
        }
        const blob = next.value;
        try {
          const handle = await openAsync(this.blobPath(blob), 'r');
          try {
            await handle.sync();
          } finally {
            await handle.close();
          }
        } catch {
          // Removed meanwhile (replaced, aborted): nothing to flush.
        }
        this.unflushed.delete(blob);
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Whether any of the blobs still waits for its flush (rows pointing at them are marked unsynced). */
  private anyUnflushed(blobs: Iterable<string>): boolean {
    for (const blob of blobs) if (this.unflushed.has(blob)) return true;
    return false;
  }

  private addColumns(table: string, columns: Record<string, string>): void {
    const present = new Set((this.db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name));
    for (const [name, type] of Object.entries(columns)) {
      if (!present.has(name)) this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
    }
  }

  /** Removes temporary files and blobs no row points at (left by a crash between rename and commit). */
  private collectGarbage(): void {
    rmSync(this.tmpDir, { recursive: true, force: true });
    mkdirSync(this.tmpDir, { recursive: true });
    const referenced = new Set<string>();
    for (const row of this.stmt('SELECT blob, segments FROM objects').iterate()) {
      const { blob, segments } = row as { blob: string; segments: string | null };
      if (segments) for (const segment of JSON.parse(segments) as Segment[]) referenced.add(segment.blob);
      else referenced.add(blob);
    }
    for (const row of this.stmt('SELECT blob FROM parts').iterate()) referenced.add((row as { blob: string }).blob);
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
    // Blobs still waiting for their flush are flushed now, so the next start finds a clean stop.
    if (this.unflushed.size) {
      for (const blob of this.unflushed) {
        try {
          const fd = openSync(this.blobPath(blob), 'r');
          fsyncSync(fd);
          closeSync(fd);
        } catch {
          // removed meanwhile
        }
      }
      this.unflushed.clear();
      this.stmt('UPDATE parts SET synced = 1 WHERE synced = 0').run();
      this.stmt('UPDATE objects SET synced = 1 WHERE synced = 0').run();
    }
    this.db.close();
    rmSync(this.openMarker, { force: true });
  }

  blobPath(blob: string): string {
    return join(this.blobDir, blob);
  }

  head(bucket: string, key: string): ObjectMeta | undefined {
    const row = this.stmt('SELECT * FROM objects WHERE bucket = ? AND key = ?').get(bucket, key) as ObjectRow | undefined;
    return row && toMeta(row);
  }

  /**
   * Keeps the object's blobs on disk until release() (call it in the same tick as head(), before
   * any await, so no replacement can slip in between).
   */
  lease(meta: ObjectMeta): () => void {
    const blobs = meta.segments.map((s) => s.blob);
    for (const blob of blobs) this.readers.set(blob, (this.readers.get(blob) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const blob of blobs) {
        const left = (this.readers.get(blob) ?? 1) - 1;
        if (left > 0) this.readers.set(blob, left);
        else {
          this.readers.delete(blob);
          if (this.unreferenced.delete(blob)) void unlink(this.blobPath(blob)).catch(() => undefined);
        }
      }
    };
  }

  /** The bytes start..endInclusive of a (leased) object, across its segments, as a stream. */
  openRead(meta: ObjectMeta, start = 0, endInclusive = meta.size - 1): Readable {
    const pieces = this.piecesOf(meta, start, endInclusive);
    if (pieces.length === 1) {
      const [piece] = pieces;
      return createReadStream(this.blobPath(piece.blob), { start: piece.start, end: piece.end, highWaterMark: READ_CHUNK_BYTES });
    }
    const paths = pieces.map((piece) => this.blobPath(piece.blob));
    return Readable.from(
      (async function* () {
        for (const [i, piece] of pieces.entries()) {
          yield* createReadStream(paths[i], { start: piece.start, end: piece.end, highWaterMark: READ_CHUNK_BYTES });
        }
      })(),
      { objectMode: false, highWaterMark: READ_CHUNK_BYTES },
    );
  }

  /** The whole of the given blobs, in order (parts before they become an object). */
  openSegments(segments: Segment[]): Readable {
    return this.openRead({ segments, size: segments.reduce((sum, s) => sum + s.size, 0) } as ObjectMeta);
  }

  /** Reads a small range of a (leased) object at once. */
  readSmall(meta: ObjectMeta, start: number, endInclusive: number): Buffer {
    const out = Buffer.allocUnsafe(endInclusive - start + 1);
    let at = 0;
    for (const piece of this.piecesOf(meta, start, endInclusive)) {
      const fd = openSync(this.blobPath(piece.blob), 'r');
      try {
        const length = piece.end - piece.start + 1;
        let read = 0;
        while (read < length) {
          const n = readSync(fd, out, at + read, length - read, piece.start + read);
          if (n === 0) break;
          read += n;
        }
        at += read;
      } finally {
        closeSync(fd);
      }
    }
    return at === out.length ? out : out.subarray(0, at);
  }

  /** Which bytes of which blobs make up start..endInclusive of the object. */
  private piecesOf(meta: ObjectMeta, start: number, endInclusive: number): Array<{ blob: string; start: number; end: number }> {
    const pieces: Array<{ blob: string; start: number; end: number }> = [];
    let offset = 0;
    for (const segment of meta.segments) {
      const first = offset;
      const last = offset + segment.size - 1;
      offset += segment.size;
      if (last < start || first > endInclusive || segment.size === 0) continue;
      pieces.push({ blob: segment.blob, start: Math.max(start, first) - first, end: Math.min(endInclusive, last) - first });
    }
    if (pieces.length === 0) pieces.push({ blob: meta.segments[0]?.blob ?? '', start: 0, end: -1 });
    return pieces;
  }

  /**
   * Streams a body to a new blob: temp file, digests, fsync, rename. Answers the blob name.
   * A body up to SMALL_BODY_BYTES is gathered in memory and written in one call; its disk flush
   * then runs in the thread pool while the digests are computed here, and the checks run before
   * the rename, so a refused body never becomes visible. Larger bodies are hashed and written as
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
        if (size > options.maxBytes) throw entityTooLarge(size, options.maxBytes);
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
        written = await streamed.result(size);
        options.verify?.(written);
        if (this.durable && options.flush !== 'later') await fsyncAsync(fd);
        blob = this.newBlobName();
        this.refillSpareTempFiles();
      } else {
        writeAllSync(fd, pending);
        // The flush waits on the disk in the thread pool; meanwhile this thread hashes the body,
        // names the blob (creating its shard folder the first time) and creates the next spare
        // temporary file, all of which would otherwise add to the upload's time.
        const syncing =
          this.durable && options.flush !== 'later' ? fsyncAsync(fd).then(() => undefined, (error: unknown) => error ?? new Error('fsync failed')) : undefined;
        const digests = new BodyDigests(options);
        for (const chunk of pending) digests.update(chunk);
        written = await digests.result(size);
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
      if (options.flush === 'later') this.flushLater(blob);
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

  /** Prepared statements, compiled once. */
  private stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  /** Points the object's row at its new blobs; answers the segments of the object it replaced. Call inside a transaction. */
  private upsertObjectRow(meta: ObjectMeta): Segment[] {
    const prior = this.stmt('SELECT * FROM objects WHERE bucket = ? AND key = ?').get(meta.bucket, meta.key) as ObjectRow | undefined;
    const single = meta.segments.length === 1 && meta.segments[0].md5 === undefined;
    this.stmt(
      `INSERT INTO objects (bucket, key, size, etag, content_type, last_modified, user_metadata, headers, checksums, blob, segments, parts, tags, synced)
       VALUES (@bucket, @key, @size, @etag, @contentType, @lastModified, @userMetadata, @headers, @checksums, @blob, @segments, @parts, @tags, @synced)
       ON CONFLICT (bucket, key) DO UPDATE SET size = excluded.size, etag = excluded.etag,
         content_type = excluded.content_type, last_modified = excluded.last_modified,
         user_metadata = excluded.user_metadata, headers = excluded.headers, checksums = excluded.checksums,
         blob = excluded.blob, segments = excluded.segments, parts = excluded.parts, tags = excluded.tags, synced = excluded.synced`,
    ).run({
      synced: this.anyUnflushed(meta.segments.map((s) => s.blob)) ? 0 : 1,
      bucket: meta.bucket,
      key: meta.key,
      size: meta.size,
      etag: meta.etag,
      contentType: meta.contentType,
      lastModified: meta.lastModified,
      userMetadata: JSON.stringify(meta.userMetadata),
      headers: JSON.stringify(meta.headers),
      checksums: JSON.stringify(meta.checksum ?? {}),
      blob: single ? meta.segments[0].blob : '',
      segments: single ? null : JSON.stringify(meta.segments),
      parts: meta.parts ? JSON.stringify(meta.parts) : null,
      tags: JSON.stringify(meta.tags),
    });
    return prior ? toMeta(prior).segments.filter((old) => !meta.segments.some((s) => s.blob === old.blob)) : [];
  }

  /** Makes written blobs the object's content; the replaced object's blobs are removed after the commit. */
  commitObject(meta: ObjectMeta): ObjectMeta {
    for (const segment of this.upsertObjectTx(meta)) this.removeBlob(segment.blob);
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
      checksum:
        options.checksumAlgorithm && written.checksum
          ? { algorithm: options.checksumAlgorithm, value: written.checksum, type: 'FULL_OBJECT' }
          : undefined,
      segments: [{ blob, size: written.size }],
      tags: options.tags ?? [],
    });
  }

  /** New blobs holding the same bytes as the given ones: hard links (blobs never change), or copies across file systems. */
  async linkSegments(segments: Segment[]): Promise<Segment[]> {
    const linked: Segment[] = [];
    for (const segment of segments) {
      const blob = this.newBlobName();
      const target = this.blobPath(blob);
      await link(this.blobPath(segment.blob), target).catch(() => copyFile(this.blobPath(segment.blob), target));
      // A link to bytes not yet flushed waits for the same flush (and is checked the same way after an unclean stop).
      if (this.unflushed.has(segment.blob)) this.flushLater(blob);
      linked.push({ ...segment, blob });
    }
    return linked;
  }

  deleteObject(bucket: string, key: string): boolean {
    const prior = this.deleteObjectTx(bucket, key);
    for (const segment of prior ?? []) this.removeBlob(segment.blob);
    return prior !== undefined;
  }

  /** Replaces an object's tags; false when the object does not exist. */
  setTags(bucket: string, key: string, tags: Tags): boolean {
    return this.stmt('UPDATE objects SET tags = ? WHERE bucket = ? AND key = ?').run(JSON.stringify(tags), bucket, key).changes > 0;
  }

  /** Reclaims a blob no row points at any more, off the request's path (a leftover is collected at start); waits for its readers. */
  private removeBlob(blob: string): void {
    this.unflushed.delete(blob);
    if (this.readers.has(blob)) {
      this.unreferenced.add(blob);
      return;
    }
    unlink(this.blobPath(blob)).catch(() => undefined);
  }

  /** Keys in UTF-8 binary order (SQLite compares TEXT with memcmp, as S3 orders keys), from `from` (exclusive when `after`). */
  keysFrom(bucket: string, from: string, exclusive: boolean, prefix: string, limit: number): ObjectMeta[] {
    const upper = prefixUpperBound(prefix);
    const op = exclusive ? '>' : '>=';
    const rows = (
      upper === undefined
        ? this.stmt(`SELECT * FROM objects WHERE bucket = ? AND key ${op} ? ORDER BY key LIMIT ?`).all(bucket, from, limit)
        : this.stmt(`SELECT * FROM objects WHERE bucket = ? AND key ${op} ? AND key < ? ORDER BY key LIMIT ?`).all(bucket, from, upper, limit)
    ) as ObjectRow[];
    return rows.map(toMeta);
  }

  // Multipart uploads.

  createUpload(upload: Omit<UploadMeta, 'uploadId' | 'initiated'>): UploadMeta {
    const meta: UploadMeta = { ...upload, uploadId: randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', ''), initiated: Date.now() };
    this.stmt(
      `INSERT INTO uploads (upload_id, bucket, key, initiated, content_type, user_metadata, headers, checksum_algorithm, checksum_type, tags, principal)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      meta.uploadId,
      meta.bucket,
      meta.key,
      meta.initiated,
      meta.contentType,
      JSON.stringify(meta.userMetadata),
      JSON.stringify(meta.headers),
      meta.checksumAlgorithm ?? null,
      meta.checksumType ?? null,
      JSON.stringify(meta.tags),
      meta.principal,
    );
    return meta;
  }

  findUpload(uploadId: string): UploadMeta | undefined {
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
          checksum_type: string | null;
          tags: string | null;
          principal: string;
        }
      | undefined;
    if (!row) return undefined;
    return {
      uploadId: row.upload_id,
      bucket: row.bucket,
      key: row.key,
      initiated: row.initiated,
      contentType: row.content_type,
      userMetadata: JSON.parse(row.user_metadata) as Record<string, string>,
      headers: JSON.parse(row.headers) as ObjectHeaders,
      checksumAlgorithm: (row.checksum_algorithm ?? undefined) as ChecksumAlgorithm | undefined,
      // Uploads made before checksum types were kept had composite CRC32 checksums.
      checksumType: (row.checksum_type ?? (row.checksum_algorithm ? 'COMPOSITE' : undefined)) as ChecksumType | undefined,
      tags: row.tags ? (JSON.parse(row.tags) as Tags) : [],
      principal: row.principal,
    };
  }

  getUpload(bucket: string, key: string, uploadId: string): UploadMeta {
    const upload = this.findUpload(uploadId);
    if (!upload || upload.bucket !== bucket || upload.key !== key) throw noSuchUpload(uploadId);
    return upload;
  }

  listUploads(bucket: string, prefix: string, limit: number): UploadMeta[] {
    const rows = this.stmt('SELECT upload_id FROM uploads WHERE bucket = ? AND substr(key, 1, ?) = ? ORDER BY key, initiated LIMIT ?').all(
      bucket,
      prefix.length,
      prefix,
      limit,
    ) as Array<{ upload_id: string }>;
    return rows.map((r) => this.findUpload(r.upload_id)).filter((u): u is UploadMeta => u !== undefined);
  }

  commitPart(uploadId: string, part: PartMeta): void {
    const old = this.db.transaction(() => {
      if (!this.stmt('SELECT 1 FROM uploads WHERE upload_id = ?').get(uploadId)) return part.blob; // aborted meanwhile
      const prior = this.stmt('SELECT blob FROM parts WHERE upload_id = ? AND part_number = ?').get(uploadId, part.partNumber) as
        | { blob: string }
        | undefined;
      this.stmt(
        `INSERT INTO parts (upload_id, part_number, size, etag, last_modified, checksums, blob, synced) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (upload_id, part_number) DO UPDATE SET size = excluded.size, etag = excluded.etag,
           last_modified = excluded.last_modified, checksums = excluded.checksums, blob = excluded.blob, synced = excluded.synced`,
      ).run(
        uploadId,
        part.partNumber,
        part.size,
        part.etag,
        part.lastModified,
        JSON.stringify(part.checksum ?? {}),
        part.blob,
        this.unflushed.has(part.blob) ? 0 : 1,
      );
      return prior?.blob;
    })();
    if (old) this.removeBlob(old);
  }

  listParts(uploadId: string, afterPart = 0, limit = 10000): PartMeta[] {
    const rows = this.stmt('SELECT * FROM parts WHERE upload_id = ? AND part_number > ? ORDER BY part_number LIMIT ?').all(uploadId, afterPart, limit) as Array<{
      part_number: number;
      size: number;
      etag: string;
      last_modified: number;
      checksums: string;
      blob: string;
    }>;
    return rows.map((r) => {
      const stored = JSON.parse(r.checksums) as { algorithm?: ChecksumAlgorithm; value?: string; crc32?: string };
      const checksum = stored.algorithm && stored.value ? { algorithm: stored.algorithm, value: stored.value } : stored.crc32 ? { algorithm: 'CRC32' as const, value: stored.crc32 } : undefined;
      return { partNumber: r.part_number, size: r.size, etag: r.etag, lastModified: r.last_modified, checksum, blob: r.blob };
    });
  }

  /**
   * Makes the chosen parts' blobs the object (no bytes are copied), forgets the upload, its
   * other parts and the object it replaces, and remembers the answer, in one transaction.
   */
  completeUpload(upload: UploadMeta, object: ObjectMeta): ObjectMeta {
    const parts = this.listParts(upload.uploadId);
    const used = new Set(object.segments.map((s) => s.blob));
    const outcome = this.db.transaction(() => {
      if (!this.stmt('SELECT 1 FROM uploads WHERE upload_id = ?').get(upload.uploadId)) return undefined;
      this.stmt('DELETE FROM parts WHERE upload_id = ?').run(upload.uploadId);
      this.stmt('DELETE FROM uploads WHERE upload_id = ?').run(upload.uploadId);
      this.stmt('DELETE FROM completed_uploads WHERE completed_at < ?').run(Date.now() - COMPLETED_UPLOAD_MEMORY_MS);
      this.stmt('INSERT OR REPLACE INTO completed_uploads (upload_id, bucket, key, etag, checksum, completed_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        upload.uploadId,
        object.bucket,
        object.key,
        object.etag,
        object.checksum ? JSON.stringify(object.checksum) : null,
        object.lastModified,
      );
      return { replaced: this.upsertObjectRow(object) };
    })();
    if (!outcome) throw noSuchUpload(upload.uploadId);
    for (const segment of outcome.replaced) this.removeBlob(segment.blob);
    for (const part of parts) if (!used.has(part.blob)) this.removeBlob(part.blob);
    return object;
  }

  /** The answer of an upload completed in the last COMPLETED_UPLOAD_MEMORY_MS. */
  completedUpload(uploadId: string): CompletedUpload | undefined {
    const row = this.stmt('SELECT * FROM completed_uploads WHERE upload_id = ? AND completed_at >= ?').get(uploadId, Date.now() - COMPLETED_UPLOAD_MEMORY_MS) as
      | { upload_id: string; bucket: string; key: string; etag: string; checksum: string | null; completed_at: number }
      | undefined;
    if (!row) return undefined;
    return { uploadId: row.upload_id, bucket: row.bucket, key: row.key, etag: row.etag, checksum: readChecksum(row.checksum), completedAt: row.completed_at };
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
