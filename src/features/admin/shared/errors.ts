/** Failures the hooks report to the screens with more than a message: which files were left behind. */
export class LeftoverFilesError extends Error {
  constructor(
    readonly cause: unknown,
    readonly leftovers: readonly string[],
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'LeftoverFilesError';
  }
}

/** The message of a GraphQL or storage error, for the console and for matching known server answers. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'errors' in error) {
    const errors = (error as { errors?: Array<{ message?: string }> }).errors;
    if (Array.isArray(errors)) return errors.map((e) => e.message).join('; ');
  }
  return String(error);
}
