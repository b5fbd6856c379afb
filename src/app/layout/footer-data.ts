import { getDataClient } from '../../lib/data-client';
import { throwOnErrors } from '../../lib/data-results';

export interface FooterQuote {
  quote?: string;
  author?: string;
}

/** The footer quote and its author: the Parametro records with clave quote and author. */
export async function loadFooterQuote(): Promise<FooterQuote> {
  const { data } = throwOnErrors(
    await getDataClient().models.Parametro.list({
      filter: { or: [{ clave: { eq: 'quote' } }, { clave: { eq: 'author' } }] },
      selectionSet: ['clave', 'valor'],
    }),
  );
  const result: FooterQuote = {};
  for (const item of data) {
    if (item.clave === 'quote') result.quote = item.valor;
    if (item.clave === 'author') result.author = item.valor;
  }
  return result;
}

let visitCount: Promise<number | undefined> | undefined;

/**
 * Counts this page load once (the server adds one atomically and answers the new
 * total) and shares the answer; client-side navigation does not count again.
 */
export function countVisitOnce(): Promise<number | undefined> {
  visitCount ??= getDataClient()
    .mutations.incrementVisits()
    .then(throwOnErrors)
    .then(({ data }) => (typeof data === 'number' ? data : undefined))
    .catch((error: unknown) => {
      console.error('Error al actualizar el contador de visitas:', error);
      return undefined;
    });
  return visitCount;
}

/** For tests: forget the counted visit. */
export function resetVisitCountForTests(): void {
  visitCount = undefined;
}
