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
