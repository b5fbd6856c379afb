import { useCallback, useState } from 'react';
import { fetchUserAttributes } from 'aws-amplify/auth';
import { useLoad } from '../../lib/useLoad';

/** The signed-in user's attributes (GetUser), with loading state and a reload. */
export function useUserAttributes() {
  const [attributes, setAttributes] = useState<Record<string, string | undefined>>({});
  const { loading, failed, reload } = useLoad(
    useCallback(async () => setAttributes(await fetchUserAttributes()), []),
    'Error al cargar los atributos del usuario:',
  );
  return { attributes, loading, failed, reload };
}
