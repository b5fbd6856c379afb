import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import Spinner from '../../../components/Spinner';
import { LoadError } from '../shared/LoadError';
import { ChartFigure } from './ChartFigure';
import { useDashboard } from './useDashboard';

const PRIMARY = '#6b2d5c';
const ACCENT = '#c28b2c';

/** The admin home's view of the site: visits, most viewed videos, purchases, latest messages. */
export function Dashboard() {
  const { t, i18n } = useTranslation('admin');
  const { data, loading, loadError, reload } = useDashboard();
  const language = i18n.language;

  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
      when: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      number: new Intl.NumberFormat(language),
    }),
    [language],
  );

  const charts = useMemo(() => {
    if (!data) return null;
    return {
      visits: {
        labels: data.visits.map((d) => formats.day.format(new Date(`${d.day}T12:00:00Z`))),
        series: [{ label: t('dashboard.visits'), data: data.visits.map((d) => d.visits), color: PRIMARY }],
      },
      videos: {
        labels: data.videos.map((v) => v.title),
        series: [{ label: t('dashboard.views'), data: data.videos.map((v) => v.views), color: PRIMARY }],
      },
      purchases: {
        labels: data.purchases.map((m) => formats.month.format(new Date(`${m.month}-15T12:00:00Z`))),
        series: [
          { label: t('dashboard.images'), data: data.purchases.map((m) => m.images), color: PRIMARY },
          { label: t('dashboard.videos'), data: data.purchases.map((m) => m.videos), color: ACCENT },
        ],
      },
    };
  }, [data, formats, t]);

  if (loading && !data) return <Spinner label={t('dashboard.loading')} />;
  if (loadError) return <LoadError message={t('dashboard.errorLoad')} onReload={() => void reload()} />;
  if (!data || !charts) return null;

  const today = data.visits.at(-1)?.visits ?? 0;
  const month = data.visits.reduce((sum, d) => sum + d.visits, 0);
  const purchasesThisMonth = (data.purchases.at(-1)?.images ?? 0) + (data.purchases.at(-1)?.videos ?? 0);

  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <h2 id="admin-dashboard-title" className="visually-hidden">
        {t('dashboard.title')}
      </h2>
      <dl className="admin-stats">
        <div>
          <dt>{t('dashboard.today')}</dt>
          <dd data-testid="visits-today">{formats.number.format(today)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.last30')}</dt>
          <dd data-testid="visits-30">{formats.number.format(month)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.total')}</dt>
          <dd data-testid="visits-total">{data.totalVisits === null ? '—' : formats.number.format(data.totalVisits)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.purchasesThisMonth')}</dt>
          <dd data-testid="purchases-month">{formats.number.format(purchasesThisMonth)}</dd>
        </div>
      </dl>

      <div className="admin-dashboard__grid">
        <div className="admin-dashboard__wide">
          <ChartFigure
            title={t('dashboard.visitsTitle')}
            labelHeader={t('dashboard.day')}
            labels={charts.visits.labels}
            series={charts.visits.series}
            chart={{ type: 'line' }}
          />
        </div>
        <ChartFigure
          title={t('dashboard.videosTitle')}
          labelHeader={t('dashboard.video')}
          labels={charts.videos.labels}
          series={charts.videos.series}
          chart={{ type: 'bar', horizontal: true }}
          height={Math.max(160, data.videos.length * 44)}
        />
        <ChartFigure
          title={t('dashboard.purchasesTitle')}
          labelHeader={t('dashboard.month')}
          labels={charts.purchases.labels}
          series={charts.purchases.series}
          chart={{ type: 'bar', stacked: true }}
        />
        <section className="admin-chart" aria-labelledby="admin-dashboard-messages">
          <h2 id="admin-dashboard-messages" className="admin-chart__title">
            {t('dashboard.messagesTitle')}
          </h2>
          {data.messages.length === 0 ? (
            <p>{t('dashboard.noMessages')}</p>
          ) : (
            <ul className="admin-latest">
              {data.messages.map((m) => (
                <li key={m.id}>
                  <strong>{m.name}</strong>{' '}
                  <span className="admin-hint">{m.createdAt ? formats.when.format(new Date(m.createdAt)) : ''}</span>
                  <p className="admin-inbox-preview">{m.message}</p>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/admin/mensajes">{t('dashboard.allMessages')}</Link>
          </p>
        </section>
      </div>
    </section>
  );
}
