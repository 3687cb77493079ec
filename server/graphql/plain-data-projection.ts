import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getDirectiveValues,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  typeFromAST,
} from 'graphql';

/**
 * Raised when a value is not one the projection answers exactly as graphql-js would (a null where the
 * type forbids it, a field with its own resolver, an abstract type); the caller then executes normally.
 */
export class NotPlainData extends Error {}

export interface ProjectionScope {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  /** Coerced variable values. */
  variables: Record<string, unknown>;
}

interface PlannedField {
  /** The response key. */
  key: string;
  fieldName: string;
  /** Null for `__typename`. */
  write: Writer | null;
}

/** The fragments a document defines, by name. */
export const fragmentsOf = (document: DocumentNode): Record<string, FragmentDefinitionNode> =>
  Object.fromEntries(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );

/**
 * graphql-js's CollectFields (spec 6.3.2): fields by response key in order of appearance, fragments
 * entered once, `@skip` / `@include` applied.
 */
export function collectFields(
  scope: ProjectionScope,
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visited = new Set<string>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (!included(scope, selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = fields.get(key);
        if (list) list.push(selection);
        else fields.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!selection.typeCondition || conditionMatches(scope, selection.typeCondition.name.value, type))
          visit(selection.selectionSet);
      } else {
        const name = selection.name.value;
        if (visited.has(name)) continue;
        visited.add(name);
        const fragment = scope.fragments[name];
        if (!fragment || !conditionMatches(scope, fragment.typeCondition.name.value, type)) continue;
        visit(fragment.selectionSet);
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet);
  return fields;
}

function included(scope: ProjectionScope, node: Parameters<typeof getDirectiveValues>[1]): boolean {
  if (!node.directives?.length) return true;
  if (getDirectiveValues(GraphQLSkipDirective, node, scope.variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, scope.variables)?.if !== false;
}

function conditionMatches(scope: ProjectionScope, typeName: string, type: GraphQLObjectType): boolean {
  const condition = typeFromAST(scope.schema, {
    kind: Kind.NAMED_TYPE,
    name: { kind: Kind.NAME, value: typeName },
  });
  if (condition === type) return true;
  return condition !== undefined && isAbstractType(condition) && scope.schema.isSubType(condition, type);
}

type Writer = (value: unknown) => unknown;

/**
 * Gives the value graphql-js would answer for `value` of `type` selected by `nodes` (its `data` for the
 * field), for values that are plain data below the root: every field is read as a property (the default
 * resolver), scalars go through their type's `serialize`. Anything else raises `NotPlainData`. The
 * selection is planned once per type and field nodes, so a long list costs only the walk over its values;
 * `JSON.stringify` of the result is the text graphql-js's answer would have there.
 */
export class PlainDataProjection {
  readonly #writers = new Map<GraphQLOutputType, Map<readonly FieldNode[], Writer>>();

  constructor(private readonly scope: ProjectionScope) {}

  project(type: GraphQLOutputType, nodes: readonly FieldNode[], value: unknown): unknown {
    return this.#writer(type, nodes)(value);
  }

  #writer(type: GraphQLOutputType, nodes: readonly FieldNode[]): Writer {
    let byNodes = this.#writers.get(type);
    if (!byNodes) {
      byNodes = new Map();
      this.#writers.set(type, byNodes);
    }
    let writer = byNodes.get(nodes);
    if (!writer) {
      writer = this.#build(type, nodes);
      byNodes.set(nodes, writer);
    }
    return writer;
  }

  #build(type: GraphQLOutputType, nodes: readonly FieldNode[]): Writer {
    if (isNonNullType(type)) {
      const inner = this.#writer(type.ofType, nodes);
      return (value) => {
        if (value === null || value === undefined) throw new NotPlainData('null for a non-null type');
        return inner(value);
      };
    }
    if (isListType(type)) {
      const item = this.#writer(type.ofType, nodes);
      return (value) => {
        if (value === null || value === undefined) return null;
        if (!Array.isArray(value)) throw new NotPlainData('a list that is not an array');
        const list = new Array(value.length);
        for (let index = 0; index < value.length; index++) list[index] = item(value[index]);
        return list;
      };
    }
    if (isLeafType(type)) {
      return (value) => {
        if (value === null || value === undefined) return null;
        const serialized = type.serialize(value);
        if (serialized === undefined) throw new NotPlainData('a scalar without a value');
        return serialized;
      };
    }
    if (!isObjectType(type) || type.isTypeOf) throw new NotPlainData('not a plain object type');
    const fields = this.#plan(type, nodes);
    return (value) => {
      if (value === null || value === undefined) return null;
      if (typeof value !== 'object') throw new NotPlainData('an object that is not one');
      const source = value as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      for (let index = 0; index < fields.length; index++) {
        const field = fields[index] as PlannedField;
        if (field.write === null) {
          result[field.key] = type.name;
          continue;
        }
        const fieldValue = source[field.fieldName];
        if (typeof fieldValue === 'function') throw new NotPlainData('a method');
        result[field.key] = field.write(fieldValue);
      }
      return result;
    };
  }

  #plan(type: GraphQLObjectType, nodes: readonly FieldNode[]): PlannedField[] {
    const selectionSets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    const planned: PlannedField[] = [];
    for (const [key, fieldNodes] of collectFields(this.scope, type, selectionSets)) {
      const fieldName = (fieldNodes[0] as FieldNode).name.value;
      if (fieldName === '__typename') {
        planned.push({ key, fieldName, write: null });
        continue;
      }
      const definition: GraphQLField<unknown, unknown> | undefined = type.getFields()[fieldName];
      if (!definition) throw new NotPlainData(`no field ${type.name}.${fieldName}`);
      if (definition.resolve) throw new NotPlainData(`${type.name}.${fieldName} has a resolver`);
      if (fieldNodes.some((node) => node.arguments?.length)) throw new NotPlainData('field arguments');
      planned.push({ key, fieldName, write: this.#writer(definition.type, fieldNodes) });
    }
    return planned;
  }
}
