// The home page's shelf index (amplify/data/book-shelves.ts) through aws-amplify against a whole
// local cloud: each shelf's first row and its pages in name order, a linked book found by its
// name, the newest books for 'Novedades', and /admin/libros putting right books off the index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import type { Schema } from '../../amplify/data/resource';
import { BOOK_FEED, BOOK_GROUPS, groupOf, shelfFields, type BookGroupKey } from '../../amplify/data/book-shelves';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import { getDataClient } from '../../src/lib/data-client';
import { listAllPages } from '../../src/lib/data-results';
import { fetchBookByName, fetchShelfPage, readHome } from '../../src/features/home/homeApi';
import { repairShelfIndex } from '../../src/features/admin/books/shelfIndex';
import { startTestCloud, type TestCloud } from '../testing/start-test-cloud';
import { signedInAs } from '../testing/amplify-session';
import { settings } from '../shared/settings';

const ADMIN = { email: settings().seed.adminEmail, password: settings().seed.adminPassword };
type Libro = Schema['Libro']['type'];
const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud({ seed: true });
  Amplify.configure(buildAmplifyConfig(cloud.outputs as Parameters<typeof buildAmplifyConfig>[0]));
  // Books of every kind of name the collator orders: numbers, accents, case, ñ, a level over the prefix.
  await signedInAs(ADMIN, async () => {
    for (const [name, nivel] of [
      ['Primaria 10', null],
      ['primaria 2', null],
      ['Primaria 1 - Ñandú', null],
      ['Primaria 1 - Nube', null],
      ['Primaria 1 - Árbol', null],
      ['PRIMARIA 1 - arco', null],
      ['Biblia para niños', 'PRIMARIA'],
    ] as const)
      await createBook(name, nivel);
  });
});
afterAll(async () => cloud?.close());

const admin = () => getDataClient('userPool');

async function createBook(name: string, nivel: Libro['nivel'] = null, indexed = true): Promise<Libro> {
  const { data, errors } = await admin().models.Libro.create({
    name,
    nivel,
    image: `libros/portadas/${name}/portada.jpg`,
    pagesFolder: name,
    ...(indexed ? shelfFields({ name, nivel }) : {}),
  });
  if (errors?.length || !data) throw new Error(JSON.stringify(errors));
  return data;
}

/** Every book of each shelf in the library's order, from all the books (what the page read before the index). */
async function expectedShelves(): Promise<Map<BookGroupKey, string[]>> {
  const all = await listAllPages((nextToken) => getDataClient().models.Libro.list({ nextToken }));
  return new Map(
    BOOK_GROUPS.map((key) => [
      key,
      all
        .filter((b) => groupOf(b) === key)
        .map((b) => b.name)
        .sort(collator.compare),
    ]),
  );
}

async function readShelf(key: BookGroupKey, limit: number): Promise<{ names: string[]; pages: number }> {
  const names: string[] = [];
  let token: string | undefined;
  let pages = 0;
  do {
    const page = await fetchShelfPage(key, limit, token);
    names.push(...page.items.map((b) => b.name));
    token = page.nextToken ?? undefined;
    pages++;
  } while (token);
  return { names, pages };
}

