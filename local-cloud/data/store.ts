// The DynamoDB tables of the models, in SQLite (better-sqlite3): one table per model holding
// each item as a JSON document, with expression indexes on the key, secondary-index and
// relation fields. Values only ever reach SQL as bound parameters; table and column
// expressions are built from model and field names of the schema, never from requests.
import Database from 'better-sqlite3';
import type { IndexInfo, ModelInfo } from './model-info';

export type Item = Record<string, unknown>;

export interface ScanPage {
  items: Item[];
  /** Key of the last item examined, when the page stopped at the limit. */
  lastKey?: unknown[];
}

export interface KeyCondition {
  op: 'eq' | 'le' | 'lt' | 'ge' | 'gt' | 'between' | 'beginsWith';
  value: unknown;
}

/** DynamoDB stops a page at 1 MB of items read. */
const MAX_PAGE_BYTES = 1024 * 1024;

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid identifier ${name}`);
  return `"${name}"`;
}

function jsonPath(field: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`Invalid field ${field}`);
  return `json_extract(doc, '$.${field}')`;
}

export class ModelStore {
  readonly db: Database.Database;
  private statements = new Map<string, Database.Statement>();

  constructor(file: string, models: Iterable<ModelInfo>) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // NORMAL in WAL mode: a committed transaction is in the WAL file before the call
    // returns, so it survives the process being killed (only an OS crash can lose it).
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    this.createTables(models);
  }

  createTables(models: Iterable<ModelInfo>): void {
    for (const model of models) this.createTable(model);
  }

  private createTable(model: ModelInfo): void {
    const table = quoteIdent(`m_${model.name}`);
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${table} (pk TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID`);
    const keyIndexes = [...model.indexes];
    if (model.primaryKey.length > 1 || model.primaryKey[0] !== 'id') {
      keyIndexes.push({ partitionKey: model.primaryKey[0], sortKeys: model.primaryKey.slice(1) });
    }
    for (const index of keyIndexes) {
      const cols = [jsonPath(index.partitionKey), ...(index.sortKeys.length ? [sortExpression(index.sortKeys)] : [])].join(', ');
      const name = quoteIdent(`i_${model.name}_${[index.partitionKey, ...index.sortKeys].join('_')}`);
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${cols}, pk)`);
    }
    for (const field of model.indexedFields) {
      if (model.primaryKey.length === 1 && field === model.primaryKey[0]) continue;
      const name = quoteIdent(`f_${model.name}_${field}`);
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${jsonPath(field)}, pk)`);
    }
  }

  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  meta(key: string, create: () => string): string {
    const row = this.stmt('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    if (row) return row.value;
    const value = create();
    this.stmt('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(key, value);
    return (this.stmt('SELECT value FROM meta WHERE key = ?').get(key) as { value: string }).value;
  }

  /** The primary key of an item as stored (composite keys joined as DynamoDB's transformer does). */
  static keyOf(model: ModelInfo, item: Item): string {
    return model.primaryKey.map((k) => String(item[k])).join('#');
  }

  get(model: ModelInfo, key: string): Item | undefined {
    const row = this.stmt(`SELECT doc FROM ${quoteIdent(`m_${model.name}`)} WHERE pk = ?`).get(key) as
      | { doc: string }
      | undefined;
    return row ? (JSON.parse(row.doc) as Item) : undefined;
  }

  put(model: ModelInfo, item: Item): void {
    this.stmt(`INSERT OR REPLACE INTO ${quoteIdent(`m_${model.name}`)} (pk, doc) VALUES (?, ?)`).run(
      ModelStore.keyOf(model, item),
      JSON.stringify(item),
    );
  }

  delete(model: ModelInfo, key: string): void {
    this.stmt(`DELETE FROM ${quoteIdent(`m_${model.name}`)} WHERE pk = ?`).run(key);
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  /** Scan in primary-key order from after `startKey`, examining at most `limit` items. */
  scan(model: ModelInfo, limit: number, startKey?: unknown[]): ScanPage {
    const table = quoteIdent(`m_${model.name}`);
    const rows = (
      startKey
        ? this.stmt(`SELECT pk, doc FROM ${table} WHERE pk > ? ORDER BY pk LIMIT ?`).all(String(startKey[0]), limit)
        : this.stmt(`SELECT pk, doc FROM ${table} ORDER BY pk LIMIT ?`).all(limit)
    ) as Array<{ pk: string; doc: string }>;
    return this.page(rows, limit, (row) => [row.pk]);
  }

  /**
   * Query a secondary index (or a relation's reference field): items whose partition field
   * equals `partition`, ordered by the sort key (then primary key), from after `startKey`.
   */
  query(
    model: ModelInfo,
    index: IndexInfo,
    partition: unknown,
    sort: KeyCondition | undefined,
    descending: boolean,
    limit: number,
    startKey?: unknown[],
  ): ScanPage {
    const table = quoteIdent(`m_${model.name}`);
    const sortExpr = index.sortKeys.length ? sortExpression(index.sortKeys) : undefined;
    const where: string[] = [`${jsonPath(index.partitionKey)} = ?`];
    const params: unknown[] = [toSql(partition)];
    // DynamoDB's indexes are sparse: an item without the index's sort key is not in the index.
    if (sortExpr) where.push(`${sortExpr} IS NOT NULL`);
    if (sort && sortExpr) {
      switch (sort.op) {
        case 'between': {
          const [lo, hi] = sort.value as unknown[];
          where.push(`${sortExpr} >= ? AND ${sortExpr} <= ?`);
          params.push(toSql(lo), toSql(hi));
          break;
        }
        case 'beginsWith':
          // substr comparison instead of LIKE: no pattern characters to escape.
          where.push(`substr(${sortExpr}, 1, length(?)) = ?`);
          params.push(String(sort.value), String(sort.value));
          break;
        default: {
          const op = { eq: '=', le: '<=', lt: '<', ge: '>=', gt: '>' }[sort.op];
          where.push(`${sortExpr} ${op} ?`);
          params.push(toSql(sort.value));
        }
      }
    }
    const dir = descending ? 'DESC' : 'ASC';
    const cmp = descending ? '<' : '>';
    if (startKey) {
      if (sortExpr) {
        where.push(`(${sortExpr} ${cmp} ? OR (${sortExpr} = ? AND pk ${cmp} ?))`);
        params.push(toSql(startKey[0]), toSql(startKey[0]), String(startKey[1]));
      } else {
        where.push(`pk ${cmp} ?`);
        params.push(String(startKey[1]));
      }
    }
    const order = sortExpr ? `${sortExpr} ${dir}, pk ${dir}` : `pk ${dir}`;
    const sql = `SELECT pk, ${sortExpr ?? 'NULL'} AS sk, doc FROM ${table} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ?`;
    const rows = this.stmt(sql).all(...params, limit) as Array<{ pk: string; sk: unknown; doc: string }>;
    return this.page(rows, limit, (row) => [row.sk, row.pk]);
  }

  private page<R extends { doc: string }>(rows: R[], limit: number, keyOf: (row: R) => unknown[]): ScanPage {
    const items: Item[] = [];
    let bytes = 0;
    let lastKey: unknown[] | undefined;
    for (const row of rows) {
      items.push(JSON.parse(row.doc) as Item);
      bytes += row.doc.length;
      if (bytes >= MAX_PAGE_BYTES) {
        lastKey = keyOf(row);
        return { items, lastKey };
      }
    }
    if (rows.length === limit && rows.length > 0) lastKey = keyOf(rows[rows.length - 1]);
    return { items, lastKey };
  }

  close(): void {
    this.db.close();
  }
}

/**
 * The sort key as DynamoDB holds it: the field itself, or for several sort key fields the
 * composite attribute the transformer writes ('a#b', compared as a string).
 */
function sortExpression(sortKeys: string[]): string {
  if (sortKeys.length === 1) return jsonPath(sortKeys[0]);
  return sortKeys.map((k) => `CAST(${jsonPath(k)} AS TEXT)`).join(" || '#' || ");
}

function toSql(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  return value;
}
