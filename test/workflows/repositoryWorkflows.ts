import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';

export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');

/** A workflow of the repository: a file, or a YAML block of a markdown file, as written. */
export interface RepositoryWorkflow {
  /** Where it is, relative to the repository: `README.md`, `.github/workflows/ci.yml`. */
  file: string;
  /** Whether it is the whole of `file`, not a block of it. */
  wholeFile: boolean;
  /** The line of `file` its first line is on. */
  firstLine: number;
  text: string;
}

/** The directories whose every file is a workflow, and the markdown files whose workflow blocks count. */
const WORKFLOW_DIRECTORIES = ['.github/workflows', 'examples/workflows'];
const MARKDOWN_FILES = ['README.md', ...filesIn('docs').filter((file) => file.endsWith('.md'))];

function filesIn(directory: string): string[] {
  return readdirSync(join(REPOSITORY_ROOT, directory), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(directory, entry.name))
    .sort();
}

/** A YAML block is a workflow when it has the two keys every workflow has, at its top level. */
const isWorkflow = (yaml: string): boolean => /^on:/m.test(yaml) && /^jobs:/m.test(yaml);

/** The ```yaml blocks of a markdown file that are workflows, each with the line its content starts on. */
export function workflowBlocks(file: string): RepositoryWorkflow[] {
  const markdown = readFileSync(join(REPOSITORY_ROOT, file), 'utf8');
  return new MarkdownIt()
    .parse(markdown, {})
    .filter((token) => token.type === 'fence' && /^ya?ml$/.test(token.info.trim()) && isWorkflow(token.content))
    .map((token) => ({ file, wholeFile: false, firstLine: (token.map?.[0] ?? 0) + 2, text: token.content }));
}

/** Every workflow users run or copy: the repository's own, the examples, and those shown in README.md and docs/. */
export function repositoryWorkflows(): RepositoryWorkflow[] {
  const files = WORKFLOW_DIRECTORIES.flatMap(filesIn).map((file) => ({
    file,
    wholeFile: true,
    firstLine: 1,
    text: readFileSync(join(REPOSITORY_ROOT, file), 'utf8'),
  }));
  return [...files, ...MARKDOWN_FILES.flatMap(workflowBlocks)];
}

/** `README.md:28`: where a line of a workflow is in the repository. */
export function lineInRepository(workflow: RepositoryWorkflow, line: number): string {
  return `${workflow.file}:${workflow.firstLine + line - 1}`;
}
