import {
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { PERMISSION } from '../../domain/auth/permissions';
import { requireViewer } from '../auth/require-viewer';
import type { RequestContext } from '../context';
import { readFileData } from '../resolvers/Query/queryFileData';
import { operationLimitsRule } from './operation-limits';
import { collectFields, fragmentsOf, PlainDataProjection } from './plain-data-projection';
import { OPERATION_LIMITS } from './yoga';

/** A GraphQL request as posted: the JSON body, not yet checked. */
export interface PostedOperation {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** How a document that reads exactly one file is answered. */
interface Plan {
  operationName: string | null;
  /** The name of the `String!` variable that carries the file id. */
  variable: string;
  responseKey: string;
  field: GraphQLField<unknown, unknown>;
  nodes: FieldNode[];
  projection: PlainDataProjection;
}

/** Documents told apart before; a bounded number, so hostile texts cannot grow it. */
const PLAN_LIMIT = 64;
/** Longer texts are not looked at: the app's own operation is far shorter. */
const TEXT_LIMIT = 4096;
const FIELD = 'queryFileData';
/** Answers kept at most: the files open in the editors right now, not the whole store. */
const ANSWER_LIMIT = 256;

/** The one `String!` variable of the operation, without a default; null for any other shape. */
function idVariable(operation: OperationDefinitionNode): string | null {
  const [definition, ...more] = operation.variableDefinitions ?? [];
  if (!definition || more.length > 0 || definition.defaultValue || definition.directives?.length) return null;
  const { type } = definition;
  if (type.kind !== Kind.NON_NULL_TYPE || type.type.kind !== Kind.NAMED_TYPE) return null;
  return type.type.name.value === 'String' ? definition.variable.name.value : null;
}

function planOf(schema: GraphQLSchema, text: string): Plan | null {
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: true, maxTokens: 2000 });
  } catch {
    return null;
  }
  if (validate(schema, document, [...specifiedRules, operationLimitsRule(OPERATION_LIMITS)]).length > 0)
    return null;
  const operation = getOperationAST(document);
  const queryType = schema.getQueryType();
  const variable = operation?.operation === 'query' ? idVariable(operation) : null;
  if (!operation || !queryType || !variable || operation.directives?.length) return null;
  const scope = { schema, fragments: fragmentsOf(document), variables: {} };
  const rootFields = collectFields(scope, queryType, [operation.selectionSet]);
  const [entry, ...others] = rootFields;
  if (!entry || others.length > 0) return null;
  const [responseKey, nodes] = entry;
  const field = queryType.getFields()[FIELD];
  const readsOneFileById = nodes.every(
    (node) =>
      node.name.value === FIELD &&
      node.arguments?.length === 1 &&
      node.arguments[0]?.name.value === 'id' &&
      node.arguments[0].value.kind === Kind.VARIABLE &&
      node.arguments[0].value.name.value === variable,
  );
  if (!field || !readsOneFileById) return null;
  return {
    operationName: operation.name?.value ?? null,
    variable,
    responseKey,
    field,
    nodes,
    projection: new PlainDataProjection(scope),
  };
}

/**
 * Answers `queryFileData` of one file, the editors' most frequent request, without graphql-yoga's
 * pipeline: a document is recognised once (parsed, validated against the schema and the operation
 * limits, reading nothing but `queryFileData(id: $id)`), then each request only verifies its token, runs
 * the resolver's own read and projects the result onto the selection straight into JSON text, byte for
 * byte what graphql-js would answer. On the embedded database, whose only writer is this process, the
 * answer is kept until anything is written (`Database.writeCount`), so repeated reads of an open file
 * cost no query at all.
 *
 * Whatever is not a plain success (a missing or refused token, an unknown file, odd variables, any
 * error) is left to yoga (null), which answers it as for every other request.
 */
export class FileReadFastPath {
  readonly #plans = new Map<string, Plan | null>();
  /** Answers given, with the database's `writeCount` before they were read; only where it has one. */
  readonly #answers = new Map<string, { writeCount: number; text: string }>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** The JSON response text, or null to let yoga answer. */
  async answer(posted: PostedOperation, context: () => Promise<RequestContext>): Promise<string | null> {
    const { query, operationName, variables, extensions } = posted;
    if (typeof query !== 'string' || extensions !== undefined) return null;
    const plan = this.#planFor(query);
    if (!plan) return null;
    if (operationName !== undefined && operationName !== null && operationName !== plan.operationName)
      return null;
    if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return null;
    const entries = Object.entries(variables);
    const [name, id] = entries[0] ?? [];
    if (entries.length !== 1 || name !== plan.variable || typeof id !== 'string' || id.includes('\0'))
      return null;
    try {
      const ctx = await context();
      // Checked before a kept answer is given; a refusal throws, and yoga answers it.
      const viewer = requireViewer(ctx, PERMISSION.access);
      const key = JSON.stringify([viewer.client, query, plan.responseKey, id]);
      const writeCount = ctx.db.writeCount;
      const kept = this.#answers.get(key);
      if (kept && writeCount !== undefined && kept.writeCount === writeCount) return kept.text;
      const file = await readFileData(ctx, id);
      const json = JSON.stringify(plan.projection.project(plan.field.type, plan.nodes, file));
      const text = `{"data":{${JSON.stringify(plan.responseKey)}:${json}}}`;
      if (writeCount !== undefined) this.#keep(key, { writeCount, text });
      return text;
    } catch {
      return null;
    }
  }

  #keep(key: string, answer: { writeCount: number; text: string }) {
    this.#answers.delete(key);
    if (this.#answers.size >= ANSWER_LIMIT) this.#answers.delete(this.#answers.keys().next().value as string);
    this.#answers.set(key, answer);
  }

  #planFor(text: string): Plan | null {
    if (this.#plans.has(text)) return this.#plans.get(text) ?? null;
    if (text.length > TEXT_LIMIT || !text.includes(FIELD)) return null;
    const plan = planOf(this.schema, text);
    if (this.#plans.size >= PLAN_LIMIT) this.#plans.delete(this.#plans.keys().next().value as string);
    this.#plans.set(text, plan);
    return plan;
  }
}
