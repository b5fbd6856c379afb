import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { useConfirm } from '../shared/useConfirm';
import { useInboxAdmin, type ContactMessage } from './useInboxAdmin';
import { LoadError } from '../shared/LoadError';

/** /admin/mensajes: the contact messages, newest first; each can be read and deleted. */
export default function InboxAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const { messages, arrived, loading, loadError, reload, remove } = useInboxAdmin();
  const { notice, showError, showSuccess, clear } = useNotice();
  const { confirm, dialog } = useConfirm();
  const [openId, setOpenId] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  async function del(message: ContactMessage) {
    if (!(await confirm(t('inbox.confirmDelete'), { item: message.name }))) return;
    try {
      await remove(message);
      showSuccess(t('inbox.deleted'));
    } catch (error) {
      showError(t('inbox.errorDelete'), error);
    }
  }

  return (
    <AdminScreen title={t('inbox.title')}>
      <NoticeLine notice={notice} onDismiss={clear} />
      <p className="visually-hidden" role="status">
        {arrived ? t('inbox.arrived', { name: arrived.name }) : ''}
      </p>
      {loading ? (
        <Spinner />
      ) : loadError ? (
        <LoadError message={t('inbox.errorLoad')} onReload={() => void reload()} />
      ) : messages.length === 0 ? (
        <p>{t('inbox.empty')}</p>
      ) : (
        <ul className="admin-inbox">
          {messages.map((message) => {
            const open = openId === message.id;
            return (
              <li key={message.id} className="admin-card admin-inbox-item">
                <p className={`admin-inbox-subject admin-inbox-subject--${message.topic === 'BOOK_FOLLOW_UP' ? 'follow-up' : 'contact'}`}>
                  {message.topic === 'BOOK_FOLLOW_UP'
                    ? t('inbox.subjectFollowUp', { book: message.bookName ?? '' })
                    : t('inbox.subjectContact')}
                </p>
                <div className="admin-inbox-head">
                  <strong>{message.name}</strong> &lt;{message.email}&gt;
                  <span className="admin-hint">
                    {' · '}
                    {t('inbox.receivedAt')}: {message.createdAt ? date.format(new Date(message.createdAt)) : ''}
                  </span>
                </div>
                {open ? (
                  <div id={`message-${message.id}`}>
                    {message.phone && (
                      <p>
                        {t('inbox.phone')}: {message.phone}
                      </p>
                    )}
                    <p className="admin-message-body">{message.message}</p>
                  </div>
                ) : (
                  <p className="admin-inbox-preview">{message.message.slice(0, 120)}</p>
                )}
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button"
                    aria-expanded={open}
                    aria-controls={open ? `message-${message.id}` : undefined}
                    onClick={() => setOpenId(open ? null : message.id)}
                  >
                    {open ? t('inbox.close') : t('inbox.open')}
                  </button>
                  <button type="button" className="button admin-danger" onClick={() => void del(message)}>
                    {t('inbox.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </AdminScreen>
  );
}
