import { createSecretKey, randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectRecord, manifestHash, MAX_RECORD_BYTES, newRecordKey, packRecord, type PlanRecord, unpackRecord } from '../../../src/plan/planRecord.ts';

const secret = (password: string) => ({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: 'shop' }, stringData: { password } });

function record(objects: number): PlanRecord {
  return {
    key: newRecordKey(),
    cluster: 'cluster-digest',
    kinds: new Map([['Secret', 'kind-digest']]),
    objects: new Map(Array.from({ length: objects }, (_, i) => [`/Secret/shop/s-${i}`, { hash: `h${i}`, resourceVersion: String(1000 + i) }])),
  };
}

describe('the plan record', () => {
  it('reads back what was written', () => {
    const written = record(3);
    const read = unpackRecord(packRecord(written)!);
    expect(read).toEqual(written);
  });

  it('hashes a Secret under the record\'s key: the same value hashes differently under another key, and a rotated value differently under the same', () => {
    const key = createSecretKey(newRecordKey());
    expect(manifestHash(key, secret('hunter2'))).toBe(manifestHash(key, secret('hunter2')));
    expect(manifestHash(key, secret('hunter3'))).not.toBe(manifestHash(key, secret('hunter2')));
    expect(manifestHash(createSecretKey(newRecordKey()), secret('hunter2'))).not.toBe(manifestHash(key, secret('hunter2')));
  });

  it('is not written when it would not fit a Secret', () => {
    // Random hashes do not compress: enough of them pass the size check.
    const big = record(0);
    for (let i = 0; i < 60_000; i++) big.objects.set(`/ConfigMap/shop/cm-${i}`, { hash: randomBytes(16).toString('base64url'), resourceVersion: String(i) });
    expect(packRecord(big)).toBeUndefined();
    expect(packRecord(record(10_000))!.length).toBeLessThan(MAX_RECORD_BYTES);
  }, 30_000);

  it('is no record when it is not one this tool wrote whole: garbage, another format, a damaged entry, a short key', () => {
    const valid = JSON.parse(gunzipSync(packRecord(record(1))!).toString('utf8')) as Record<string, unknown>;
    for (const packed of [
      Buffer.from('not gzip'),
      gzipSync('not json'),
      gzipSync(JSON.stringify({ ...valid, format: 1 })),
      gzipSync(JSON.stringify({ ...valid, objects: { '/Secret/shop/s-0': 'hash-without-version' } })),
      gzipSync(JSON.stringify({ ...valid, key: Buffer.alloc(8).toString('base64') })),
      Buffer.alloc(MAX_RECORD_BYTES + 1),
    ]) {
      expect(unpackRecord(packed)).toBeUndefined();
    }
  });

  it('tells a record edited by anything but this tool from a sound one: its content no longer matches its HMAC', () => {
    const valid = JSON.parse(gunzipSync(packRecord(record(2))!).toString('utf8')) as Record<string, unknown>;
    const edits = [
      { ...valid, objects: { ...(valid['objects'] as object), '/Secret/shop/s-0': 'h0 999999' } },
      { ...valid, objects: { ...(valid['objects'] as object), '/Secret/shop/injected': 'h9 1' } },
      { ...valid, cluster: 'another-digest' },
      { ...valid, mac: undefined },
    ];
    expect(inspectRecord(gzipSync(JSON.stringify(edits[0])))).toBe('mac mismatch');
    expect(inspectRecord(gzipSync(JSON.stringify(edits[1])))).toBe('mac mismatch');
    expect(inspectRecord(gzipSync(JSON.stringify(edits[2])))).toBe('mac mismatch');
    expect(inspectRecord(gzipSync(JSON.stringify(edits[3])))).toBe('unreadable');
    for (const edit of edits) expect(unpackRecord(gzipSync(JSON.stringify(edit)))).toBeUndefined();
    expect(inspectRecord(Buffer.from('not gzip'))).toBe('unreadable');
  });
});
