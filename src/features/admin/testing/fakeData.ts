// Test-only: in-memory records with the data client's call shapes (model list/get/create/
// update/delete answering { data, errors }) and the conditional updates the admin screens send
// as GraphQL (`updateXIfUnchanged` with `condition: { updatedAt: { eq } }`), refused the way
// AppSync refuses them when the record changed.
type Row = { id: string; updatedAt: string; createdAt?: string } & Record<string, unknown>;

let clock = Date.parse('2025-06-01T00:00:00Z');
/** A fresh, strictly increasing timestamp, as the service stamps writes. */
export const nextStamp = () => new Date((clock += 1000)).toISOString();

export interface FakeTable<T extends Row = Row> {
  rows: Map<string, T>;
  model: {
    list: ReturnType<typeof vi.fn>;
    get: ReturnType<typeof vi.fn>;
    create: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
    delete: ReturnType<typeof vi.fn>;
  };
  /** Another admin's write: changes the stored record (and its updatedAt) behind the screen's back. */
  touch(id: string, changes: Partial<T>): T;
}

export function fakeTable<T extends Row>(initial: T[], newId = () => `id-${Math.random().toString(36).slice(2, 8)}`): FakeTable<T> {
  const rows = new Map(initial.map((row) => [row.id, { ...row }]));
  const copy = (row: T | undefined) => (row ? { ...row } : null);
  const table: FakeTable<T> = {
    rows,
    model: {
      list: vi.fn(async () => ({ data: [...rows.values()].map((r) => ({ ...r })), nextToken: null })),
      get: vi.fn(async ({ id }: { id: string }) => ({ data: copy(rows.get(id)) })),
      create: vi.fn(async (input: Partial<T>) => {
        const stamp = nextStamp();
        const row = { id: newId(), createdAt: stamp, updatedAt: stamp, ...input } as T;
        rows.set(row.id, row);
        return { data: { ...row } };
      }),
      update: vi.fn(async (input: Partial<T> & { id: string }) => {
        const row = rows.get(input.id);
        if (!row) return { data: null, errors: [{ message: 'not found' }] };
        Object.assign(row, input, { updatedAt: nextStamp() });
        return { data: { ...row } };
      }),
      delete: vi.fn(async ({ id }: { id: string }) => {
        const row = rows.get(id);
        rows.delete(id);
        return { data: copy(row) };
      }),
    },
    touch(id, changes) {
      const row = rows.get(id)!;
      Object.assign(row, changes, { updatedAt: nextStamp() });
      return { ...row };
    },
  };
  return table;
}

/** The client's graphql(): conditional updates of the given tables, keyed by model name. */
export function fakeGraphql(tables: () => Record<string, FakeTable>) {
  return vi.fn(async ({ query, variables }: { query: string; variables: { input: Row; condition?: { updatedAt?: { eq?: string } } } }) => {
    const model = /mutation Update(\w+)IfUnchanged/.exec(query)?.[1];
    const table = model ? tables()[model] : undefined;
    if (!model || !table) throw { data: null, errors: [{ errorType: 'Unsupported', message: query }] };
    const row = table.rows.get(variables.input.id);
    if (!row || row.updatedAt !== variables.condition?.updatedAt?.eq) {
      throw {
        data: { [`update${model}`]: null },
        errors: [{ errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed (Service: DynamoDb, Status Code: 400)' }],
      };
    }
    Object.assign(row, variables.input, { updatedAt: nextStamp() });
    return { data: { [`update${model}`]: { id: row.id, updatedAt: row.updatedAt } } };
  });
}

/** An index model with a composite key (ImagenEtiqueta, ConferenciaEtiqueta, Etiqueta), starting empty, recording its writes. */
export function fakeIndexModel() {
  const echo = () => vi.fn(async (input: Record<string, unknown>) => ({ data: { ...input } }));
  return {
    list: vi.fn(async () => ({ data: [] as unknown[], nextToken: null })),
    create: echo(),
    update: echo(),
    delete: echo(),
  };
}
