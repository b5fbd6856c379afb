import { useEffect, useState } from 'react';
import type { AsyncState } from '../../lib/useAsync';
import { fetchBookByName, type LibroItem } from './homeApi';

/**
 * The book the address names (/?libro=NAME): the one the visitor just chose on the page, else
 * read by its name (a shared link, a reload), so the page never reads every book to find it.
 * Ready with null when no book has that name.
 */
export function useLinkedBook(name: string | null, chosen: LibroItem | null): AsyncState<LibroItem | null> {
  const [read, setRead] = useState<{ name: string; state: AsyncState<LibroItem | null> } | null>(null);
  const known = chosen !== null && chosen.name === name;

  useEffect(() => {
    if (!name || known) return;
    let live = true;
    fetchBookByName(name).then(
      (book) => {
        if (live) setRead({ name, state: { status: 'ready', value: book } });
      },
      (error: unknown) => {
        console.error('Hubo un error al cargar los libros.', error);
        if (live) setRead({ name, state: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [name, known]);

  if (!name) return { status: 'ready', value: null };
  if (known) return { status: 'ready', value: chosen };
  return read?.name === name ? read.state : { status: 'loading' };
}
