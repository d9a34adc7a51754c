import type { RequestInfo, Verb } from './requestInfo.ts';

/** What the fault proxy does to a request instead of passing it through. */
export type Fault =
  /** Answered 429 Too Many Requests with `Retry-After` (1 s by default), as API Priority and Fairness sheds load; not forwarded. */
  | { kind: 'throttle'; retryAfterSeconds?: number }
  /** Answered 503 Service Unavailable, with `Retry-After` when given; not forwarded. */
  | { kind: 'unavailable'; retryAfterSeconds?: number }
  /**
   * Answered 404 Not Found, as for a missing object, or for a missing namespace when `namespace` is
   * given (the server's Status then names the namespace); not forwarded.
   */
  | { kind: 'notFound'; namespace?: string }
  /**
   * The client's connection is cut: `request` before the request is forwarded (the server never sees it),
   * `response` after the server answered but before any byte of the answer reaches the client (a write
   * happened and its answer was lost), `body` partway through the answer's body.
   */
  | { kind: 'reset'; at: 'request' | 'response' | 'body' }
  /**
   * HTTP/2: the client's session is told to go away (GOAWAY), this request and those opened after it
   * unprocessed (the client must send them again), those before it finishing. HTTP/1.1: its connection is cut.
   */
  | { kind: 'goaway' }
  /**
   * Answered 200 with a body `bytes` long that never becomes valid JSON and holds no line break: a body
   * without end for a GET or LIST, an event without end for a watch. Written as fast as the client reads
   * it (`bytesSent` of the request says how far it got); not forwarded.
   */
  | { kind: 'hugeBody'; bytes: number }
  /** Answered 200, then one space every `everyMs` until the client goes away: an answer that never ends, yet is never silent; not forwarded. */
  | { kind: 'trickle'; everyMs: number }
  /** Answered `status` with a Status whose message is `length` characters long; not forwarded. */
  | { kind: 'hugeMessage'; status: 422 | 500; length: number }
  /** The request is accepted and held unanswered: `ms` long and then forwarded, or, without `ms`, until the proxy closes. */
  | { kind: 'stall'; ms?: number }
  /**
   * kube-apiserver is stopped and started again (`downMs` more between the two): this request and every one in
   * flight are cut, and new connections refused until the server is ready again. Needs `restartApiServer`.
   */
  | { kind: 'restart'; downMs?: number }
  /**
   * The client dies at this request: `crash` is called (a SIGKILL of the client's process, say) before the
   * request is forwarded, or, with `forwarded`, once the server has answered it (the write happened, its
   * answer never arrives). The request itself is never answered.
   */
  | { kind: 'crash'; crash: () => void | Promise<void>; forwarded?: boolean };

/** When a fault hits. Rules are checked in order, and the first that hits a request decides. */
export interface FaultRule {
  fault: Fault;
  /** The verbs it applies to; every verb when absent. */
  verbs?: readonly Verb[];
  /** A further condition (a resource, a namespace, only real writes with `!r.dryRun`...). */
  when?: (request: RequestInfo) => boolean;
  /** The share of matching requests it hits, drawn at random for each one; 1 (all) when absent. */
  share?: number;
  /** Lets the first `after` matching requests through: `{ after: 10, times: 1 }` hits the 11th. */
  after?: number;
  /** Hits at most this many requests. */
  times?: number;
}

/** Rules with their counts: how many requests matched each, and how many it hit. */
export class FaultSchedule {
  private readonly rules: { rule: FaultRule; matched: number; hit: number }[];
  private readonly random: () => number;

  constructor(rules: readonly FaultRule[], random: () => number) {
    this.rules = rules.map((rule) => ({ rule, matched: 0, hit: 0 }));
    this.random = random;
  }

  /** The fault for this request, if any; every matching rule counts the request, hit or not. */
  decide(request: RequestInfo): Fault | undefined {
    let decided: Fault | undefined;
    for (const state of this.rules) {
      const { rule } = state;
      if (rule.verbs && !rule.verbs.includes(request.verb)) continue;
      if (rule.when && !rule.when(request)) continue;
      state.matched += 1;
      if (decided || state.matched <= (rule.after ?? 0) || state.hit >= (rule.times ?? Infinity)) continue;
      if (rule.share !== undefined && this.random() >= rule.share) continue;
      state.hit += 1;
      decided = rule.fault;
    }
    return decided;
  }
}
