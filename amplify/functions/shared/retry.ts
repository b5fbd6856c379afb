/**
 * Optimistic concurrency: run `attempt` until it succeeds or fails for another reason
 * than a lost race, waiting a random (full-jitter) exponential delay between tries.
 */
export type RetryOptions = { attempts?: number; baseDelayMs?: number; maxDelayMs?: number };

export class TooMuchContentionError extends Error {
  constructor(attempts: number) {
    super(`CONFLICT: the value changed concurrently ${attempts} times in a row; try again`);
  }
}

export async function retryOnConflict<T>(
  attempt: () => Promise<T>,
  isConflict: (error: unknown) => boolean,
  { attempts = 10, baseDelayMs = 15, maxDelayMs = 1000 }: RetryOptions = {},
): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConflict(error)) throw error;
      if (tried >= attempts) throw new TooMuchContentionError(tried);
      const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** tried);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}
