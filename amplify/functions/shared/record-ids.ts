/*
 * Ids made from what a record is about, so that the server refuses a second one whatever the
 * timing (the create of an existing id fails) and a reader finds it by key, which DynamoDB
 * answers consistently (a secondary index does not). No imports: the SPA bundles this file
 * too, to read a user's own request for an item.
 */
export type RecordKind = 'IMAGEN' | 'CONFERENCIA';

/**
 * A granted purchase: one per user and item, so two grants racing each other (a double click
 * on 'Aprobar', two admins at once) write one record. Purchases granted before ids were made
 * this way are still found through the user index.
 */
export function purchaseIdFor(userId: string, itemId: string): string {
  return `${userId}_${itemId}`;
}

/** An access request: one per user and item, so a second pending one cannot exist. */
export function accessRequestId(userId: string, kind: RecordKind, itemId: string): string {
  return `${userId}_${kind}_${itemId}`;
}
