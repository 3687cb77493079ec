import { Agent, request } from 'node:http';
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

  /** Sends a prepared body (see `requestBody`); GraphQL errors are returned, not thrown. */
  send<Data>(body: string): Promise<GqlResult<Data>> {
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
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          },
        },
        (res) => {
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
        },
      );
      req.on('error', reject);
      req.end(body);
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
