import * as yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { UserError, UserErrors } from '../../../src/common/errors.ts';
import { imageName, parseImageOverrides } from '../../../src/options/imageOverrides.ts';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';
import { setImages } from '../../../src/manifests/setImages.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { runInputs } from '../cli/runInputs.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const manifest = (text: string) => ({ object: yaml.load(text) as KubeObject, source: { file: 'app.yaml', line: 1 } });
const deployment = manifest(`
apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  template:
    spec:
      initContainers: [{ name: migrate, image: "ghcr.io/acme/web:old" }]
      containers:
        - { name: web, image: "ghcr.io/acme/web@sha256:0123" }
        - { name: proxy, image: "ghcr.io/acme/web-proxy:1" }
        - { name: cache, image: "localhost:5000/redis" }
`);
const cronJob = manifest(`
apiVersion: batch/v1
kind: CronJob
metadata: { name: report }
spec: { jobTemplate: { spec: { template: { spec: { containers: [{ name: report, image: "ghcr.io/acme/web:old" }] } } } } }
`);
const notAWorkload = manifest(`
apiVersion: example.com/v1
kind: Deployment
metadata: { name: lookalike }
spec: { template: { spec: { containers: [{ name: web, image: "ghcr.io/acme/web:old" }] } } }
`);

describe('setImages', () => {
  it("sets every container and init container whose image, without tag or digest, is the name, as kustomize's images does", () => {
    const objects = [structuredClone(deployment), structuredClone(cronJob), structuredClone(notAWorkload)];
    const counts = setImages(objects, [
      { name: 'ghcr.io/acme/web', image: 'ghcr.io/acme/web:new' },
      { name: 'localhost:5000/redis', image: 'redis:7' },
      { name: 'nginx', image: 'nginx:1.27' },
    ]);
    const images = (object: KubeObject) => JSON.stringify(object).match(/"image":"[^"]*"/g);
    expect(images(objects[0]!.object)).toEqual([
      '"image":"ghcr.io/acme/web:new"',
      '"image":"ghcr.io/acme/web:new"',
      '"image":"ghcr.io/acme/web-proxy:1"',
      '"image":"redis:7"',
    ]);
    expect(images(objects[1]!.object)).toEqual(['"image":"ghcr.io/acme/web:new"']);
    expect(images(objects[2]!.object)).toEqual(['"image":"ghcr.io/acme/web:old"']);
    expect([...counts]).toEqual([
      ['ghcr.io/acme/web', 3],
      ['localhost:5000/redis', 1],
      ['nginx', 0],
    ]);
  });

  it('reads an image name without its tag or digest, and not a port for a tag', () => {
    expect(
      ['web', 'web:1', 'web@sha256:ab', 'localhost:5000/web:1.2@sha256:ab', 'localhost:5000/web'].map(imageName),
    ).toEqual(['web', 'web', 'web', 'localhost:5000/web', 'localhost:5000/web']);
  });
});

describe('the images input', () => {
  it('takes NAME=IMAGE lines, skipping blank ones, and --image repeated', () => {
    expect(
      parseOptions(
        { manifests: 'a.yaml', applyset: 'x', images: 'web=ghcr.io/acme/web:1\n\n  nginx = nginx:1.27  ' },
        '/',
        testEnvironment(),
      ).images,
    ).toEqual([
      { name: 'web', image: 'ghcr.io/acme/web:1' },
      { name: 'nginx', image: 'nginx:1.27' },
    ]);
    expect(
      parseOptions(
        runInputs(['apply', '--applyset', 'x', '-f', 'a.yaml', '--image', 'web=web:2', '--image=db=postgres:17']),
        '/',
        testEnvironment(),
      ).images,
    ).toEqual([
      { name: 'web', image: 'web:2' },
      { name: 'db', image: 'postgres:17' },
    ]);
  });

  it('refuses each bad line with the input and its number', () => {
    const errors: UserError[] = [];
    parseImageOverrides('web\nweb=\n=web:1\nweb:1=web:2\nok=a b\nok=ok:1\nok=ok:2', 'images', errors);
    expect(errors.map((error) => error.message)).toEqual([
      'images line 1 ("web") has no "=": write NAME=IMAGE',
      'images line 2 ("web=") needs an image name before "=" and the image to run after it',
      'images line 3 ("=web:1") needs an image name before "=" and the image to run after it',
      'images line 4 ("web:1=web:2"): the name before "=" is matched without tag or digest, so it may not carry one',
      'images line 5 ("ok=a b"): an image has no spaces',
      'images line 7 ("ok=ok:2") sets ok a second time',
    ]);
    expect(() => parseOptions({ manifests: 'a.yaml', applyset: 'x', images: 'web' }, '/', testEnvironment())).toThrow(
      UserErrors,
    );
  });
});
