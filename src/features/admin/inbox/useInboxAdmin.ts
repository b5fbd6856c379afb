import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { getDataClient } from '../../../lib/data-client';
import { listAllPages, unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';

export type ContactMessage = Schema['ContactMessage']['type'];

/** Newest first by the time the message was stored. */
export function newestFirst(messages: readonly ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/**
 * Data access of /admin/mensajes: the contact form's messages (ADMINS read and delete), kept
 * live while the screen is open: messages sent meanwhile appear at the top (`arrived` names the
 * latest, for the screen to announce) and messages deleted elsewhere disappear.
 */
export function useInboxAdmin() {
  const [messages, setMessages] = useState<ContactMessage[]>([]);
  const [arrived, setArrived] = useState<ContactMessage | null>(null);
  // What the subscriptions saw, so that a list still loading does not undo it.
  const live = useRef({ created: new Map<string, ContactMessage>(), deleted: new Set<string>() });

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.ContactMessage.list({ nextToken }));
      const { created, deleted } = live.current;
      const listed = new Set(all.map((m) => m.id));
      setMessages(newestFirst([...all, ...[...created.values()].filter((m) => !listed.has(m.id))].filter((m) => !deleted.has(m.id))));
    }, []),
    'Error al cargar los mensajes:',
  );

  useEffect(() => {
    const model = getDataClient('userPool').models.ContactMessage;
    // Without live updates the inbox still works from its list; the cause goes to the console.
    const lost = (error: unknown) => console.error('Mensajes: sin actualización en vivo:', error);
    const subscriptions = [
      model.onCreate().subscribe({
        next: (message) => {
          live.current.created.set(message.id, message);
          setMessages((list) => (list.some((m) => m.id === message.id) ? list : newestFirst([message, ...list])));
          setArrived(message);
        },
        error: lost,
      }),
      model.onDelete().subscribe({
        next: (message) => {
          live.current.deleted.add(message.id);
          setMessages((list) => list.filter((m) => m.id !== message.id));
        },
        error: lost,
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);

  const remove = useCallback(async (message: ContactMessage) => {
    unwrap(await getDataClient('userPool').models.ContactMessage.delete({ id: message.id }));
    live.current.deleted.add(message.id);
    setMessages((list) => list.filter((m) => m.id !== message.id));
  }, []);

  return { messages, arrived, loading, loadError, reload, remove };
}
