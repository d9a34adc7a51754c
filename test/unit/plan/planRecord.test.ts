import { createSecretKey, randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  inspectRecord,
  manifestHash,
  MAX_RECORD_BYTES,
  packRecord,
  type PlanRecord,
  recordKey,
  unpackRecord,
  writerOf,
} from '../../../src/plan/planRecord.ts';

/** A set's record key under a random credential key: each call another credential. */
const newKey = () => recordKey(createSecretKey(randomBytes(32)), 'applyset-test');
const key = newKey();
const secret = (password: string) => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 'db', namespace: 'shop' },
  stringData: { password },
});

function record(objects: number): PlanRecord {
  return {
    writer: writerOf(key),
    cluster: 'cluster-digest',
    kinds: new Map([['Secret', 'kind-digest']]),
    objects: new Map(
      Array.from({ length: objects }, (_, i) => [
        `/Secret/shop/s-${i}`,
        { hash: `h${i}`, resourceVersion: String(1000 + i) },
      ]),
    ),
  };
}

describe('the plan record', () => {
  it('reads back what was written', () => {
    const written = record(3);
    const read = unpackRecord(packRecord(written, key)!, key);
    expect(read).toEqual(written);
  });

  it('is stored as JSON.stringify writes it, the HMAC its last field, with members or none', () => {
    for (const written of [record(3), record(0)]) {
      const text = gunzipSync(packRecord(written, key)!).toString('utf8');
      expect(text).toBe(JSON.stringify(JSON.parse(text)));
      expect(Object.keys(JSON.parse(text) as object)).toEqual([
        'format',
        'writer',
        'cluster',
        'kinds',
        'objects',
        'mac',
      ]);
      expect(unpackRecord(gzipSync(text), key)).toEqual(written);
    }
  });

  it("hashes a Secret under the record's key: the same value hashes differently under another key, and a rotated value differently under the same", () => {
    expect(manifestHash(key, secret('hunter2'))).toBe(manifestHash(key, secret('hunter2')));
    expect(manifestHash(key, secret('hunter3'))).not.toBe(manifestHash(key, secret('hunter2')));
    expect(manifestHash(newKey(), secret('hunter2'))).not.toBe(manifestHash(key, secret('hunter2')));
  });

  it("is a miss under another key (another credential, or another set's key of the same), and keeps no key of its own", () => {
    const packed = packRecord(record(2), key)!;
    expect(unpackRecord(packed, newKey())).toBeUndefined();
    const credential = createSecretKey(randomBytes(32));
    const setKey = recordKey(credential, 'applyset-a');
    expect(
      unpackRecord(
        packRecord({ ...record(2), writer: writerOf(setKey) }, setKey)!,
        recordKey(credential, 'applyset-b'),
      ),
    ).toBeUndefined();
    // verify, under another credential, reads it unchecked rather than calling it forged.
    expect(inspectRecord(packed, newKey())).toMatchObject({ checked: false });
    expect(inspectRecord(packed, undefined)).toMatchObject({ checked: false });
    expect(Object.keys(JSON.parse(gunzipSync(packed).toString('utf8')) as object).sort()).toEqual([
      'cluster',
      'format',
      'kinds',
      'mac',
      'objects',
      'writer',
    ]);
  });

  it('is not written when it would not fit a Secret', () => {
    // Random hashes do not compress: enough of them pass the size check.
    const big = record(0);
    for (let i = 0; i < 60_000; i++)
      big.objects.set(`/ConfigMap/shop/cm-${i}`, {
        hash: randomBytes(16).toString('base64url'),
        resourceVersion: String(i),
      });
    expect(packRecord(big, key)).toBeUndefined();
    expect(packRecord(record(10_000), key)!.length).toBeLessThan(MAX_RECORD_BYTES);
  }, 30_000);

  it('is no record when it is not one this tool wrote whole: garbage, another format (2 kept its key inside), a damaged entry', () => {
    const valid = JSON.parse(gunzipSync(packRecord(record(1), key)!).toString('utf8')) as Record<string, unknown>;
    for (const packed of [
      Buffer.from('not gzip'),
      gzipSync('not json'),
      gzipSync(JSON.stringify({ ...valid, format: 1 })),
      gzipSync(JSON.stringify({ ...valid, format: 2, key: randomBytes(32).toString('base64') })),
      gzipSync(JSON.stringify({ ...valid, objects: { '/Secret/shop/s-0': 'hash-without-version' } })),
      gzipSync(JSON.stringify({ ...valid, writer: undefined })),
      Buffer.alloc(MAX_RECORD_BYTES + 1),
    ]) {
      expect(unpackRecord(packed, key)).toBeUndefined();
    }
  });

  it('tells a record edited by anything but this tool from a sound one: its content no longer matches its HMAC', () => {
    const valid = JSON.parse(gunzipSync(packRecord(record(2), key)!).toString('utf8')) as Record<string, unknown>;
    const edits = [
      { ...valid, objects: { ...(valid['objects'] as object), '/Secret/shop/s-0': 'h0 999999' } },
      { ...valid, objects: { ...(valid['objects'] as object), '/Secret/shop/injected': 'h9 1' } },
      { ...valid, cluster: 'another-digest' },
      { ...valid, mac: undefined },
    ];
    expect(inspectRecord(gzipSync(JSON.stringify(edits[0])), key)).toBe('mac mismatch');
    expect(inspectRecord(gzipSync(JSON.stringify(edits[1])), key)).toBe('mac mismatch');
    expect(inspectRecord(gzipSync(JSON.stringify(edits[2])), key)).toBe('mac mismatch');
    expect(inspectRecord(gzipSync(JSON.stringify(edits[3])), key)).toBe('unreadable');
    for (const edit of edits) expect(unpackRecord(gzipSync(JSON.stringify(edit)), key)).toBeUndefined();
    expect(inspectRecord(Buffer.from('not gzip'), key)).toBe('unreadable');
  });
});
