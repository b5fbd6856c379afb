import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './admin.css';

/** The frame of every admin screen: its title and the way back to the admin home. */
export function AdminScreen({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <section className={`page admin-screen${wide ? ' admin-screen--wide' : ''}`}>
      <p className="admin-back">
        <Link to="/admin">← {t('backToAdmin')}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
