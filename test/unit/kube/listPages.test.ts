import { expect, it } from 'vitest';
import { listObjects } from '../../../src/kube/objectRequests.ts';
import { startLoopbackApiServer } from './loopbackApiServer.ts';

const CONFIG_MAPS = { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true };

it('tells each listed object as its page arrives, before the next page is asked for', async () => {
  const events: string[] = [];
  const { client, close } = await startLoopbackApiServer((req, res) => {
    const next = new URL(req.url ?? '', 'http://x').searchParams.get('continue');
    events.push(`page ${next ?? 'first'}`);
    res.setHeader('content-type', 'application/json');
    const item = (name: string) => ({ metadata: { name, namespace: 'shop', managedFields: [{ manager: 'm' }] } });
    res.end(
      JSON.stringify(
        next ? { metadata: {}, items: [item('b')] } : { metadata: { continue: 'second' }, items: [item('a')] },
      ),
    );
  });
  try {
    const items = await listObjects(client, CONFIG_MAPS, 'shop', 'x=y', {
      metadataOnly: false,
      eachItem: (item) => {
        events.push(`item ${item.metadata.name}`);
        delete item.metadata.managedFields;
        return item;
      },
    });
    expect(events).toEqual(['page first', 'item a', 'page second', 'item b']);
    expect(items.map((item) => item.metadata)).toEqual([
      { name: 'a', namespace: 'shop' },
      { name: 'b', namespace: 'shop' },
    ]);
  } finally {
    await close();
  }
});
