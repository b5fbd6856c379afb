/**
 * Answers of the Amplify data client. Its model and operation calls report GraphQL errors in
 * the result instead of throwing; the screens want a throw (they show their error state and
 * log the cause), so every call goes through one of these.
 */

/** One GraphQL error as AppSync (and the local cloud) report it. */
export interface GraphQLErrorLike {
  message?: string;
  errorType?: string;
}

/** A call's answer: its data and, when it failed, its errors. */
export interface DataResult<T> {
  data: T;
  errors?: readonly GraphQLErrorLike[];
}

/** The errors of a failed answer, kept for whoever compares their codes; the message joins theirs. */
export class DataError extends Error {
  constructor(readonly errors: readonly GraphQLErrorLike[]) {
    super(errors.map((e) => e.message).join('; '));
    this.name = 'DataError';
  }
}

/** The answer itself when it carries no errors; its errors thrown otherwise. */
export function throwOnErrors<R extends { errors?: readonly GraphQLErrorLike[] }>(result: R): R {
  if (result.errors?.length) throw new DataError(result.errors);
  return result;
}

/** The data of an answer that must hold some: errors and empty answers throw. */
export function unwrap<T>(result: DataResult<T>): NonNullable<T> {
  throwOnErrors(result);
  if (result.data === null || result.data === undefined) throw new Error('Empty response');
  return result.data as NonNullable<T>;
}

/** The GraphQL errors a call threw or answered (aws-amplify throws some, e.g. for network failures, with the same shape). */
export function graphQLErrorsOf(error: unknown): readonly GraphQLErrorLike[] {
  if (error && typeof error === 'object' && Array.isArray((error as { errors?: unknown }).errors)) {
    return (error as { errors: GraphQLErrorLike[] }).errors;
  }
  return [];
}

/** One page of an Amplify data list call. */
export interface ListPage<T> {
  data: T[];
  errors?: readonly GraphQLErrorLike[];
  nextToken?: string | null;
}

/**
 * Follows nextToken until the list ends, so a screen sees every record and not
 * just the service's first page. GraphQL errors are thrown.
 */
export async function listAllPages<T>(fetchPage: (nextToken?: string) => Promise<ListPage<T>>): Promise<T[]> {
  const all: T[] = [];
  let token: string | undefined;
  do {
    const page = throwOnErrors(await fetchPage(token));
    all.push(...page.data.filter((item): item is T => item != null));
    token = page.nextToken ?? undefined;
  } while (token);
  return all;
}
