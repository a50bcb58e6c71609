import { performance } from 'node:perf_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

interface Span {
  start: number;
  end: number;
}

/**
 * The longest chain of requests each sent after the one before had answered: the round trips a caller
 * waited for one after the other. Requests in flight together count once.
 */
export function sequentialRoundTrips(spans: readonly Span[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const chain: number[] = [];
  for (const [at, span] of sorted.entries()) {
    let longestBefore = 0;
    for (let earlier = 0; earlier < at; earlier += 1) {
      if ((sorted[earlier]?.end ?? Number.POSITIVE_INFINITY) <= span.start) {
        longestBefore = Math.max(longestBefore, chain[earlier] ?? 0);
      }
    }
    chain.push(longestBefore + 1);
  }
  return Math.max(0, ...chain);
}

/**
 * Counts the DynamoDB requests a client sends, by a `finalizeRequest` middleware (every HTTP attempt,
 * retries included), with when each was sent and answered: `since(mark)` answers the requests sent
 * after the mark and the round trips they took one after the other.
 */
export function dynamoRequestCounter(client: DynamoDBClient, name = 'dynamoRequestCounter') {
  const spans: Span[] = [];
  client.middlewareStack.add(
    (next) => async (args) => {
      const span = { start: performance.now(), end: Number.POSITIVE_INFINITY };
      spans.push(span);
      try {
        return await next(args);
      } finally {
        span.end = performance.now();
      }
    },
    { step: 'finalizeRequest', name },
  );
  return {
    /** A position in the requests sent so far. */
    mark: () => spans.length,
    /** Requests sent after `mark`, and their sequential round trips. */
    since(mark: number) {
      const sent = spans.slice(mark);
      return { requests: sent.length, roundTrips: sequentialRoundTrips(sent) };
    },
  };
}
