import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * actions/upload-artifact and actions/download-artifact (v4's inputs and layout) as local actions
 * over an artifact store of one directory per workflow run (GITHUB_RUN_ID): GitHub's artifact service
 * is not reachable from the tests. What the workflows here rely on is kept: an upload of a file or of
 * a directory's contents under a name, refused when the run already has an artifact of that name;
 * a download, from the job's own run or from the run `run-id` names (a workflow_run's render run), of
 * one artifact (`name`) into `path`, or of those matching `pattern` each into `path/<name>/`, or all
 * into `path` with `merge-multiple`.
 */

const UPLOAD = (store: string) => `
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
const input = (name) => (process.env['INPUT_' + name.toUpperCase()] ?? '').trim();
const name = input('name') || 'artifact';
if (/[\\\\/":<>|*?\\r\\n]/.test(name)) { console.log('::error::The artifact name is not valid: ' + name); process.exit(1); }
const paths = input('path').split('\\n').map((p) => p.trim()).filter(Boolean);
if (paths.length !== 1 || /[*?[]/.test(paths[0])) { console.log('::error::this stand-in uploads one file or directory, without globs'); process.exit(1); }
const source = resolve(process.env.GITHUB_WORKSPACE ?? '.', paths[0]);
const target = join(${JSON.stringify(store)}, process.env.GITHUB_RUN_ID ?? '', name);
if (existsSync(target)) { console.log('::error::Failed to CreateArtifact: an artifact with this name already exists on the workflow run: ' + name); process.exit(1); }
if (!existsSync(source)) {
  const missing = 'No files were found with the provided path: ' + paths[0] + '. No artifacts will be uploaded.';
  if (input('if-no-files-found') === 'error') { console.log('::error::' + missing); process.exit(1); }
  if (input('if-no-files-found') !== 'ignore') console.log('::warning::' + missing);
  process.exit(0);
}
mkdirSync(target, { recursive: true });
if (statSync(source).isDirectory()) cpSync(source, target, { recursive: true });
else cpSync(source, join(target, basename(source)));
console.log('Artifact ' + name + ' uploaded');
`;

const DOWNLOAD = (store: string) => `
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
const input = (name) => (process.env['INPUT_' + name.toUpperCase()] ?? '').trim();
const store = join(${JSON.stringify(store)}, input('run-id') || (process.env.GITHUB_RUN_ID ?? ''));
const path = resolve(process.env.GITHUB_WORKSPACE ?? '.', input('path') || '.');
const all = existsSync(store) ? readdirSync(store) : [];
const name = input('name');
if (name) {
  if (!all.includes(name)) { console.log('::error::Artifact not found for name: ' + name + ' in run ' + basename(store)); process.exit(1); }
  mkdirSync(path, { recursive: true });
  cpSync(join(store, name), path, { recursive: true });
  process.exit(0);
}
const pattern = input('pattern');
const matches = (artifact) => !pattern || new RegExp('^' + pattern.replace(/[.+^$()|[\\]{}\\\\]/g, '\\\\$&').replace(/\\*/g, '.*').replace(/\\?/g, '.') + '$').test(artifact);
const chosen = all.filter(matches);
const merge = input('merge-multiple') === 'true';
mkdirSync(path, { recursive: true });
for (const artifact of chosen) cpSync(join(store, artifact), merge ? path : join(path, artifact), { recursive: true });
console.log('Downloaded ' + chosen.length + ' artifacts');
`;

const ACTION_YML = (name: string, inputs: Record<string, string>) =>
  `name: ${name} (stand-in)\ndescription: over a local artifact store\ninputs:\n${Object.entries(inputs)
    .map(([input, value]) => `  ${input}:\n    description: as ${name}@v4\n    default: '${value}'\n`)
    .join('')}runs:\n  using: node24\n  main: index.mjs\n`;

/** The two stand-ins over `dir/store`, by the action each stands in for. */
export async function writeArtifactStandIns(dir: string): Promise<Map<string, string>> {
  const store = join(dir, 'artifact-store');
  await mkdir(store, { recursive: true });
  const standIns = new Map<string, string>();
  const actions = [
    [
      'actions/upload-artifact',
      UPLOAD(store),
      {
        name: 'artifact',
        path: '',
        'if-no-files-found': 'warn',
        'retention-days': '0',
        'include-hidden-files': 'false',
      },
    ],
    [
      'actions/download-artifact',
      DOWNLOAD(store),
      { name: '', pattern: '', path: '', 'merge-multiple': 'false', 'github-token': '', repository: '', 'run-id': '' },
    ],
  ] as const;
  for (const [action, script, inputs] of actions) {
    const standIn = join(dir, action.replace('/', '-'));
    await mkdir(standIn, { recursive: true });
    await writeFile(join(standIn, 'action.yml'), ACTION_YML(action, inputs));
    await writeFile(join(standIn, 'index.mjs'), script);
    standIns.set(action, standIn);
  }
  return standIns;
}
