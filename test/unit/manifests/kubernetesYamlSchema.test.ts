import * as yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { KUBERNETES_YAML_SCHEMA } from '../../../src/manifests/kubernetesYamlSchema.ts';

function valueOf(scalar: string): unknown {
  return (yaml.load(`value: ${scalar}\n`, { schema: KUBERNETES_YAML_SCHEMA }) as { value: unknown }).value;
}

// Expected values are what `kubectl label --local -o json` (sigs.k8s.io/yaml on go-yaml v2) prints for the same input.
describe('KUBERNETES_YAML_SCHEMA', () => {
  it('keeps timestamps as the text written, not Date objects', () => {
    expect(valueOf('2024-01-01')).toBe('2024-01-01');
    expect(valueOf('2024-01-01T10:00:00Z')).toBe('2024-01-01T10:00:00Z');
    expect(valueOf('2001-12-14 21:59:43.10')).toBe('2001-12-14 21:59:43.10');
  });

  it('reads a leading-zero number as octal, so defaultMode: 0644 means 420', () => {
    expect(valueOf('0644')).toBe(420);
    expect(valueOf('0o644')).toBe(420);
    expect(valueOf('00')).toBe(0);
  });

  it('reads YAML 1.1 booleans as kubectl does', () => {
    for (const word of ['yes', 'Yes', 'YES', 'on', 'On', 'ON', 'y', 'Y', 'true', 'True'])
      expect(valueOf(word)).toBe(true);
    for (const word of ['no', 'No', 'NO', 'off', 'Off', 'OFF', 'n', 'N', 'false', 'False'])
      expect(valueOf(word)).toBe(false);
    expect(valueOf('yEs')).toBe('yEs');
    expect(valueOf('"yes"')).toBe('yes');
  });

  it('turns boolean-looking keys into "true"/"false" keys, as kubectl does', () => {
    expect(yaml.load('on: push\n', { schema: KUBERNETES_YAML_SCHEMA })).toEqual({ true: 'push' });
  });

  it('reads numbers in the forms go-yaml v2 accepts', () => {
    expect(valueOf('1.0')).toBe(1);
    expect(valueOf('1e3')).toBe(1000);
    expect(valueOf('.5')).toBe(0.5);
    expect(valueOf('-.5')).toBe(-0.5);
    expect(valueOf('1.')).toBe(1);
    expect(valueOf('09')).toBe(9);
    expect(valueOf('08.5')).toBe(8.5);
    expect(valueOf('0x1F')).toBe(31);
    expect(valueOf('+0x10')).toBe(16);
    expect(valueOf('0b101')).toBe(5);
    expect(valueOf('-0b11')).toBe(-3);
    expect(valueOf('1_000')).toBe(1000);
    expect(valueOf('0x_1F')).toBe(31);
  });

  it('keeps strings that only look numeric', () => {
    expect(valueOf('12:30')).toBe('12:30');
    expect(valueOf('1e400')).toBe('1e400');
    expect(valueOf('1.2.3')).toBe('1.2.3');
    expect(valueOf('0x')).toBe('0x');
    expect(valueOf('"0644"')).toBe('0644');
  });

  it('reads null in every YAML 1.1 spelling', () => {
    for (const word of ['~', 'null', 'Null', 'NULL', '']) expect(valueOf(word)).toBeNull();
    expect(valueOf('nUll')).toBe('nUll');
  });

  it('resolves .inf and .nan to non-finite numbers, for validation to refuse', () => {
    expect(valueOf('.inf')).toBe(Infinity);
    expect(valueOf('-.Inf')).toBe(-Infinity);
    expect(valueOf('.NaN')).toBeNaN();
  });

  it('honours explicit tags', () => {
    expect(valueOf('!!str 0644')).toBe('0644');
    expect(valueOf('!!float 1')).toBe(1);
  });

  it('supports merge keys', () => {
    const source = 'base: &base {a: 1, b: 2}\nderived:\n  <<: *base\n  b: 3\n';
    expect(yaml.load(source, { schema: KUBERNETES_YAML_SCHEMA })).toEqual({
      base: { a: 1, b: 2 },
      derived: { a: 1, b: 3 },
    });
  });
});
