// Client-side pages of the admin videos list (spec section 2: five videos a page).
export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Client-side pages of a list (1-based); an out-of-range page is clamped, an empty list has one empty page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}

export const VIDEOS_PAGE_SIZE = 5;
