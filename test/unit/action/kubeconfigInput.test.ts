import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acceptKubeconfigInput, credentialValues } from '../../../src/action/kubeconfigInput.ts';
import { UserError } from '../../../src/common/errors.ts';

const TOKEN = 'kube-token-4d7f1c0a9b8e';
const PRIVATE_KEY = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const KEY_DATA = Buffer.from(PRIVATE_KEY).toString('base64');

const YAML_KUBECONFIG = `apiVersion: v1
kind: Config
clusters:
  - name: prod
    cluster:
      server: https://10.0.0.1:6443
      certificate-authority-data: Q0EtZGF0YQ==
users:
  - name: deployer
    user:
      token: ${TOKEN}
  - name: with-cert
    user:
      client-certificate-data: Y2VydC1kYXRh
      client-key-data: ${KEY_DATA}
  - name: basic
    user:
      username: admin
      password: "0644"
  - name: oidc
    user:
      auth-provider:
        name: oidc
        config:
          client-secret: oidc-client-secret-value
          id-token: oidc-id-token-value
          refresh-token: oidc-refresh-token-value
  - name: exec
    user:
      exec:
        apiVersion: client.authentication.k8s.io/v1
        command: get-token
        env:
          - name: CLOUD_SECRET
            value: exec-env-secret-value
contexts:
  - name: prod
    context: { cluster: prod, user: deployer }
current-context: prod
`;

function accept(input: string) {
  const masked: string[] = [];
  const result = acceptKubeconfigInput(input, (secret) => masked.push(secret));
  return { result, masked };
}

describe('acceptKubeconfigInput', () => {
  it('takes YAML as given and masks it whole and every credential in it', () => {
    const { result, masked } = accept(`${YAML_KUBECONFIG}\n`);

    expect(result).toEqual({ content: YAML_KUBECONFIG.trim() });
    expect(masked).toContain(`${YAML_KUBECONFIG}\n`);
    for (const secret of [
      TOKEN,
      KEY_DATA,
      'Y2VydC1kYXRh',
      '0644',
      'oidc-client-secret-value',
      'oidc-id-token-value',
      'oidc-refresh-token-value',
      'exec-env-secret-value',
    ]) {
      expect(masked).toContain(secret);
    }
    // The decoded private key too, line by line (its PEM armour lines are no secret).
    const keyLines = PRIVATE_KEY.split('\n').filter((line) => line.length >= 16 && !line.startsWith('-----'));
    expect(keyLines.length).toBeGreaterThan(0);
    for (const line of keyLines) expect(masked).toContain(line);
    // What is no secret is not masked: masking it would blank it out of every log line.
    for (const text of [
      'admin',
      'https://10.0.0.1:6443',
      'Q0EtZGF0YQ==',
      'prod',
      'get-token',
      '-----BEGIN PRIVATE KEY-----',
    ])
      expect(masked).not.toContain(text);
  });

  it('decodes base64, also wrapped over lines, and masks the input, its lines and the decoded content', () => {
    const encoded = Buffer.from(YAML_KUBECONFIG).toString('base64');
    const wrapped = encoded.replace(/(.{76})/g, '$1\n');
    const { result, masked } = accept(wrapped);

    expect(result).toEqual({ content: YAML_KUBECONFIG });
    expect(masked).toContain(wrapped);
    for (const line of wrapped.split('\n').filter(Boolean)) expect(masked).toContain(line);
    expect(masked).toContain(YAML_KUBECONFIG);
    expect(masked).toContain(TOKEN);
  });

  it('takes a JSON kubeconfig, as some tools write it', () => {
    const json = JSON.stringify({ clusters: [], users: [{ name: 'u', user: { token: TOKEN } }], contexts: [] });
    const { result, masked } = accept(json);
    expect(result).toEqual({ content: json });
    expect(masked).toContain(TOKEN);
  });

  it('is undefined for an empty input, which means: use KUBECONFIG', () => {
    expect(accept('  \n')).toEqual({ result: undefined, masked: [] });
  });

  it.each([
    ['YAML that is not a kubeconfig', 'apiVersion: v1\nkind: ConfigMap\n', 'not a kubeconfig'],
    ['YAML that does not parse', 'clusters: [unclosed\n  token: secret-in-broken-yaml', 'not a kubeconfig'],
    ['base64 of something else', Buffer.from('just text').toString('base64'), 'not a base64-encoded kubeconfig'],
    ['a path to a file', '/home/runner/.kube/config', 'a file path, not a kubeconfig'],
    ['a relative path', './kubeconfig', 'a file path, not a kubeconfig'],
  ])('refuses %s, still masked, without quoting it', (_, input, what) => {
    const { result, masked } = accept(input);
    expect(masked).toContain(input);
    const error = result && 'error' in result ? result.error : undefined;
    expect(error).toBeInstanceOf(UserError);
    expect(error?.message).toBe(`the kubeconfig input is ${what}`);
    expect(error?.describe()).toContain('KUBECONFIG');
    expect(error?.describe()).not.toContain(input.slice(0, 12));
  });
});

