// Lint: the rules that catch bugs the type checker lets through. `no-floating-promises` makes a
// promise that is not awaited say so (`void`, or `handledLater`), so a bare catch means "swallowed".
import tseslint from 'typescript-eslint';

const ENV_AT_THE_FACES =
  'process.env is read by the faces only (src/action/runnerContext.ts, src/cli.ts): take the RunEnvironment the options carry';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test/fixtures/**', 'examples/**', 'test/charts/**'] },
  {
    files: ['**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The environment is read at the faces, once (the action's runner context, the CLI's entry), and handed
    // down as a RunEnvironment (src/common/runEnvironment.ts): what a step uses is then a parameter it is given.
    files: ['src/**/*.ts'],
    ignores: ['src/action/runnerContext.ts', 'src/cli.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: ENV_AT_THE_FACES }],
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:process', 'process'].map((name) => ({ name, importNames: ['env'], message: ENV_AT_THE_FACES })),
        },
      ],
    },
  },
);
