import { useCallback, useEffect, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { adminClient, listAll, unwrap } from '../shared/dataClient';

export type ContactMessage = Schema['ContactMessage']['type'];

/** Newest first by the time the message was stored. */
export function newestFirst(messages: readonly ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/** Data access of /admin/mensajes: the contact form's messages (ADMINS read and delete). */
export function useInboxAdmin() {
  const [messages, setMessages] = useState<ContactMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const all = await listAll((nextToken) => adminClient().models.ContactMessage.list({ nextToken }));
      setMessages(newestFirst(all));
      setLoadError(null);
    } catch (error) {
      console.error('Error al cargar los mensajes:', error);
      setLoadError(error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = useCallback(async (message: ContactMessage) => {
    unwrap(await adminClient().models.ContactMessage.delete({ id: message.id }));
    setMessages((list) => list.filter((m) => m.id !== message.id));
  }, []);

  return { messages, loading, loadError, reload: load, remove };
}
