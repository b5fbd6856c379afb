/*
 * Keeps a list's indexes (amplify/data/catalogue-index.ts) with every admin write of one of its
 * items, and repairs them from the items when they drift. Writes are separate requests (AppSync
 * has no transaction across models here): a write that fails half way leaves the index behind,
 * which the repair run on the next load of the list's admin screen puts right.
 */
import { planChange, planIndexRepair, repairSize, type TagIndexSpec, type TagRecord } from '../../../../amplify/data/catalogue-index';
import { listAllPages, throwOnErrors, type ListPage } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { runLimited } from './concurrency';
import { isConditionFailure } from './conditionalUpdate';

/** Index writes sent at once. */
const WRITES_AT_ONCE = 4;

type Answer = { errors?: ReadonlyArray<{ message?: string; errorType?: string }> };

/** The calls of one list's entry model and items, through the admin's data client. */
export interface TagIndexStore<T extends { id: string }, E extends { etiqueta: string }> {
  spec: TagIndexSpec<T, E>;
  createEntry(entry: E): Promise<Answer>;
  updateEntry(entry: E): Promise<Answer>;
  deleteEntry(entry: E): Promise<Answer>;
  listEntries(nextToken?: string): Promise<ListPage<E>>;
  /** Whether any item still holds a tag (one entry of its partition). */
  tagInUse(etiqueta: string): Promise<boolean>;
  itemStored(id: string): Promise<boolean>;
  /** Sets the fields that put an item on the ordered index; answers the item as stored now. */
  fixFeed(item: T, fix: Partial<T>): Promise<T | null>;
}

const client = () => getDataClient('userPool');

async function all(tasks: Array<() => Promise<unknown>>): Promise<void> {
  const outcomes = await runLimited(tasks, WRITES_AT_ONCE);
  const failed = outcomes.find((o) => !o.ok);
  if (failed && !failed.ok) throw failed.error;
}

/** Creates a tag's record unless it exists (two admins may add the same new tag at once). */
async function ensureTag(tag: TagRecord): Promise<void> {
  try {
    throwOnErrors(await client().models.Etiqueta.create(tag));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Removes a tag's record when no item holds the tag any more. */
async function dropTagIfUnused<T extends { id: string }, E extends { etiqueta: string }>(store: TagIndexStore<T, E>, clave: string) {
  if (await store.tagInUse(clave)) return;
  throwOnErrors(await client().models.Etiqueta.delete({ kind: store.spec.kind, clave }));
}

async function createEntry<T extends { id: string }, E extends { etiqueta: string }>(store: TagIndexStore<T, E>, entry: E) {
  try {
    throwOnErrors(await store.createEntry(entry));
  } catch (error) {
    // Already there (a retried write): make it say what it should.
    if (!isConditionFailure(error)) throw error;
    throwOnErrors(await store.updateEntry(entry));
  }
}

/** Writes the index entries of an item created (before null), changed, or deleted (after null). */
export async function indexChange<T extends { id: string }, E extends { etiqueta: string }>(
  store: TagIndexStore<T, E>,
  before: T | null,
  after: T | null,
): Promise<void> {
  const plan = planChange(store.spec, before, after);
  await all([
    ...plan.addedTags.map((tag) => () => ensureTag(tag)),
    ...plan.create.map((entry) => () => createEntry(store, entry)),
    ...plan.update.map((entry) => async () => throwOnErrors(await store.updateEntry(entry))),
    ...plan.delete.map((entry) => async () => throwOnErrors(await store.deleteEntry(entry))),
  ]);
  await all(plan.removedTags.map((clave) => () => dropTagIfUnused(store, clave)));
}

/** What a repair did: its number of writes, and the items it changed, as stored now. */
export interface RepairOutcome<T> {
  writes: number;
  /** Their updatedAt changed: a screen holding them replaces its copies (or its next save would look like a conflict). */
  updated: T[];
}

/**
 * Compares the indexes with the items (all of them, as the admin screen reads them) and writes
 * what differs. What the plan would remove or add for one item is checked against that item as
 * stored now, so an upload or delete by another admin after `items` was read is not undone.
 */
export async function repairIndex<T extends { id: string }, E extends { etiqueta: string }>(
  store: TagIndexStore<T, E>,
  items: readonly T[],
): Promise<RepairOutcome<T>> {
  const [entries, tags] = await Promise.all([
    listAllPages((nextToken) => store.listEntries(nextToken)),
    listAllPages((nextToken) => client().models.Etiqueta.list({ kind: store.spec.kind, nextToken })),
  ]);
  const repair = planIndexRepair(store.spec, items, entries, tags);
  if (repairSize(repair) === 0) return { writes: 0, updated: [] };

  const checked = new Map<string, Promise<boolean>>();
  const stored = (id: string) => {
    if (!checked.has(id)) checked.set(id, store.itemStored(id));
    return checked.get(id)!;
  };
  const known = new Set(items.map((item) => item.id));
  const updated: T[] = [];

  await all([
    ...repair.feed.map(({ item, fix }) => async () => {
      const now = await store.fixFeed(item, fix);
      if (now) updated.push(now);
    }),
    ...repair.createTags.map((tag) => () => ensureTag(tag)),
    ...repair.createEntries.map((entry) => async () => {
      if (await stored(store.spec.itemIdOf(entry))) await createEntry(store, entry);
    }),
    ...repair.updateEntries.map((entry) => async () => throwOnErrors(await store.updateEntry(entry))),
    ...repair.deleteEntries.map((entry) => async () => {
      // An item created after the list was read has entries the plan does not expect.
      const id = store.spec.itemIdOf(entry);
      if (known.has(id) || !(await stored(id))) throwOnErrors(await store.deleteEntry(entry));
    }),
  ]);
  await all(
    repair.deleteTags.map(
      ({ clave }) =>
        () =>
          dropTagIfUnused(store, clave),
    ),
  );
  return { writes: repairSize(repair), updated };
}

/**
 * A screen's list after a repair: the items the repair changed replace the copies loaded before
 * it, unless the screen saved them meanwhile (their updatedAt moved since `loaded`).
 */
export function withRepaired<T extends { id: string; updatedAt?: string | null }>(
  list: readonly T[],
  loaded: readonly T[],
  updated: readonly T[],
): T[] {
  const now = new Map(updated.map((item) => [item.id, item]));
  const before = new Map(loaded.map((item) => [item.id, item.updatedAt]));
  return list.map((item) => (now.has(item.id) && item.updatedAt === before.get(item.id) ? now.get(item.id)! : item));
}
