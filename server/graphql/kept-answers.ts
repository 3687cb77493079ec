import { type ExecutionResult, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { Viewer } from '../context';

/** Answer text kept at most, in characters; a tree of 10,000 entries answers about 2.6 million. */
const KEPT_CHARACTERS = 64 * 1024 * 1024;
/** Longer requests are answered anew each time: their key alone would cost more than it saves. */
const KEYED_CHARACTERS = 64 * 1024;
/** Text of the operations known to be no query (a mutation, say) kept at most, in characters. */
const NOTED_CHARACTERS = 4 * 1024 * 1024;

export interface KeptAnswersOptions {
  /** The caller, from a verified token; null for a request without a valid one. */
  viewer(request: Request): Promise<Viewer | null>;
  /** The client's data version, which every write of the client's data changes in its own transaction. */
  dataVersion(client: string): Promise<string>;
}

/** A result whose JSON text is known: yoga sends the text; `data` is read from it only when asked for. */
function answerOf(text: string): ExecutionResult & { stringify: () => string } {
  let data: ExecutionResult['data'];
  return {
    get data() {
      data ??= (JSON.parse(text) as ExecutionResult).data;
      return data;
    },
    stringify: () => text,
  };
}

/** The request as a key; null when it is too long, or nested too deep to write out (the pipeline refuses it). */
function askedKey(operationName: unknown, query: string, variables: unknown): string | null {
  if (query.length > KEYED_CHARACTERS) return null;
  try {
    const asked = JSON.stringify([operationName ?? null, query, variables ?? null]);
    return asked.length > KEYED_CHARACTERS ? null : asked;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * Keeps the answers to queries, keyed by the caller's client and permissions, the client's data version,
 * the query, its operation name and variables. A query asked again before anything of the client changed
 * is answered from memory after one small read of the version, which the database holds for every
 * instance, so no instance answers a state older than the one committed when the request came. The
 * version is read before a new answer is computed, so an answer is never kept under a newer version than
 * the data it shows. Only queries that ran without errors are kept; anything else runs as always.
 */
export function keptAnswers({ viewer, dataVersion }: KeptAnswersOptions): Plugin {
  const answers = new LRUCache<string, string>({
    maxSize: KEPT_CHARACTERS,
    sizeCalculation: (text, key) => text.length + key.length,
  });
  // Operations found to be mutations (by name and text): they are never kept, so they go on without a read of
  // the data version. A name and a text always make the same operation, whatever the variables.
  const notQueries = new LRUCache<string, true>({
    maxSize: NOTED_CHARACTERS,
    sizeCalculation: (_noted, operation) => operation.length,
  });
  const keys = new WeakMap<Request, { key: string; operation: string }>();
  // Answers being computed, by key: a request for the same state meanwhile waits for that answer instead
  // of computing it again (after a write, every reader of a large tree asks for the same new answer).
  const running = new Map<string, Promise<string | null>>();
  const finishes = new WeakMap<Request, (text: string | null) => void>();
  const finish = (request: Request, text: string | null) => {
    finishes.get(request)?.(text);
    finishes.delete(request);
  };
  return {
    async onParams({ request, params, setResult }) {
      const { query, operationName, variables } = params;
      if (typeof query !== 'string') return;
      const operation = `${typeof operationName === 'string' ? operationName : ''}\n${query}`;
      if (notQueries.has(operation)) return;
      const caller = await viewer(request);
      if (!caller) return;
      const asked = askedKey(operationName, query, variables);
      if (asked === null) return;
      const version = await dataVersion(caller.client);
      // The JSON of the caller's part ends where its brackets close, so the request's text follows it as it is.
      const key = JSON.stringify([caller.client, [...caller.permissionIds].sort(), version]) + asked;
      const text = answers.get(key) ?? (await running.get(key));
      if (text != null) {
        setResult(answerOf(text));
        return;
      }
      keys.set(request, { key, operation });
      // One that found no answer to wait for (or one that ended without an answer to keep) computes its own.
      if (running.has(key)) return;
      running.set(
        key,
        new Promise((resolve) =>
          finishes.set(request, (answer) => {
            running.delete(key);
            resolve(answer);
          }),
        ),
      );
    },
    onExecute({ args }) {
      const { request } = args.contextValue as { request?: Request };
      const asked = request && keys.get(request);
      if (!asked) return;
      const kind = getOperationAST(args.document, args.operationName)?.operation;
      if (kind !== 'query') {
        if (kind) notQueries.set(asked.operation, true);
        return;
      }
      const { key } = asked;
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || result.errors?.length) return;
          const text = JSON.stringify({ data: result.data });
          answers.set(key, text);
          finish(request, text);
          setResult(answerOf(text));
        },
      };
    },
    // Whatever became of the request (a mutation, an error, a refusal), no one waits for it any longer.
    onResponse({ request }) {
      finish(request, null);
    },
  };
}
