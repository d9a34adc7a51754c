import { setTimeout as sleep } from 'node:timers/promises';
import { errorMessage, UserError } from '../common/errors.ts';
import { ApiError, type StatusBody } from './apiError.ts';
import { resourcePath, type ResourceInfo } from './discovery.ts';
import type { KubeClient } from './kubeClient.ts';
import type { KubeObject } from './kubeObject.ts';
import { listCollection, type ListedObject } from './objectRequests.ts';
import { groupVersion } from './objectRef.ts';
import { checkServerHint, formatBytes, ResponseLimitError } from './responseLimits.ts';
import { DEFAULT_RETRY, isRetryableStatus, retryDelayMs, transientNetworkCode } from './retryPolicy.ts';

export type WatchEventType = 'ADDED' | 'MODIFIED' | 'DELETED';

export interface WatchHandlers {
  /** Every object after a (re)list: replaces whatever was known before. */
  onList(objects: KubeObject[]): void;
  onEvent(type: WatchEventType, object: KubeObject): void;
}

interface WatchEvent {
  type?: string;
  object?: KubeObject & StatusBody;
}

const NEWLINE = 0x0a;

/** The server ends a watch after this; it is resumed at once, so a connection that died quietly costs no more than this. */
const WATCH_TIMEOUT_SECONDS = '240';

/**
 * LIST then WATCH of one resource in one namespace (all namespaces for '' of a namespaced kind)
 * with a label selector, until `signal` aborts: kube's informer pattern, without a cache. A watch
 * the server ends or the network drops is resumed from the last resourceVersion seen; when that
 * is too old (410 Gone) the objects are listed again. A refusal that waiting does not mend (403)
 * rejects.
 */
export async function watchObjects(
  client: KubeClient,
  info: ResourceInfo,
  namespace: string,
  labelSelector: string | undefined,
  handlers: WatchHandlers,
  signal: AbortSignal,
): Promise<void> {
  const typed = (object: ListedObject): KubeObject => typedAs(info, object);
  const path = resourcePath(info, namespace);
  let resourceVersion: string | undefined;
  // Passes in a row that brought no event: each is followed by a growing pause, so a server that
  // ends every watch at once, or answers 410 to each, is not asked again at once.
  let idlePasses = 0;
  while (!signal.aborted) {
    let events = 0;
    try {
      if (resourceVersion === undefined) {
        const list = await listCollection(client, info, namespace, labelSelector, { metadataOnly: false });
        resourceVersion = list.resourceVersion;
        handlers.onList(list.items.map(typed));
      }
      const body = await client.stream(
        {
          method: 'GET',
          path,
          query: {
            watch: 'true',
            labelSelector,
            resourceVersion,
            allowWatchBookmarks: 'true',
            timeoutSeconds: WATCH_TIMEOUT_SECONDS,
          },
        },
        signal,
      );
      for await (const event of watchEvents(body, client.limits.watchLine, path)) {
        const object = event.object;
        if (event.type === 'ERROR') {
          // 410 Gone: the resourceVersion is older than the server keeps; anything else, start over as well.
          // Not counted as an event: a server answering every watch with an error is not asked again at once.
          resourceVersion = undefined;
          break;
        }
        events++;
        const version = object?.metadata?.resourceVersion;
        if (version) resourceVersion = version;
        if (object && (event.type === 'ADDED' || event.type === 'MODIFIED' || event.type === 'DELETED'))
          handlers.onEvent(event.type, typed(object));
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && error.status === 410) resourceVersion = undefined;
      else {
        const mendable =
          transientNetworkCode(error) !== undefined ||
          (error instanceof ApiError && isRetryableStatus(error.status)) ||
          isStreamCut(error);
        if (!mendable) throw error;
      }
    }
    idlePasses = events > 0 ? 0 : idlePasses + 1;
    // A sleep cut short by the signal ends the loop at its `while`.
    if (idlePasses > 0)
      await sleep(retryDelayMs(DEFAULT_RETRY, Math.min(idlePasses - 1, 5), undefined), undefined, { signal }).catch(
        () => undefined,
      );
  }
}

/** A listed item with its apiVersion and kind, which a list's items may leave out. */
function typedAs(info: ResourceInfo, object: ListedObject): KubeObject {
  return { ...object, apiVersion: object.apiVersion || groupVersion(info), kind: object.kind || info.kind };
}

/** A body cut mid-stream (the server restarted, a proxy closed the connection). */
function isStreamCut(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNABORTED' ||
    (error instanceof Error && error.message === 'aborted')
  );
}

/**
 * The newline-separated JSON events of a watch body; the server ends each event with a newline. A
 * line longer than `maxLine` bytes ends the watch with an error: one event holds one object.
 */
async function* watchEvents(body: AsyncIterable<Buffer>, maxLine: number, path: string): AsyncGenerator<WatchEvent> {
  // The bytes of the line so far; split on bytes, as a newline is never part of a longer UTF-8 character.
  let parts: Buffer[] = [];
  let length = 0;
  const take = (part: Buffer) => {
    length += part.length;
    if (length > maxLine) {
      throw new ResponseLimitError(
        'watchLine',
        `WATCH ${path}: the API server sent an event longer than ${formatBytes(maxLine)}, the longest a watch event may be`,
        checkServerHint(path),
      );
    }
    parts.push(part);
  };
  for await (const chunk of body) {
    let start = 0;
    let newline: number;
    while ((newline = chunk.indexOf(NEWLINE, start)) >= 0) {
      take(chunk.subarray(start, newline));
      const line = Buffer.concat(parts).toString('utf8').trim();
      parts = [];
      length = 0;
      start = newline + 1;
      if (line !== '') yield parseEvent(line, path);
    }
    if (start < chunk.length) take(chunk.subarray(start));
  }
  // What is left is an event cut off with the connection: the resumed watch sends it again.
}

function parseEvent(line: string, path: string): WatchEvent {
  try {
    return JSON.parse(line) as WatchEvent;
  } catch (error) {
    throw new UserError(`WATCH ${path}: the API server sent an event that is not JSON (${errorMessage(error)})`, {
      hint: checkServerHint(path),
      cause: error,
    });
  }
}

/**
 * LIST every `everyMs` until `signal` aborts, each answer passed to `onList`: for an identity that may
 * list a kind but not watch it, after watchObjects' own first LIST (so the first comes `everyMs` from
 * now). The client retries what is transient; a refusal rejects.
 */
export async function pollObjects(
  client: KubeClient,
  info: ResourceInfo,
  namespace: string,
  labelSelector: string | undefined,
  onList: (objects: KubeObject[]) => void,
  options: { everyMs: number; signal: AbortSignal },
): Promise<void> {
  const { signal } = options;
  for (;;) {
    // A sleep cut short by the signal ends the loop on the next line.
    await sleep(options.everyMs, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) return;
    const list = await listCollection(client, info, namespace, labelSelector, { metadataOnly: true });
    if (signal.aborted) return;
    onList(list.items.map((item) => typedAs(info, item)));
  }
}
