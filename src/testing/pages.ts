/** The paging options the data client's index queries take. */
export interface PageOptions {
  limit: number;
  nextToken?: string;
}

/** A page of `items` as the data API answers it: `limit` items, and a token while more follow. */
export function pageOf<T>(items: readonly T[], { limit, nextToken }: PageOptions) {
  const start = nextToken ? Number(nextToken) : 0;
  return { data: items.slice(start, start + limit), nextToken: start + limit < items.length ? String(start + limit) : null };
}
