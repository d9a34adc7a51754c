import { isConflict, isNotFound } from './apiError.ts';
import { resourcePath, type ResourceInfo } from './discovery.ts';
import type { KubeClient, KubeResponse } from './kubeClient.ts';
import type { KubeObject, ObjectMeta } from './kubeObject.ts';
import { checkServerHint, formatBytes, ResponseLimitError } from './responseLimits.ts';

export interface ApplyOptions {
  fieldManager: string;
  force: boolean;
  dryRun: boolean;
  /** Told what the server warned of in its answer (a deprecated API, a policy in warn mode), when it did. */
  warned?: (warnings: string[]) => void;
}

/** Server-side apply of the object exactly as given (JSON is YAML, so no re-encoding of fields). */
export async function serverSideApply(
  client: KubeClient,
  info: ResourceInfo,
  object: KubeObject,
  options: ApplyOptions,
): Promise<KubeObject> {
  const response = await client.request<KubeObject>({
    method: 'PATCH',
    path: resourcePath(info, object.metadata.namespace ?? '', object.metadata.name),
    query: {
      fieldManager: options.fieldManager,
      force: options.force ? 'true' : undefined,
      dryRun: options.dryRun ? 'All' : undefined,
    },
    contentType: 'application/apply-patch+yaml',
    body: object,
  });
  if (response.warnings.length > 0) options.warned?.(response.warnings);
  return response.body;
}

