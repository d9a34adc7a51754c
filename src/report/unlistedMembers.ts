import type { RunOutcome } from '../outcome/runOutcome.ts';

/**
 * What a preview says of each LIST of members its credential was refused (a preview identity that may
 * not read Secrets, see src/plan/unreadableSecrets.ts): the prunes there were not looked for. Said
 * plainly beside the counts, as `0 to prune` alone would claim there are none.
 */
export function unlistedPhrases(doc: RunOutcome): string[] {
  return (doc.unlisted ?? []).map(({ kind, group, namespace, message }) => {
    const kinds = `${kind}${group === '' ? '' : `.${group}`}`;
    const where = namespace === '' ? '' : ` in namespace ${namespace}`;
    return `${kinds} prunes${where} could not be previewed: this credential may not list ${kinds} objects (Forbidden: ${message}); the deploy lists them with its own credential and prunes those no longer in the manifests`;
  });
}
