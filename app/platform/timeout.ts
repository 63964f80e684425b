/** The error `withTimeout` rejects with; its name is "TimeoutError", like the one `AbortSignal.timeout` raises. */
export class TimeoutError extends Error {
  override name = "TimeoutError";
}

/** Settles as `promise` does, or rejects with a TimeoutError ("timed out after <ms> ms") once `ms` have passed; the timer is always cleared. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
