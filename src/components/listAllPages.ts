/** One page of an Amplify data list call. */
export interface ListPage<T> {
  data: T[];
  errors?: readonly { message: string }[];
  nextToken?: string | null;
}

/**
 * Follows nextToken until the list ends, so a screen sees every record and not
 * just the service's first page. GraphQL errors are thrown (the screens show
 * their error state and log the cause).
 */
export async function listAllPages<T>(fetchPage: (nextToken?: string) => Promise<ListPage<T>>): Promise<T[]> {
  const all: T[] = [];
  let token: string | undefined;
  do {
    const page = await fetchPage(token);
    if (page.errors?.length) throw new Error(page.errors.map((e) => e.message).join('; '));
    all.push(...page.data.filter((item): item is T => item != null));
    token = page.nextToken ?? undefined;
  } while (token);
  return all;
}
