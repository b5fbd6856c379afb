/*
 * A chart drawn by Chart.js (the pieces registered here only, so the bundle carries just bar
 * and line charts). This module is loaded lazily by the dashboard, so no other screen pays for it.
 */
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, Filler } from 'chart.js';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend, Filler);

export interface ChartSeries {
  label: string;
  data: number[];
  color: string;
}

export interface DashboardChartProps {
  type: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  /** Bars laid sideways (long labels such as video titles). */
  horizontal?: boolean;
  stacked?: boolean;
}

export default function DashboardChart({ type, labels, series, horizontal = false, stacked = false }: DashboardChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(canvas.current, {
      type,
      data: {
        labels,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.data,
          backgroundColor: type === 'line' ? `${s.color}33` : s.color,
          borderColor: s.color,
          fill: type === 'line',
          tension: 0.25,
          pointRadius: 2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: still ? false : undefined,
        indexAxis: horizontal ? 'y' : 'x',
        plugins: { legend: { display: series.length > 1 } },
        scales: {
          x: { stacked, ticks: { precision: 0, autoSkip: true, maxRotation: 0 } },
          y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [type, labels, series, horizontal, stacked]);
  return <canvas ref={canvas} />;
}
