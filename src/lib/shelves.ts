/*
 * The Virtual Library's shelves (spec section 2, Home): a book's level when an admin chose one,
 * else its name's prefix. Shared by the home page, the admin book form and the follow-up form.
 */

import type { BookGroupKey } from '../../amplify/data/book-shelves';

// The shelf rule is shared with the index the home page reads (amplify/data/book-shelves.ts).
export { BOOK_GROUPS, NIVELES, groupOf, groupOfName, type BookGroupKey, type Nivel } from '../../amplify/data/book-shelves';

/**
 * The name a card shows on its shelf: without the shelf's name in front ('Preescolar - Amigos de
 * Jesús' reads 'Amigos de Jesús' under Preescolar), unless nothing but a number would be left.
 */
export function nameOnShelf(name: string, shelf: BookGroupKey): string {
  const trimmed = name.trim();
  if (shelf === 'otros' || !trimmed.toLocaleLowerCase('es').startsWith(shelf)) return trimmed;
  const rest = trimmed.slice(shelf.length).replace(/^[\s\-–—:·.,|/]+/u, '');
  return /\p{L}/u.test(rest) && rest !== trimmed.slice(shelf.length) ? rest : trimmed;
}
