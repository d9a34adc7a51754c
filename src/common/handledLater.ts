/**
 * A promise started now and awaited later, where its failure is met and reported: until then its
 * rejection is not an unhandled one (which would end the process). Returns the same promise. A bare
 * `.catch(() => undefined)` elsewhere means a failure swallowed on purpose, said why beside it.
 */
export function handledLater<P extends Promise<unknown> | undefined>(promise: P): P {
  promise?.catch(() => undefined);
  return promise;
}
