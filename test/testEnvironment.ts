import { readRunEnvironment, type RunEnvironment } from '../src/common/runEnvironment.ts';

/** The test process's environment as a face reads it, at each call: a test's vi.stubEnv counts. */
export function testEnvironment(): RunEnvironment {
  return readRunEnvironment(process.env);
}
