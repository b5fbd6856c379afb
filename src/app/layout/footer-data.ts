import { loadDataClient } from '../../lib/data-client-loader';
import { throwOnErrors } from '../../lib/data-results';

export interface FooterQuote {
  quote?: string;
  author?: string;
}

/** The footer quote and its author: the Parametro records with clave quote and author. */
export async function loadFooterQuote(): Promise<FooterQuote> {
  const { data } = throwOnErrors(
    await (await loadDataClient()).models.Parametro.list({
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
  visitCount ??= incrementVisits().catch((error: unknown) => {
    console.error('Error al actualizar el contador de visitas:', error);
    return undefined;
  });
  return visitCount;
}

async function incrementVisits(): Promise<number | undefined> {
  const client = await loadDataClient();
  const { data } = throwOnErrors(await client.mutations.incrementVisits());
  return typeof data === 'number' ? data : undefined;
}

/** For tests: forget the counted visit. */
export function resetVisitCountForTests(): void {
  visitCount = undefined;
}
