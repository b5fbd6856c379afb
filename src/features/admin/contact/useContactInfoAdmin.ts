import { useCallback, useEffect, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { adminClient, unwrap } from '../shared/dataClient';

export type ContactInfo = Schema['ContactInfo']['type'];
export type ContactInfoInput = Omit<ContactInfo, 'id' | 'createdAt' | 'updatedAt'>;

/** Data access of /admin/contacto: the first record (the one /contacto shows), created when there is none. */
export function useContactInfoAdmin() {
  const [info, setInfo] = useState<ContactInfo | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { data, errors } = await adminClient().models.ContactInfo.list();
      if (errors?.length) throw new Error(errors.map((e) => e.message).join('; '));
      setInfo(data[0] ?? null);
      setLoadError(null);
    } catch (error) {
      console.error('Error al cargar la información de contacto:', error);
      setLoadError(error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

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

  return { info, loading, loadError, reload: load, save };
}
