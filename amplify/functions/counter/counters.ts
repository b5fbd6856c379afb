/*
 * The two server-side counters. Each increment reads the current value and writes
 * value + 1 on the condition that the stored value is still the one read; a lost race
 * (another increment won) is retried with jittered backoff. N concurrent calls add
 * exactly N, with nothing but the data API's conditional update.
 */
import { retryOnConflict, type RetryOptions } from '../shared/retry';
import { codedError, ErrorCode } from '../shared/error-codes';

export const VISITS_KEY = 'visitas';
/** Id of a visit counter this function creates, so two first visits cannot create two. */
export const VISITS_RECORD_ID = 'parametro-visitas';

export type Parametro = { id: string; clave: string; valor: string };

/**
 * Enough tries for heavy contention (many containers adding at once): the full-jitter
 * waits of 16 tries sum to about 5.5 s on average and at most 11 s, inside the
 * function's 15 s timeout.
 */
export const COUNTER_RETRY: RetryOptions = { attempts: 16, baseDelayMs: 15, maxDelayMs: 1000 };

/** What the counters need from the data layer. Conditional writes reject with a conflict error. */
export interface CounterStore {
  findParametros(clave: string): Promise<Parametro[]>;
  /** Creates the record with this id; rejects with a conflict when the id exists. */
  createParametro(record: Parametro): Promise<void>;
  /** Sets valor when the stored valor equals `expected`; rejects with a conflict otherwise. */
  updateParametroIf(id: string, valor: string, expected: string): Promise<void>;
  getConferenciaViews(id: string): Promise<{ views: number | null } | null>;
  /** Sets views when the stored views equal `expected` (null: not set); rejects with a conflict otherwise. */
  updateViewsIf(id: string, views: number, expected: number | null): Promise<void>;
  isConflict(error: unknown): boolean;
}

function visitsRecord(records: Parametro[]): Parametro | undefined {
  // Prefer the record this function creates; otherwise the oldest id, so every call agrees.
  return records.find((record) => record.id === VISITS_RECORD_ID) ?? [...records].sort((a, b) => a.id.localeCompare(b.id))[0];
}

function parseCount(valor: string): number {
  const count = Number.parseInt(valor, 10);
  return Number.isFinite(count) && count >= 0 ? count : 0;
}

/** Adds one visit and returns the new total (the 'visitas' Parametro is created with "0" when missing). */
export async function incrementVisits(store: CounterStore, options: RetryOptions = COUNTER_RETRY): Promise<number> {
  return retryOnConflict(
    async () => {
      let record = visitsRecord(await store.findParametros(VISITS_KEY));
      if (!record) {
        record = { id: VISITS_RECORD_ID, clave: VISITS_KEY, valor: '0' };
        await store.createParametro(record);
      }
      const next = parseCount(record.valor) + 1;
      await store.updateParametroIf(record.id, String(next), record.valor);
      return next;
    },
    (error) => store.isConflict(error),
    options,
  );
}

/** Adds one view to a video and returns its new view count. */
export async function registerVideoView(store: CounterStore, conferenciaId: string, options: RetryOptions = COUNTER_RETRY): Promise<number> {
  if (!conferenciaId) throw codedError(ErrorCode.BAD_REQUEST, 'conferenciaId is required');
  return retryOnConflict(
    async () => {
      const conferencia = await store.getConferenciaViews(conferenciaId);
      if (!conferencia) throw codedError(ErrorCode.NOT_FOUND, `no video with id ${conferenciaId}`);
      const next = (conferencia.views ?? 0) + 1;
      await store.updateViewsIf(conferenciaId, next, conferencia.views);
      return next;
    },
    (error) => store.isConflict(error),
    options,
  );
}
