import { describe, expect, it } from 'vitest';
import { readRequestInfo } from '../../cluster/faultProxy/requestInfo.ts';

describe('readRequestInfo', () => {
  it.each([
    ['GET', '/api/v1/namespaces/shop/configmaps', 'list', 'configmaps', 'shop', undefined],
    ['GET', '/api/v1/namespaces/shop/configmaps/web', 'get', 'configmaps', 'shop', 'web'],
    [
      'GET',
      '/api/v1/namespaces/shop/configmaps?watch=true&resourceVersion=5',
      'watch',
      'configmaps',
      'shop',
      undefined,
    ],
    ['GET', '/api/v1/watch/namespaces/shop/configmaps', 'watch', 'configmaps', 'shop', undefined],
    ['GET', '/apis/apps/v1/deployments?labelSelector=a%3Db', 'list', 'deployments', undefined, undefined],
    ['POST', '/apis/apps/v1/namespaces/shop/deployments', 'create', 'deployments', 'shop', undefined],
    ['PUT', '/apis/apps/v1/namespaces/shop/deployments/web', 'update', 'deployments', 'shop', 'web'],
    [
      'PATCH',
      '/apis/apps/v1/namespaces/shop/deployments/web?fieldManager=x&dryRun=All',
      'patch',
      'deployments',
      'shop',
      'web',
    ],
    ['DELETE', '/api/v1/namespaces/shop/secrets/set', 'delete', 'secrets', 'shop', 'set'],
    ['DELETE', '/api/v1/namespaces/shop/secrets', 'deletecollection', 'secrets', 'shop', undefined],
    // Namespaces are cluster-scoped: the name after `namespaces/` is the object's own.
    ['GET', '/api/v1/namespaces', 'list', 'namespaces', undefined, undefined],
    ['DELETE', '/api/v1/namespaces/shop', 'delete', 'namespaces', 'shop', 'shop'],
    ['PUT', '/api/v1/namespaces/shop/finalize', 'update', 'namespaces', 'shop', 'shop'],
    [
      'PATCH',
      '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/flags.shop.example',
      'patch',
      'customresourcedefinitions',
      undefined,
      'flags.shop.example',
    ],
  ] as const)('%s %s is %s', (method, url, verb, resource, namespace, name) => {
    const info = readRequestInfo(method, url);
    expect({ verb: info.verb, resource: info.resource, namespace: info.namespace, name: info.name }).toEqual({
      verb,
      resource,
      namespace,
      name,
    });
  });

  it('tells a dry run and a subresource', () => {
    const info = readRequestInfo('PATCH', '/apis/apps/v1/namespaces/shop/deployments/web/status?dryRun=All');
    expect(info).toMatchObject({
      verb: 'patch',
      name: 'web',
      subresource: 'status',
      dryRun: true,
      path: '/apis/apps/v1/namespaces/shop/deployments/web/status',
    });
    expect(readRequestInfo('PATCH', '/api/v1/namespaces/shop/configmaps/web').dryRun).toBe(false);
  });

  it('reads discovery and other paths as a get of no resource', () => {
    for (const url of ['/api', '/api/v1', '/apis', '/apis/apps', '/apis/apps/v1', '/version', '/openapi/v3']) {
      expect(readRequestInfo('GET', url)).toMatchObject({ verb: 'get', resource: undefined });
    }
  });
});
