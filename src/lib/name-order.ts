import { nameOrderKey } from '../../amplify/data/book-shelves';

/**
 * Items in the order people read their names: Spanish, accents and case aside, numbers by value
 * ('p2' before 'p10'), as Intl.Collator('es', { numeric: true, sensitivity: 'base' }) orders
 * them; items whose names tie keep their order. It sorts on the library's name order keys instead of
 * asking a collator: the first collator a page makes costs a long task on a phone (ICU's
 * collation data is set up then), and the booklets, the tags and the pages of a book are ordered
 * on their screens' first load.
 */
export function inNameOrder<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: nameOrderKey(nameOf(item)) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.item);
}
