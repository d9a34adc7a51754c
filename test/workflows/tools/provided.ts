// What globalSetup.ts provides to the workflow tests, read with vitest's `inject('workflowTools')`.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Paths of the workflow tools that test/workflows/tools/build-tools.sh built into the cache. */
    workflowTools: { act: string; actionlint: string; zizmor: string };
  }
}
