import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { ChartSeries, DashboardChartProps } from './DashboardChart';

const DashboardChart = lazy(() => import('./DashboardChart'));

/**
 * A dashboard chart with the same numbers as a table: the picture is for the eyes (hidden from
 * screen readers), the table is read by screen readers (and hidden from the eyes).
 */
export function ChartFigure({
  title,
  summary,
  labelHeader,
  labels,
  series,
  chart,
  height = 240,
}: {
  title: string;
  summary?: ReactNode;
  /** Header of the table's first column ('Día', 'Video', 'Mes'). */
  labelHeader: string;
  labels: string[];
  series: ChartSeries[];
  chart: Omit<DashboardChartProps, 'labels' | 'series'>;
  height?: number;
}) {
  const id = useId();
  return (
    <figure className="admin-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-chart__title">
        {title}
      </h2>
      {summary && <p className="admin-chart__summary">{summary}</p>}
      <div className="admin-chart__canvas" style={{ height }} aria-hidden="true">
        <Suspense fallback={null}>
          <DashboardChart {...chart} labels={labels} series={series} />
        </Suspense>
      </div>
      {/* A table is never narrower than its content, so the hidden box is a wrapper around it (else it widens the page on phones). */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={`${label}-${row}`}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.data[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
