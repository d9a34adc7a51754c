import { isAbsolute, relative, resolve, sep } from 'node:path';

export interface BlobLocation {
  /** `https://github.com`, or a GitHub Enterprise server's URL. */
  serverUrl: string;
  /** `owner/name`. */
  repository: string;
  /** The commit the run is for: what the lines are read from. */
  sha: string;
  /** The checked-out repository (GITHUB_WORKSPACE). */
  workspace: string;
  /** The directory the manifests' paths are relative to. */
  cwd: string;
}

/**
 * A function from a manifest's `file:line` to that line of the file on GitHub at the run's commit
 * (`<server>/<owner>/<repo>/blob/<sha>/<path>#L<line>`); undefined for a file outside the
 * repository, which GitHub cannot show. Every part is percent-encoded, so the URL cannot end a
 * markdown link or an HTML attribute early.
 */
export function sourceLinker(location: BlobLocation): (source: string) => string | undefined {
  const [owner = '', repo = ''] = location.repository.split('/');
  const base = `${location.serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/blob/${encodeURIComponent(location.sha)}`;
  return (source) => {
    const match = /^(.*):(\d+)$/s.exec(source);
    if (!match) return undefined;
    const [, file = '', line = ''] = match;
    const path = relative(location.workspace, resolve(location.cwd, file));
    if (path === '' || path.startsWith('..') || isAbsolute(path)) return undefined;
    return `${base}/${path.split(sep).map(encodeURIComponent).join('/')}#L${line}`;
  };
}