/** The live object, or undefined when there is none. */
export async function getObject(
  client: KubeClient,
  info: ResourceInfo,
  namespace: string,
  name: string,
): Promise<KubeObject | undefined> {
  try {
    return (await client.request<KubeObject>({ method: 'GET', path: resourcePath(info, namespace, name) })).body;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

export interface ListedObject {
  apiVersion?: string;
  kind?: string;
  metadata: ObjectMeta;
  [field: string]: unknown;
}

interface ObjectList {
  metadata?: { continue?: string; resourceVersion?: string; remainingItemCount?: number };
  items?: ListedObject[];
}

// Objects only or metadata only: prune needs no more than metadata, a diff needs the whole object.
const METADATA_ACCEPT = 'application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json';
const PAGE_SIZE = 500;
/** A page over the answer limit is asked for again this many times smaller: 500, 50, 5, then 1 object a page. */
const PAGE_SHRINK = 10;

/**
 * Every object of one resource (in one namespace, or cluster-wide for cluster-scoped kinds)
 * matching a label selector, page by page.
 */
export async function listObjects(
  client: KubeClient,
  info: ResourceInfo,
  namespace: string,
  labelSelector: string,
  options: ListOptions,
): Promise<ListedObject[]> {
  return (await listCollection(client, info, namespace, labelSelector, options)).items;
}

export interface ListOptions {
  metadataOnly: boolean;
  /**
   * Told each object as its page arrives, before the next page is asked for, and returns what is
   * kept of it: what it lets go of (a plan keeps only the ownership of each object's managedFields,
   * and the rest as text) is not held until the last page.
   */
  eachItem?(item: ListedObject): ListedObject;
}

/**
 * {@link listObjects}, with the list's resourceVersion: where a watch of the same objects starts.
 * Within the client's limits: a page too large for one answer is asked for again in smaller pages
 * (one object is far below the limit), and a server that pages without end, or sends more than a
 * LIST may hold, is stopped with an error.
 */
export async function listCollection(
  client: KubeClient,
  info: ResourceInfo,
  namespace: string,
  labelSelector: string | undefined,
  options: ListOptions,
): Promise<{ items: ListedObject[]; resourceVersion: string }> {
  const { limits } = client;
  const path = resourcePath(info, namespace);
  const items: ListedObject[] = [];
  let continueToken: string | undefined;
  let resourceVersion = '';
  let pageSize = PAGE_SIZE;
  let pages = 0;
  let size = 0;
  for (;;) {
    let response: KubeResponse<ObjectList>;
    try {
      response = await client.request<ObjectList>({
        method: 'GET',
        path,
        query: { labelSelector, limit: String(pageSize), continue: continueToken },
        accept: options.metadataOnly ? METADATA_ACCEPT : 'application/json',
      });
    } catch (error) {
      if (!(error instanceof ResponseLimitError && error.limit === 'responseBytes' && pageSize > 1)) throw error;
      pageSize = Math.max(1, Math.floor(pageSize / PAGE_SHRINK));
      continue;
    }
    pages++;
    size += response.size;
    if (size > limits.listBytes)
      throw listLimitError(
        'listBytes',
        path,
        `its pages came to over ${formatBytes(limits.listBytes)}, the most one LIST may hold`,
      );
    // One by one: spread into push, a page of millions of (tiny) items would overflow the stack.
    for (const item of Array.isArray(response.body.items) ? response.body.items : []) {
      items.push(options.eachItem ? options.eachItem(item) : item);
    }
    resourceVersion = response.body.metadata?.resourceVersion ?? resourceVersion;
    const next = response.body.metadata?.continue || undefined;
    if (next === undefined) return { items, resourceVersion };
    if (next === continueToken)
      throw listLimitError(
        'listPages',
        path,
        'the API server sent the same continue token twice in a row, so its pages would never end',
      );
    if (pages >= limits.listPages)
      throw listLimitError(
        'listPages',
        path,
        `the API server sent more than ${limits.listPages} pages, the most one LIST follows`,
      );
    continueToken = next;
  }
}

function listLimitError(limit: 'listBytes' | 'listPages', path: string, problem: string): ResponseLimitError {
  return new ResponseLimitError(limit, `LIST ${path}: ${problem}`, checkServerHint(path));
}

/**
 * The metadata of the first `limit` objects of one resource (in one namespace, or everywhere), and
 * how many more there are: the server's count when it gives one, else `true` when there are more.
 * For a bounded count, not for reading every object; whole objects only where a field beyond the
 * metadata is needed (a PersistentVolume's claim and reclaim policy).
 */
export async function listFirstPage(
  client: KubeClient,
  info: ResourceInfo,
  namespace: string,
  limit: number,
  options: { metadataOnly: boolean } = { metadataOnly: true },
): Promise<{ items: ListedObject[]; more: number | boolean }> {
  const response = await client.request<ObjectList>({
    method: 'GET',
    path: resourcePath(info, namespace),
    query: { limit: String(limit) },
    accept: options.metadataOnly ? METADATA_ACCEPT : 'application/json',
  });
  const { continue: next, remainingItemCount } = response.body.metadata ?? {};
  return { items: response.body.items ?? [], more: remainingItemCount ?? Boolean(next) };
}

export type DeleteOutcome = 'deleted' | 'gone' | 'replaced';

/**
 * Deletes one object only if it is still the one that was listed (UID precondition):
 * `gone` when it no longer exists, `replaced` when another object now has its name.
 */
export async function deleteObject(
  client: KubeClient,
  info: ResourceInfo,
  target: { namespace: string; name: string; uid: string },
  options: { propagationPolicy: string; dryRun: boolean },
): Promise<DeleteOutcome> {
  try {
    await client.request({
      method: 'DELETE',
      path: resourcePath(info, target.namespace, target.name),
      query: { dryRun: options.dryRun ? 'All' : undefined },
      body: {
        kind: 'DeleteOptions',
        apiVersion: 'v1',
        propagationPolicy: options.propagationPolicy,
        preconditions: { uid: target.uid },
      },
    });
    return 'deleted';
  } catch (error) {
    if (isNotFound(error)) return 'gone';
    if (isConflict(error)) return 'replaced';
    throw error;
  }
}

/** Creates an object; a 409 (AlreadyExists) means someone else created it first. Returns what the server stored (would store, dry-run). */
export async function createObject(
  client: KubeClient,
  info: ResourceInfo,
  object: KubeObject,
  fieldManager: string,
  dryRun = false,
): Promise<KubeObject> {
  const response = await client.request<KubeObject>({
    method: 'POST',
    path: resourcePath(info, object.metadata.namespace ?? ''),
    query: { fieldManager, dryRun: dryRun ? 'All' : undefined },
    body: object,
  });
  return response.body;
}
