import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { getDataClient } from '../../../lib/data-client';
import { throwOnErrors, unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';

export type ContactInfo = Schema['ContactInfo']['type'];
export type ContactInfoInput = Omit<ContactInfo, 'id' | 'createdAt' | 'updatedAt'>;

/** Data access of /admin/contacto: the first record (the one /contacto shows), created when there is none. */
export function useContactInfoAdmin() {
  const [info, setInfo] = useState<ContactInfo | null>(null);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const { data } = throwOnErrors(await getDataClient('userPool').models.ContactInfo.list());
      setInfo(data[0] ?? null);
    }, []),
    'Error al cargar la información de contacto:',
  );

  const save = useCallback(
    async (values: ContactInfoInput) => {
      const client = getDataClient('userPool');
      const saved = info
        ? unwrap(await client.models.ContactInfo.update({ id: info.id, ...values }))
        : unwrap(await client.models.ContactInfo.create(values));
      setInfo(saved);
    },
    [info],
  );

  return { info, loading, loadError, reload, save };
}
