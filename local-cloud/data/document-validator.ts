// Checks query documents in a worker thread (validation-worker.mjs → document-check.ts), one
// at a time, so that the main thread, which serves every service of the local cloud, stays
// free while a large document is validated. A check that runs past its time is stopped with
// its worker (a new one takes the next documents).
import { Worker } from 'node:worker_threads';
import { resolve } from 'node:path';
import type { DocumentCheck } from './document-check';

const WORKER_FILE = resolve(import.meta.dirname, 'validation-worker.mjs');

/** AppSync stops a request after 30 s; a document check gets a third of that. */
const CHECK_TIMEOUT_MS = 10_000;

interface Job {
  id: number;
  query: string;
  done: (result: DocumentCheck) => void;
}

export class DocumentValidator {
  private worker: Worker | undefined;
  private readonly queue: Job[] = [];
  private timer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly appSyncSdl: string,
    private readonly log: (message: string) => void = () => {},
    private readonly timeoutMs = CHECK_TIMEOUT_MS,
  ) {
    // Started at once so that it is warm when the first request arrives.
    this.spawn();
  }

  check(query: string): Promise<DocumentCheck> {
    if (this.closed) return Promise.resolve({ ok: false, errors: [{ path: null, locations: null, message: 'The service is stopping.' }] });
    return new Promise((done) => {
      const job = { id: this.nextId++, query, done };
      this.queue.push(job);
      const worker = this.worker ?? this.spawn();
      worker.postMessage({ id: job.id, query });
      if (this.queue.length === 1) this.armTimer();
    });
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    void this.worker?.terminate();
    this.worker = undefined;
    for (const job of this.queue.splice(0)) job.done({ ok: false, errors: [{ path: null, locations: null, message: 'The service is stopping.' }] });
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_FILE, { workerData: { appSyncSdl: this.appSyncSdl } });
    worker.unref();
    worker.on('message', (message: { id?: number; result?: DocumentCheck }) => {
      if (message.id === undefined || worker !== this.worker) return;
      const index = this.queue.findIndex((job) => job.id === message.id);
      if (index < 0) return;
      const [job] = this.queue.splice(index, 1);
      clearTimeout(this.timer);
      if (this.queue.length) this.armTimer();
      job.done(message.result as DocumentCheck);
    });
    worker.on('error', (error) => {
      if (worker !== this.worker) return;
      this.log(`query validation worker failed: ${error.stack ?? error.message}`);
      this.replace(`The query could not be validated: ${error.message}`, 'InternalFailure');
    });
    worker.on('exit', () => {
      if (worker === this.worker && !this.closed) this.replace('The query could not be validated.', 'InternalFailure');
    });
    this.worker = worker;
    return worker;
  }

  private armTimer(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.replace('Validation of the query took too long.'), this.timeoutMs);
    this.timer.unref();
  }

  /** Fails the job in progress, starts a new worker and hands it the jobs still waiting. */
  private replace(message: string, errorType = 'ExecutionTimeout'): void {
    clearTimeout(this.timer);
    const current = this.queue.shift();
    const old = this.worker;
    this.worker = undefined;
    void old?.terminate();
    current?.done({ ok: false, errors: [{ path: null, locations: null, message, errorType }] });
    if (this.closed) return;
    if (this.queue.length) {
      const worker = this.spawn();
      for (const job of this.queue) worker.postMessage({ id: job.id, query: job.query });
      this.armTimer();
    }
  }
}
