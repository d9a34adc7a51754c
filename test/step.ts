/**
 * One named step of a test that tells a story (apply, then refuse, then destroy...): vitest has no
 * test.step, so a failure inside `fn` is thrown again with the step's name before its message, and the
 * report says which step broke. The steps of one test share its world; each test builds its own.
 */
export async function step<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Error) {
      error.message = `step "${name}": ${error.message}`;
      throw error;
    }
    throw new Error(`step "${name}": ${String(error)}`, { cause: error });
  }
}
