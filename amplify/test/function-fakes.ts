/*
 * In-memory stand-ins for the records the function handlers read and write, for unit tests
 * of their rules. Every call yields to the event loop first, so calls started together
 * interleave the way concurrent invocations do; conditional writes are checked at write time.
 */
import type { AccessRequestRecord, AccessRequestStore } from '../functions/shared/access-request-store';
import type { MediaItem, MediaKind, MediaRecords } from '../functions/shared/media-records';
import type { PurchaseWriter } from '../functions/grant-purchase/grant';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export type FakePurchase = { id: string; kind: MediaKind; userId: string; itemId: string; owner: string; email: string };

export function fakeMediaRecords(items: MediaItem[]) {
  const purchases: FakePurchase[] = [];
  const records: MediaRecords & PurchaseWriter = {
    async getItem(kind, id) {
      await tick();
      return items.find((item) => item.kind === kind && item.id === id) ?? null;
    },
    async findPurchase(kind, userId, itemId) {
      await tick();
      return purchases.find((p) => p.kind === kind && p.userId === userId && p.itemId === itemId)?.id ?? null;
    },
    async createPurchase(kind, purchase) {
      await tick();
      // A create of an id that exists fails on the server; the writer answers the id then.
      if (!purchases.some((p) => p.kind === kind && p.id === purchase.id)) purchases.push({ kind, ...purchase });
      return purchase.id;
    },
  };
  return { records, purchases, items };
}

export function fakeAccessRequests(initial: AccessRequestRecord[] = []) {
  const stored = new Map(initial.map((record) => [record.id, { ...record }]));
  const requests: AccessRequestStore = {
    async get(id) {
      await tick();
      const record = stored.get(id);
      return record ? { ...record } : null;
    },
    async createIfAbsent(record) {
      await tick();
      if (stored.has(record.id)) return false;
      stored.set(record.id, { ...record });
      return true;
    },
    async updateIfStatus(id, expected, changes) {
      await tick();
      const record = stored.get(id);
      if (!record || record.status !== expected) return false;
      stored.set(id, { ...record, ...changes });
      return true;
    },
  };
  return { requests, stored };
}
