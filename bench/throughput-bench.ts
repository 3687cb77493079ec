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
 * `queryFileData` of one file from `connections` kept-alive connections for `seconds`. Nothing writes
 * meanwhile, so every answer must equal the first one: any other answer counts as failed, not as throughput.
 */
export async function measureThroughput(
  api: GraphqlClient,
  url: string,
  fileId: string,
  load: { connections: number; seconds: number },
  reps: Repetitions,
): Promise<ThroughputSamples> {
  const body = requestBody(OPERATIONS.queryFileData, { id: fileId });
  const expected = (await api.sendOk(body)).text;
  const p99Ms: number[] = [];
  const failed: number[] = [];
  const requestsPerSecond = await repeat(reps, async () => {
    const result = await autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body,
      connections: load.connections,
      duration: load.seconds,
      expectBody: expected,
    });
    const right = result.requests.total - result.non2xx - result.mismatches;
    if (right <= 0) throw new Error(`queryFileData under load: no right answer within ${load.seconds} s`);
    p99Ms.push(result.latency.p99);
    // autocannon counts timeouts among `errors` as well.
    failed.push(result.errors + result.non2xx + result.mismatches);
    return right / result.duration;
  });
  return { requestsPerSecond, p99Ms: p99Ms.slice(-reps.runs), failed: failed.slice(-reps.runs) };
}
