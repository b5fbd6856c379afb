import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { adminClient, unwrap } from '../shared/dataClient';
import { useLoad } from '../../../components/useLoad';

export type ContactInfo = Schema['ContactInfo']['type'];
export type ContactInfoInput = Omit<ContactInfo, 'id' | 'createdAt' | 'updatedAt'>;

/** Data access of /admin/contacto: the first record (the one /contacto shows), created when there is none. */
export function useContactInfoAdmin() {
  const [info, setInfo] = useState<ContactInfo | null>(null);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const { data, errors } = await adminClient().models.ContactInfo.list();
      if (errors?.length) throw new Error(errors.map((e) => e.message).join('; '));
      setInfo(data[0] ?? null);
    }, []),
    'Error al cargar la información de contacto:',
  );

  const save = useCallback(
    async (values: ContactInfoInput) => {
      const client = adminClient();
      const saved = info
        ? unwrap(await client.models.ContactInfo.update({ id: info.id, ...values }))
        : unwrap(await client.models.ContactInfo.create(values));
      setInfo(saved);
    },
    [info],
  );

  return { info, loading, loadError, reload, save };
}
