import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { listAllPages } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';

export type ContactMessage = Schema['ContactMessage']['type'];

/** Newest first by the time the message was stored. */
export function newestFirst(messages: readonly ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/** Data access of /admin/mensajes: the contact form's messages (ADMINS read and delete). */
export function useInboxAdmin() {
  const [messages, setMessages] = useState<ContactMessage[]>([]);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.ContactMessage.list({ nextToken }));
      setMessages(newestFirst(all));
    }, []),
    'Error al cargar los mensajes:',
  );

  const remove = useCallback(async (message: ContactMessage) => {
    unwrap(await getDataClient('userPool').models.ContactMessage.delete({ id: message.id }));
    setMessages((list) => list.filter((m) => m.id !== message.id));
  }, []);

  return { messages, loading, loadError, reload, remove };
}
