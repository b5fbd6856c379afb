import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { listAllPages } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';

type Parametro = Schema['Parametro']['type'];
export const QUOTE_KEY = 'quote';
export const AUTHOR_KEY = 'author';

/**
 * Data access of /admin/mensaje (spec section 4): when the quote and author
 * records are missing, saving creates them; when they exist, saving updates both.
 */
export function useMessageAdmin() {
  const [quote, setQuote] = useState<Parametro | null>(null);
  const [author, setAuthor] = useState<Parametro | null>(null);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) =>
        getDataClient('userPool').models.Parametro.list({
          filter: { or: [{ clave: { eq: QUOTE_KEY } }, { clave: { eq: AUTHOR_KEY } }] },
          nextToken,
        }),
      );
      setQuote(all.find((p) => p.clave === QUOTE_KEY) ?? null);
      setAuthor(all.find((p) => p.clave === AUTHOR_KEY) ?? null);
    }, []),
    'Error al cargar el mensaje:',
  );

  const save = useCallback(
    async (values: { quote: string; author: string }) => {
      const client = getDataClient('userPool');
      const write = (record: Parametro | null, clave: string, valor: string) =>
        record
          ? client.models.Parametro.update({ id: record.id, clave, valor })
          : client.models.Parametro.create({ clave, valor });
      const [savedQuote, savedAuthor] = await Promise.allSettled([
        write(quote, QUOTE_KEY, values.quote).then(unwrap),
        write(author, AUTHOR_KEY, values.author).then(unwrap),
      ]);
      // Keep whichever record was written, so a retry updates instead of creating a duplicate.
      if (savedQuote.status === 'fulfilled') setQuote(savedQuote.value);
      if (savedAuthor.status === 'fulfilled') setAuthor(savedAuthor.value);
      const failed = [savedQuote, savedAuthor].find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
    [quote, author],
  );

  return { quote: quote?.valor ?? '', author: author?.valor ?? '', loaded: !loading, loading, loadError, reload, save };
}
