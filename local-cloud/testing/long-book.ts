// Puts a long book into a running local cloud, as an administrator would have uploaded it: a
// cover and N pages (with the renditions the demo pages have) under the storage layout of the
// specification, and its Libro record. For the browser journeys and the benchmark that show
// the flip viewer stays fast and bounded with hundreds of pages. The page images are the demo
// book pages, taken in turn, so each weighs what a real page does.
import { shelfFields } from '../../amplify/data/book-shelves';
import { extensionOf, operatorClients, sources, withRenditions, type CloudTarget } from './demo-media';

export interface LongBookOptions extends CloudTarget {
  /** Libro.name, also the pages' folder. */
  name: string;
  /** Pages after the cover. */
  pages: number;
}

/** Uploads the book (a no-op when a Libro of that name exists) and answers its name. */
export async function seedLongBook(options: LongBookOptions): Promise<string> {
  const { graphql, s3, put } = operatorClients(options);
  try {
    const existing = (await graphql('query Find($name: String!) { listLibros(filter: { name: { eq: $name } }) { items { id } } }', {
      name: options.name,
    })) as { listLibros?: { items: unknown[] } };
    if (existing.listLibros?.items.length) return options.name;

    const pageSources = sources((key) => key.startsWith('libros/') && !key.startsWith('libros/portadas/'));
    const [coverSource] = sources((key) => key.startsWith('libros/portadas/'));
    if (!coverSource || pageSources.length === 0) throw new Error('the demo media has no book pages to copy');

    const coverKey = `libros/portadas/${options.name}/portada${extensionOf(coverSource.item.key)}`;
    const uploads = withRenditions(coverKey, coverSource);
    for (let n = 1; n <= options.pages; n += 1) {
      const source = pageSources[(n - 1) % pageSources.length];
      uploads.push(...withRenditions(`libros/${options.name}/pagina-${String(n).padStart(3, '0')}${extensionOf(source.item.key)}`, source));
    }
    await put(uploads);

    await graphql('mutation Create($input: CreateLibroInput!) { createLibro(input: $input) { id } }', {
      input: { name: options.name, image: coverKey, pagesFolder: options.name, ...shelfFields(options) },
    });
    return options.name;
  } finally {
    s3.destroy();
  }
}
