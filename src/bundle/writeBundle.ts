import { writeFile } from 'node:fs/promises';
import { UserError } from '../common/errors.ts';
import { mebibytes } from '../manifests/readBudget.ts';
import type { Bundle } from './bundle.ts';
import { MAX_BUNDLE_BYTES } from './readBundle.ts';

/** The bundle's text: JSON, which a plan reads without YAML's aliases and tags. */
export function bundleText(bundle: Bundle): string {
  return `${JSON.stringify(bundle)}\n`;
}

/** Writes the bundle to `file`; one the plan would refuse as too large is refused here, where its cause is. */
export async function writeBundle(file: string, bundle: Bundle): Promise<number> {
  const text = bundleText(bundle);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_BUNDLE_BYTES) {
    throw new UserError(
      `the rendered bundle is ${mebibytes(bytes)} MiB, more than the ${mebibytes(MAX_BUNDLE_BYTES)} MiB a plan reads`,
      {
        hint: 'split the targets over several render jobs (a matrix), each writing its own bundle',
      },
    );
  }
  await writeFile(file, text, { mode: 0o644 });
  return bytes;
}
