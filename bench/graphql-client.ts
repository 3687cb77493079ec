import { Agent, type IncomingMessage, request } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { elapsedMs } from './stats';

export interface GqlError {
  message: string;
  extensions?: { code?: string; version?: number };
}

export interface GqlResult<Data> {
  status: number;
  data: Data | null;
  errors: GqlError[];
  /** Request written to last byte of the answer read; client-side serialisation is not included. */
  ms: number;
  /** The answer as sent. */
  text: string;
}

export class GraphqlRequestError extends Error {}

const DATA_HEAD = '{"data"';

/** A decoder of the answer's first bytes, or none when it came uncompressed. */
function decodingStream(encoding: string | undefined): Transform | undefined {
  if (encoding === 'br') return createBrotliDecompress();
  if (encoding === 'gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  return undefined;
}

export const requestBody = (query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables });

/** GraphQL over HTTP on kept-alive connections, the way a browser talks to the server. */
export class GraphqlClient {
  readonly #agent: Agent;
  readonly #endpoint: URL;
  token = '';

  constructor(baseUrl: string, connections = 1) {
    this.#endpoint = new URL('/', baseUrl);
    this.#agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  /**
   * POSTs `body` with the token and `headers`; `read` takes the answer as it arrives, with the start of
   * the request to time it from.
   */
  #post<Result>(
    body: string,
    headers: Record<string, string>,
    read: (
      res: IncomingMessage,
      start: bigint,
      resolve: (result: Result) => void,
      reject: (error: unknown) => void,
    ) => void,
  ): Promise<Result> {
    return new Promise((resolve, reject) => {
      const start = process.hrtime.bigint();
      const req = request(
        this.#endpoint,
        {
          method: 'POST',
          agent: this.#agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          },
        },
        (res) => read(res, start, resolve, reject),
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Sends a prepared body (see `requestBody`); GraphQL errors are returned, not thrown. */
  send<Data>(body: string): Promise<GqlResult<Data>> {
    return this.#post(body, {}, (res, start, resolve, reject) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const ms = elapsedMs(start);
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          const parsed = JSON.parse(text) as { data?: Data | null; errors?: GqlError[] };
          resolve({
            status: res.statusCode ?? 0,
            data: parsed.data ?? null,
            errors: parsed.errors ?? [],
            ms,
            text,
          });
        } catch {
          reject(new GraphqlRequestError(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
        }
      });
    });
  }

  /**
   * Sends a prepared body as a browser would (the answer compressed) and reads the answer without decoding
   * it: for large answers, whose decoding would cost this process more than the server's work. An answer
   * counts as data when it starts with `{"data"` (an error would be listed first).
   */
  sendCompressed(body: string): Promise<{ status: number; ms: number; bytes: number; isData: boolean }> {
    return this.#post(body, { 'accept-encoding': 'gzip, deflate, br' }, (res, start, resolve, reject) => {
      const decoder = decodingStream(res.headers['content-encoding']);
      let bytes = 0;
      let head = '';
      const read = (chunk: Buffer) => {
        if (head.length < DATA_HEAD.length) head += chunk.toString('utf8');
      };
      decoder?.on('data', read);
      // Only the first bytes are decoded; the rest never reaches the decoder.
      decoder?.on('error', () => {});
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (head.length >= DATA_HEAD.length) return;
        if (decoder) decoder.write(chunk);
        else read(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const ms = elapsedMs(start);
        const finish = () =>
          resolve({ status: res.statusCode ?? 0, ms, bytes, isData: head.startsWith(DATA_HEAD) });
        if (!decoder || head.length >= DATA_HEAD.length) {
          decoder?.destroy();
          finish();
          return;
        }
        // Every byte so far went to the decoder: what it still holds completes the head.
        decoder.on('end', finish);
        decoder.on('error', finish);
        decoder.end();
      });
    });
  }

  /** Sends and insists on an answer without errors. */
  call<Data>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<Data> & { data: Data }> {
    return this.sendOk<Data>(requestBody(query, variables));
  }

  /** Sends a prepared body and insists on an answer without errors. */
  async sendOk<Data>(body: string): Promise<GqlResult<Data> & { data: Data }> {
    const result = await this.send<Data>(body);
    if (result.errors.length > 0 || result.data === null) {
      const first = result.errors[0];
      throw new GraphqlRequestError(
        `GraphQL ${first?.extensions?.code ?? `HTTP ${result.status}`}: ${first?.message ?? 'no data'}`,
      );
    }
    return result as GqlResult<Data> & { data: Data };
  }

  close(): void {
    this.#agent.destroy();
  }
}
