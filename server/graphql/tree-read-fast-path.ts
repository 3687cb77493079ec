import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context';
import { readTreeSnapshot, treeReadKey, treeReadOf } from '../resolvers/shared/tree-reads';
import {
  collectFields,
  fragmentsOf,
  PlainDataProjection,
  type ProjectionScope,
} from './plain-data-projection';

/** An execution result that carries its own JSON text; yoga sends that instead of stringifying `data`. */
export interface PreserialisedResult extends ExecutionResult {
  stringify: () => string;
}

const documentIds = new WeakMap<DocumentNode, number>();
let lastDocumentId = 0;

/** The same document object always gets the same id (yoga's parser cache hands out one object per query text). */
function documentId(document: DocumentNode): number {
  let id = documentIds.get(document);
  if (id === undefined) {
    id = ++lastDocumentId;
    documentIds.set(document, id);
  }
  return id;
}

/**
 * Answers a query whose root fields are all tree queries (`getDirectoryFolderToLoggedInClient`,
 * `recycleBin`, `schemaDirectory`, `schemaRecycleBin`) without graphql-js's field-by-field execution:
 * the same resolver logic gives the response object, which is projected onto the selection straight into
 * JSON text, and that text is kept with the tree's stored state (see `TreeSnapshots`) per document,
 * operation and variables. A repeated read of an unchanged tree costs one small query for its stamp.
 *
 * Whatever it cannot answer exactly as graphql-js would (an error of any kind, a null where the contract
 * forbids one), it leaves to normal execution, which then answers the error as before.
 */
export async function executeTreeReads(args: ExecutionArgs): Promise<PreserialisedResult | null> {
  const { schema, document } = args;
  const ctx = args.contextValue as RequestContext;
  const operation = getOperationAST(document, args.operationName);
  const queryType = schema.getQueryType();
  if (operation?.operation !== 'query' || !queryType || !ctx?.trees) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], args.variableValues ?? {});
  if (coerced.errors) return null;
  const scope: ProjectionScope = { schema, fragments: fragmentsOf(document), variables: coerced.coerced };
  const rootFields = collectFields(scope, queryType, [operation.selectionSet]);
  if (rootFields.size === 0) return null;

  const variablesKey = JSON.stringify(coerced.coerced);
  const projection = new PlainDataProjection(scope);
  let text = '{"data":{';
  let first = true;
  try {
    for (const [responseKey, nodes] of rootFields) {
      const node = nodes[0];
      const read = node && treeReadOf(node.name.value);
      const field = node && queryType.getFields()[node.name.value];
      if (!node || !read || !field) return null;
      const key = treeReadKey(ctx, read, getArgumentValues(field, node, coerced.coerced));
      const snapshot = await readTreeSnapshot(ctx, key);
      const memoKey = `json:${documentId(document)}:${operation.name?.value ?? ''}:${responseKey}:${variablesKey}`;
      const json = snapshot.memo(memoKey, () =>
        JSON.stringify(projection.project(field.type, nodes, read.respond(snapshot))),
      );
      text += `${first ? '' : ','}${JSON.stringify(responseKey)}:${json}`;
      first = false;
    }
  } catch {
    return null;
  }
  text += '}}';
  const answer = text;
  let data: ExecutionResult['data'];
  return {
    get data() {
      data ??= (JSON.parse(answer) as ExecutionResult).data;
      return data;
    },
    stringify: () => answer,
  };
}

/** The yoga plugin of `executeTreeReads`. */
export function treeReadFastPath(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args: ExecutionArgs) => (await executeTreeReads(args)) ?? executeFn(args));
    },
  };
}
