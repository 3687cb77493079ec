import autocannon from 'autocannon';
import { type GraphqlClient, requestBody } from './graphql-client';
import { OPERATIONS } from './operations';
import { type Repetitions, repeat } from './stats';

export interface ThroughputSamples {
  /** Right answers per second. */
  requestsPerSecond: number[];
  p99Ms: number[];
  /** Requests without the right answer: connection errors, timeouts (10 s), HTTP errors, other answers. */
  failed: number[];
}

/**
 * `queryFileData` of the files in turn from `connections` kept-alive connections for `seconds`. Nothing
 * writes meanwhile, so every answer must equal the one read of that file before: any other answer counts
 * as failed, not as throughput.
 */
export async function measureThroughput(
  api: GraphqlClient,
  url: string,
  fileIds: readonly string[],
  load: { connections: number; seconds: number },
  reps: Repetitions,
): Promise<ThroughputSamples> {
  const bodies = fileIds.map((id) => requestBody(OPERATIONS.queryFileData, { id }));
  const expected = new Map<string, string>();
  for (const body of bodies) expected.set(body, (await api.sendOk(body)).text);
  const p99Ms: number[] = [];
  const failed: number[] = [];
  const requestsPerSecond = await repeat(reps, async () => {
    let next = 0;
    let wrong = 0;
    const result = await autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      connections: load.connections,
      duration: load.seconds,
      requests: [
        {
          // The context is the connection's: it keeps which file the request in flight asked for.
          setupRequest: (request, context: { body?: string }) => {
            const body = bodies[next++ % bodies.length] as string;
            context.body = body;
            return { ...request, body };
          },
          onResponse: (status, body, context: { body?: string }) => {
            if (status === 200 && body !== expected.get(context.body ?? '')) wrong += 1;
          },
        },
      ],
    });
    const right = result.requests.total - result.non2xx - wrong;
    if (right <= 0) throw new Error(`queryFileData under load: no right answer within ${load.seconds} s`);
    p99Ms.push(result.latency.p99);
    // autocannon counts timeouts among `errors` as well.
    failed.push(result.errors + result.non2xx + wrong);
    return right / result.duration;
  });
  return { requestsPerSecond, p99Ms: p99Ms.slice(-reps.runs), failed: failed.slice(-reps.runs) };
}