describe('the shelves read from their index', () => {
  it("answers each non-empty shelf's first row in the library's name order, and whether more follow", async () => {
    const expected = await expectedShelves();
    const shelves = await readHome().shelves;
    expect(shelves.map((s) => s.key)).toEqual(BOOK_GROUPS.filter((key) => expected.get(key)!.length > 0));
    for (const shelf of shelves) {
      const names = expected.get(shelf.key)!;
      expect(shelf.books.map((b) => b.name)).toEqual(names.slice(0, 5));
      expect(shelf.more).toBe(names.length > 5);
    }
  });

  it('reads a whole shelf page by page in the same order', async () => {
    const expected = await expectedShelves();
    for (const key of BOOK_GROUPS) {
      const { names, pages } = await readShelf(key, 2);
      expect(names).toEqual(expected.get(key));
      if (names.length > 2) expect(pages).toBeGreaterThan(1);
    }
    expect(expected.get('primaria')).toContain('Biblia para niños');
    // Case and accents aside, numbers by value, ñ after n.
    const ours = ['Primaria 1 - Árbol', 'PRIMARIA 1 - arco', 'Primaria 1 - Nube', 'Primaria 1 - Ñandú', 'primaria 2', 'Primaria 10'];
    expect((await readShelf('primaria', 3)).names.filter((name) => ours.includes(name))).toEqual(ours);
  });

  it('finds a linked book by its name whatever its case and accents, by a former name, and answers null for none', async () => {
    expect((await fetchBookByName('Primaria 1 - Árbol'))?.name).toBe('Primaria 1 - Árbol');
    expect((await fetchBookByName('primaria 1 - arbol'))?.name).toBe('Primaria 1 - Árbol');
    expect((await fetchBookByName('PRIMARIA 1 - ARCO'))?.name).toBe('PRIMARIA 1 - arco');
    expect(await fetchBookByName('Primaria 1 - Nandu')).toBeNull();
    await signedInAs(ADMIN, async () => {
      const book = await createBook('Secundaria - Hechos');
      const renamed = { name: 'Secundaria - Hechos de los Apóstoles', formerNames: [book.name] };
      const { errors } = await admin().models.Libro.update({ id: book.id, ...renamed, ...shelfFields(renamed) });
      expect(errors).toBeUndefined();
    });
    expect((await fetchBookByName('secundaria - hechos'))?.name).toBe('Secundaria - Hechos de los Apóstoles');
  });

  it("reads the newest books for 'Novedades' from the index by creation", async () => {
    const all = await listAllPages((nextToken) => getDataClient().models.Libro.list({ nextToken }));
    const newest = all.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')).slice(0, 2);
    const news = (await readHome().news).filter((item) => item.kind === 'book');
    expect(news.map((item) => item.id)).toEqual(newest.map((b) => b.id));
    expect(all.every((b) => b.catalogo === BOOK_FEED)).toBe(true);
  });
});

describe('/admin/libros puts the shelf index right', () => {
  it('places books written without the index fields or with stale ones, then finds nothing to do', async () => {
    await signedInAs(ADMIN, async () => {
      const bare = await createBook('Preescolar - Colores', null, false);
      const stale = await createBook('Otros - Salmos');
      const moved = unwrap(await admin().models.Libro.update({ id: stale.id, nivel: 'SECUNDARIA' }));
      expect((await readShelf('preescolar', 50)).names).not.toContain(bare.name);

      const all = await listAllPages((nextToken) => admin().models.Libro.list({ nextToken }));
      const updated = await repairShelfIndex(all);
      expect(updated.map((b) => b.id).sort()).toEqual([bare.id, moved.id].sort());
      expect((await readShelf('preescolar', 50)).names).toContain(bare.name);
      expect((await readShelf('secundaria', 50)).names).toContain(moved.name);
      expect((await readShelf('otros', 50)).names).not.toContain(moved.name);

      const again = await listAllPages((nextToken) => admin().models.Libro.list({ nextToken }));
      expect(await repairShelfIndex(again)).toEqual([]);
    });
  });

  it('leaves a book another admin changed after the list was read for the next load', async () => {
    await signedInAs(ADMIN, async () => {
      const bare = await createBook('Otros - Cantos', null, false);
      const read = await listAllPages((nextToken) => admin().models.Libro.list({ nextToken }));
      unwrap(await admin().models.Libro.update({ id: bare.id, price: 5 }));
      expect((await repairShelfIndex(read)).map((b) => b.id)).not.toContain(bare.id);
      expect((await readShelf('otros', 50)).names).not.toContain(bare.name);
      const now = await listAllPages((nextToken) => admin().models.Libro.list({ nextToken }));
      expect((await repairShelfIndex(now)).map((b) => b.id)).toEqual([bare.id]);
    });
  });
});

function unwrap<T>(result: { data: T | null; errors?: unknown[] }): T {
  if (result.errors?.length || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}
