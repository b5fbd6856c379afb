import { describe, expect, it, vi } from 'vitest';
import { isConditionalCheckFailure } from '../shared/graphql-errors';
import { incrementVisitDay, incrementVisits, registerVideoView, VISITS_KEY, type CounterStore, type Parametro } from './counters';

/**
 * An in-memory data layer with the semantics the counters rely on (conditional
 * writes, create-if-absent) and a yield before every operation, so concurrent
 * increments really interleave and lose races. Conflicts are reported the way
 * AppSync reports them.
 */
function memoryStore(initial: { parametros?: Parametro[]; views?: Record<string, number | null>; days?: Record<string, number> } = {}) {
  const parametros = new Map((initial.parametros ?? []).map((record) => [record.id, { ...record }]));
  const views = new Map(Object.entries(initial.views ?? {}));
  const days = new Map(Object.entries(initial.days ?? {}));
  let conflicts = 0;
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 2));
  const conflict = () => {
    conflicts++;
    return Object.assign(new Error('The conditional request failed'), {
      errors: [{ errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' }],
    });
  };
  const store: CounterStore = {
    async findParametros(clave) {
      await tick();
      return [...parametros.values()].filter((record) => record.clave === clave).map((record) => ({ ...record }));
    },
    async createParametro(record) {
      await tick();
      if (parametros.has(record.id)) throw conflict();
      parametros.set(record.id, { ...record });
    },
    async updateParametroIf(id, valor, expected) {
      await tick();
      const record = parametros.get(id);
      if (!record || record.valor !== expected) throw conflict();
      record.valor = valor;
    },
    async getConferenciaViews(id) {
      await tick();
      return views.has(id) ? { views: views.get(id) ?? null } : null;
    },
    async updateViewsIf(id, next, expected) {
      await tick();
      if (!views.has(id) || (views.get(id) ?? null) !== expected) throw conflict();
      views.set(id, next);
    },
    async getVisitDay(dia) {
      await tick();
      return days.get(dia) ?? null;
    },
    async createVisitDay(dia, visitas) {
      await tick();
      if (days.has(dia)) throw conflict();
      days.set(dia, visitas);
    },
    async updateVisitDayIf(dia, visitas, expected) {
      await tick();
      if (days.get(dia) !== expected) throw conflict();
      days.set(dia, visitas);
    },
    isConflict: isConditionalCheckFailure,
  };
  return { store, parametros, views, days, conflicts: () => conflicts };
}

describe('incrementVisits', () => {
  it('creates the counter with 0 when it is missing and returns 1', async () => {
    const { store, parametros } = memoryStore();
    expect(await incrementVisits(store)).toBe(1);
    const records = [...parametros.values()].filter((record) => record.clave === VISITS_KEY);
    expect(records).toHaveLength(1);
    expect(records[0].valor).toBe('1');
  });

  it('adds exactly N for N concurrent visits, each caller seeing a distinct new total', async () => {
    const { store, parametros, conflicts } = memoryStore({ parametros: [{ id: 'seeded', clave: VISITS_KEY, valor: '41' }] });
    const results = await Promise.all(Array.from({ length: 25 }, () => incrementVisits(store, { attempts: 60, baseDelayMs: 2, maxDelayMs: 20 })));
    expect(parametros.get('seeded')?.valor).toBe('66');
    expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => 42 + index));
    expect(conflicts()).toBeGreaterThan(0); // the races really happened and were retried
  });

  it('creates a single counter when the first visits arrive together', async () => {
    const { store, parametros } = memoryStore();
    const results = await Promise.all(Array.from({ length: 10 }, () => incrementVisits(store, { attempts: 60, baseDelayMs: 2, maxDelayMs: 20 })));
    expect([...parametros.values()]).toHaveLength(1);
    expect([...parametros.values()][0].valor).toBe('10');
    expect(new Set(results).size).toBe(10);
  });

  it('gives up with a CONFLICT error after the bounded number of attempts', async () => {
    const { store } = memoryStore({ parametros: [{ id: 'p', clave: VISITS_KEY, valor: '5' }] });
    const alwaysLosing: CounterStore = {
      ...store,
      updateParametroIf: async () => {
        throw { errors: [{ errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'conditional request failed' }] };
      },
    };
    await expect(incrementVisits(alwaysLosing, { attempts: 3, baseDelayMs: 1 })).rejects.toThrow(/^CONFLICT:/);
  });

  it('does not retry other errors', async () => {
    const { store } = memoryStore();
    let calls = 0;
    const broken: CounterStore = {
      ...store,
      findParametros: async () => {
        calls++;
        throw new Error('Unauthorized');
      },
    };
    await expect(incrementVisits(broken)).rejects.toThrow('Unauthorized');
    expect(calls).toBe(1);
  });
});

describe('visits per day', () => {
  const fast = { attempts: 60, baseDelayMs: 2, maxDelayMs: 20 };

  it('counts each visit under its day in Mexico City, next to the total', async () => {
    const { store, days, parametros } = memoryStore({ days: { '2025-03-14': 4 } });
    await incrementVisits(store, fast, () => new Date('2025-03-15T03:30:00Z')); // 21:30 on the 14th there
    await incrementVisits(store, fast, () => new Date('2025-03-15T18:00:00Z'));
    expect(Object.fromEntries(days)).toEqual({ '2025-03-14': 5, '2025-03-15': 1 });
    expect([...parametros.values()][0].valor).toBe('2');
  });

  it('adds exactly N for N concurrent visits of one day, the first ones creating a single record', async () => {
    const { store, days, conflicts } = memoryStore();
    const results = await Promise.all(Array.from({ length: 20 }, () => incrementVisitDay(store, '2025-05-01', fast)));
    expect(days.get('2025-05-01')).toBe(20);
    expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(conflicts()).toBeGreaterThan(0);
  });

  it('still answers the total when the day cannot be counted', async () => {
    const { store } = memoryStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: CounterStore = { ...store, getVisitDay: async () => Promise.reject(new Error('Unauthorized')) };
    expect(await incrementVisits(broken, fast)).toBe(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('registerVideoView', () => {
  it('adds exactly N views for N concurrent plays', async () => {
    const { store, views } = memoryStore({ views: { v1: 7 } });
    await Promise.all(Array.from({ length: 20 }, () => registerVideoView(store, 'v1', { attempts: 60, baseDelayMs: 2, maxDelayMs: 20 })));
    expect(views.get('v1')).toBe(27);
  });

  it('counts from 0 when views were never set', async () => {
    const { store, views } = memoryStore({ views: { v2: null } });
    expect(await registerVideoView(store, 'v2')).toBe(1);
    expect(views.get('v2')).toBe(1);
  });

  it('answers NOT_FOUND for an unknown video', async () => {
    const { store } = memoryStore();
    await expect(registerVideoView(store, 'nope')).rejects.toThrow(/^NOT_FOUND:/);
  });
});
