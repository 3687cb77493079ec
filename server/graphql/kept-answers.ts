import { type ExecutionResult, getOperationAST, Kind, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { RequestContext, Viewer } from '../context';

/** Answer text kept at most, in characters; a tree of 10,000 entries answers about 2.6 million. */
const KEPT_CHARACTERS = 64 * 1024 * 1024;
/** Longer requests are answered anew each time: their key alone would cost more than it saves. */
const KEYED_CHARACTERS = 64 * 1024;
/** Text of the operations and requests noted (see `operations`, `statesOf`), in characters. */
const NOTED_CHARACTERS = 4 * 1024 * 1024;

export interface KeptAnswersOptions {
  /** The caller, from a verified token; null for a request without a valid one. */
  viewer(request: Request): Promise<Viewer | null>;
  /** The client's data version, which every write of the client's data changes in its own transaction. */
  dataVersion(client: string): Promise<string>;
  /**
   * Root fields whose answer is one state of the client's data that `stateVersion` can tell apart (a
   * tree query: its tree). Their resolvers name that state in the context's `readStates`, with the version
   * of it they read.
   */
  stateFields: ReadonlySet<string>;
  /** The version of a state the fields named, which every write of it changes; null while there is none. */
  stateVersion(client: string, state: string): Promise<string | null>;
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

/** An operation (a name and a query text) as the plugin knows it. */
interface Operation {
  /** Its short name in keys: a long query text in every key would be copied and hashed again for each. */
  id: string;
  /** Found to be no query: never kept. */
  notQuery?: true;
}

/**
 * The request as a key (its operation's id and variables); null when it is too long, or nested too deep to
 * write out (the pipeline refuses it).
 */
function askedKey(operation: Operation, variables: unknown): string | null {
  try {
    const asked = JSON.stringify([operation.id, variables ?? null]);
    return asked.length > KEYED_CHARACTERS ? null : asked;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Whether every root field of the operation is one of `fields` (or `__typename`), without fragments. */
function onlyFieldsOf(operation: OperationDefinitionNode, fields: ReadonlySet<string>): boolean {
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (fields.has(selection.name.value) || selection.name.value === '__typename'),
  );
}

/** The key of an answer: the caller's part, then the version(s) it shows, then the request as asked. */
// The JSON of the caller's part ends where its brackets close, so the request's text follows it as it is.
const keyOf = (who: string, version: string | readonly string[], asked: string) =>
  JSON.stringify([who, version]) + asked;

/** What a request that computes its answer keeps it under. */
interface Computing {
  key: string;
  /** The operation, to note when it is no query. */
  operation: Operation;
  /** The caller's part of the key, and the request as asked. */
  who: string;
  asked: string;
}

/**
 * Keeps the answers to queries, keyed by the caller's client and permissions, the query, its operation
 * name and variables, and a version of the data it shows: the client's data version, which every write
 * of the client's data changes, read before the answer is computed, so an answer is never kept under a
 * newer version than the data it shows. A query whose root fields all answer states that name themselves
 * (the tree queries: their trees) is kept under the versions of the states its resolvers read, and asked
 * again by those states' versions once a first answer has told which they are, so a write elsewhere (a
 * file saved) leaves the answer kept. A query asked again before its version
 * changed is answered from memory after one small read of the version, which the database holds for every
 * instance, so no instance answers a state older than the one committed when the request came. Only
 * queries that ran without errors are kept; anything else runs as always.
 */
export function keptAnswers({ viewer, dataVersion, stateFields, stateVersion }: KeptAnswersOptions): Plugin {
  const answers = new LRUCache<string, string>({
    maxSize: KEPT_CHARACTERS,
    sizeCalculation: (text, key) => text.length + key.length,
  });
  // The operations asked, by name and text. One found to be a mutation is never kept, so it goes on without
  // a read of the data version: a name and a text always make the same operation, whatever the variables.
  const operations = new LRUCache<string, Operation>({
    maxSize: NOTED_CHARACTERS,
    sizeCalculation: (_operation, text) => text.length,
  });
  let operationsNamed = 0;
  const operationOf = (text: string) => {
    let operation = operations.get(text);
    if (!operation) {
      // Never an id given before, so a key made for an operation forgotten meanwhile matches no other.
      operation = { id: (operationsNamed++).toString(36) };
      operations.set(text, operation);
    }
    return operation;
  };
  // The states the answer to a request showed (by caller and request), when its root fields all name theirs.
  const statesOf = new LRUCache<string, readonly string[]>({
    maxSize: NOTED_CHARACTERS,
    sizeCalculation: (states, asker) => asker.length + states.join('').length,
  });
  const computing = new WeakMap<Request, Computing>();
  // Answers being computed, by key: a request for the same state meanwhile waits for that answer instead
  // of computing it again (after a write, every reader of a large tree asks for the same new answer).
  const running = new Map<string, Promise<string | null>>();
  const finishes = new WeakMap<Request, (text: string | null) => void>();
  const finish = (request: Request, text: string | null) => {
    finishes.get(request)?.(text);
    finishes.delete(request);
  };
  /** The versions of the states, or null when one of them is not there. */
  const versionsOf = async (client: string, states: readonly string[]) => {
    const versions = await Promise.all(states.map((state) => stateVersion(client, state)));
    return versions.every((version) => version !== null) ? versions : null;
  };
  return {
    async onParams({ request, params, setResult }) {
      const { query, operationName, variables } = params;
      if (typeof query !== 'string' || query.length > KEYED_CHARACTERS) return;
      const operation = operationOf(`${typeof operationName === 'string' ? operationName : ''}\n${query}`);
      if (operation.notQuery) return;
      const caller = await viewer(request);
      if (!caller) return;
      const asked = askedKey(operation, variables);
      if (asked === null) return;
      const who = JSON.stringify([caller.client, [...caller.permissionIds].sort()]);
      const asker = who + asked;
      const noted = statesOf.get(asker);
      const stateVersions = noted && (await versionsOf(caller.client, noted));
      const key = keyOf(who, stateVersions ?? (await dataVersion(caller.client)), asked);
      const text = answers.get(key) ?? (await running.get(key));
      if (text != null) {
        setResult(answerOf(text));
        return;
      }
      computing.set(request, { key, operation, who, asked });
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
    onExecute({ args, extendContext }) {
      const { request } = args.contextValue as { request?: Request };
      const asked = request && computing.get(request);
      if (!asked) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'query') {
        if (operation) asked.operation.notQuery = true;
        return;
      }
      const readStates = onlyFieldsOf(operation, stateFields) ? new Map<string, string | null>() : undefined;
      const extension: Pick<RequestContext, 'readStates'> = { readStates };
      if (readStates) extendContext(extension as Parameters<typeof extendContext>[0]);
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || result.errors?.length) return;
          const text = JSON.stringify({ data: result.data });
          const shown = readStates && [...readStates.keys()].sort();
          if (shown) statesOf.set(asked.who + asked.asked, shown);
          const versions = shown?.map((state) => readStates?.get(state) ?? null);
          // By the versions of the states the answer shows, as their resolvers read them: a request that
          // reads the same versions next time finds it.
          let key: string | null = asked.key;
          if (versions)
            key = versions.includes(null) ? null : keyOf(asked.who, versions as string[], asked.asked);
          if (key) answers.set(key, text);
          // Those who asked under the same key meanwhile get it: it shows what was stored when they asked, or later.
          finish(request, key ? text : null);
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
