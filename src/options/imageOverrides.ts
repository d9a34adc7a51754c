import { UserError } from '../common/errors.ts';

/**
 * One line of the `images` input (`--image`), kustomize's `images` in one line: containers whose
 * image, without its tag or digest, is `name` run `image` instead.
 */
export interface ImageOverride {
  /** An image name as the manifests write it, without tag or digest: `ghcr.io/acme/web`, `nginx`. */
  name: string;
  /** The whole image to run: `ghcr.io/acme/web:1a2b3c4`, `nginx@sha256:...`. */
  image: string;
}

/**
 * `NAME=IMAGE`, one per line (blank lines skipped); each bad line is an error naming `input` and
 * the line's number. `name` may not carry a tag or digest: it is matched without them.
 */
export function parseImageOverrides(text: string, input: string, errors: UserError[]): ImageOverride[] {
  const overrides: ImageOverride[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const where = `${input} line ${index + 1} ("${line}")`;
    const equals = line.indexOf('=');
    const name = line.slice(0, equals).trim();
    const image = line.slice(equals + 1).trim();
    if (equals < 0) errors.push(new UserError(`${where} has no "=": write NAME=IMAGE`, { hint: EXAMPLE }));
    else if (name === '' || image === '')
      errors.push(
        new UserError(`${where} needs an image name before "=" and the image to run after it`, { hint: EXAMPLE }),
      );
    else if (imageName(name) !== name)
      errors.push(
        new UserError(`${where}: the name before "=" is matched without tag or digest, so it may not carry one`, {
          hint: EXAMPLE,
        }),
      );
    else if (/\s/.test(image)) errors.push(new UserError(`${where}: an image has no spaces`, { hint: EXAMPLE }));
    else if (overrides.some((o) => o.name === name)) errors.push(new UserError(`${where} sets ${name} a second time`));
    else overrides.push({ name, image });
  });
  return overrides;
}

const EXAMPLE =
  'e.g. ghcr.io/acme/web=ghcr.io/acme/web:1a2b3c4 sets the image of every container that runs ghcr.io/acme/web, whatever its tag';

/** An image reference without its tag and digest: `localhost:5000/web:1.2@sha256:...` is `localhost:5000/web`. */
export function imageName(image: string): string {
  const withoutDigest = image.split('@')[0] ?? '';
  const tagAt = withoutDigest.lastIndexOf(':');
  // A colon before the last slash is a registry's port, not a tag.
  return tagAt > withoutDigest.lastIndexOf('/') ? withoutDigest.slice(0, tagAt) : withoutDigest;
}
