/**
 * Errors of AppSync (and the local cloud) as aws-amplify surfaces them: a thrown
 * object or a result with `errors: [{ message, errorType }]`.
 */
type GraphqlError = { message?: string; errorType?: string };

function errorsOf(error: unknown): GraphqlError[] {
  if (error && typeof error === 'object' && Array.isArray((error as { errors?: unknown }).errors)) {
    return (error as { errors: GraphqlError[] }).errors;
  }
  if (error instanceof Error) return [{ message: error.message, errorType: error.name }];
  return [];
}

/** A conditional write lost the race (DynamoDB's ConditionalCheckFailedException through AppSync). */
export function isConditionalCheckFailure(error: unknown): boolean {
  return errorsOf(error).some((item) =>
    /ConditionalCheckFailed/.test(`${item.errorType ?? ''} ${item.message ?? ''}`),
  );
}

/** Throws when a data client result carries errors, keeping their messages. */
export function assertNoErrors<T extends { errors?: GraphqlError[] }>(result: T, what: string): T {
  if (result.errors?.length) {
    const error = new Error(`${what} failed: ${result.errors.map((item) => item.message).join('; ')}`);
    (error as Error & { errors: GraphqlError[] }).errors = result.errors;
    throw error;
  }
  return result;
}