describe('acceptKubeconfigInput on a pull request', () => {
  const withCommand = (command: string) => YAML_KUBECONFIG.replace('command: get-token', `command: ${command}`);
  const onPullRequest = (input: string) => acceptKubeconfigInput(input, () => {}, { pullRequest: true });

  it.each(['./bin/get-token', 'bin/get-token', '../tools/get-token'])(
    'refuses an exec plugin at the relative path %s, which the checkout would provide',
    (command) => {
      const result = onPullRequest(withCommand(command));
      const error = result && 'error' in result ? result.error : undefined;
      expect(error?.describe()).toBe(
        `the kubeconfig input's user "exec" runs its exec credential plugin from the relative path ${command}, which on a pull request is found in the pull request's checkout. ` +
          "Give the plugin's absolute path (e.g. /usr/local/bin/get-token), or its name alone to find it on PATH; a pull request could otherwise replace the program that receives the cluster's credentials",
      );
      expect(error?.describe()).not.toContain('exec-env-secret-value');
    },
  );

  it.each(['get-token', '/usr/local/bin/get-token'])(
    'takes an exec plugin named %s: found on PATH or at a path of the runner',
    (command) => {
      expect(onPullRequest(withCommand(command))).toEqual({ content: withCommand(command).trim() });
    },
  );

  it('takes a relative path on other events, whose checkout is trusted', () => {
    expect(accept(withCommand('./bin/get-token')).result).toEqual({ content: withCommand('./bin/get-token').trim() });
  });
});

describe('credentialValues', () => {
  it('finds the values of credential keys at any depth, not paths to credential files', () => {
    const config = {
      users: [
        {
          user: {
            token: 'a',
            'token-file': '/var/run/token',
            'client-key': '/tmp/key.pem',
            nested: { 'access-token': 'b' },
          },
        },
      ],
    };
    expect(credentialValues(config)).toEqual(['a', 'b']);
  });

  it("finds exec plugins' arguments and the user information of server and proxy URLs", () => {
    const config = {
      clusters: [
        {
          cluster: {
            server: 'https://deployer:p%40ss-w0rd@k8s.example.com:6443',
            'proxy-url': 'http://proxy.example.com:3128',
          },
        },
      ],
      users: [
        { user: { exec: { command: 'get-token', args: ['-o', 'json', '--token=abcdef123456', 'positional-secret'] } } },
      ],
    };
    expect(credentialValues(config).sort()).toEqual(
      [
        '--token=abcdef123456',
        'abcdef123456',
        'deployer',
        'deployer:p%40ss-w0rd',
        'p%40ss-w0rd',
        'p@ss-w0rd',
        'positional-secret',
      ].sort(),
    );
  });
});
