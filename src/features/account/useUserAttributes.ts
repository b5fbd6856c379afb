import { useCallback, useEffect, useState } from 'react';
import { fetchUserAttributes } from 'aws-amplify/auth';

/** The signed-in user's attributes (GetUser), with loading state and a reload. */
export function useUserAttributes() {
  const [attributes, setAttributes] = useState<Record<string, string | undefined>>({});
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setAttributes(await fetchUserAttributes());
      setFailed(false);
    } catch (error) {
      console.error('Error al cargar los atributos del usuario:', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { attributes, loading, failed, reload };
}
