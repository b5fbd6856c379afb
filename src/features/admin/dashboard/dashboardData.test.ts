import { lastMonths, latestMessages, monthOf, purchasesPerMonth, topVideos, visitsPerDay } from './dashboardData';

const now = new Date('2025-03-15T18:00:00Z'); // 12:00 in Mexico City

describe('dashboard numbers', () => {
  it('gives every one of the last 30 days its visits, 0 when nobody came', () => {
    const days = visitsPerDay(
      [
        { dia: '2025-03-15', visitas: 7 },
        { dia: '2025-02-14', visitas: 3 },
        { dia: '2025-02-13', visitas: 99 }, // 31 days ago: out of the chart
      ],
      now,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2025-02-14', visits: 3 });
    expect(days.at(-1)).toEqual({ day: '2025-03-15', visits: 7 });
    expect(days.reduce((sum, d) => sum + d.visits, 0)).toBe(10);
  });

  it('counts purchases per month in the site time zone, over the last 12 months', () => {
    expect(lastMonths(now)).toEqual([
      '2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09',
      '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03',
    ]);
    // 1 March 03:00 UTC is still 28 February in Mexico City.
    expect(monthOf('2025-03-01T03:00:00Z')).toBe('2025-02');
    const rows = purchasesPerMonth(
      [{ createdAt: '2025-03-01T03:00:00Z' }, { createdAt: '2025-03-10T12:00:00Z' }, { createdAt: '2023-01-01T12:00:00Z' }],
      [{ createdAt: '2025-03-11T12:00:00Z' }, { createdAt: null }],
      now,
    );
    expect(rows.at(-1)).toEqual({ month: '2025-03', images: 1, videos: 1 });
    expect(rows.at(-2)).toEqual({ month: '2025-02', images: 1, videos: 0 });
    expect(rows.reduce((sum, r) => sum + r.images + r.videos, 0)).toBe(3);
  });

  it('orders videos by views and messages by date', () => {
    const videos = [
      { title: 'B', views: 5 },
      { title: 'A', views: 5 },
      { title: 'C', views: null },
      { title: 'D', views: 90 },
    ];
    expect(topVideos(videos, 3).map((v) => v.title)).toEqual(['D', 'A', 'B']);
    const messages = [{ createdAt: '2025-01-02' }, { createdAt: '2025-03-01' }, { createdAt: null }];
    expect(latestMessages(messages, 2)).toEqual([{ createdAt: '2025-03-01' }, { createdAt: '2025-01-02' }]);
  });
});
