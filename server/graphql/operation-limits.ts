import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxFields: number;
}

interface Measure {
  depth: number;
  aliases: number;
  fields: number;
}

const NOTHING: Measure = { depth: 0, aliases: 0, fields: 0 };

/**
 * Measures each operation with its fragments expanded. Fragment results are memoised, so a query that
 * spreads fragments into fragments ("fragment bomb") is measured quickly and refused for its expanded size.
 */
function measureOperation(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>) {
  const memo = new Map<string, Measure>();

  const measure = (set: SelectionSetNode, visiting: Set<string>): Measure => {
    let depth = 0;
    let aliases = 0;
    let fields = 0;
    for (const selection of set.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? measure(selection.selectionSet, visiting) : NOTHING;
        inner = {
          depth: below.depth + 1,
          aliases: below.aliases + (selection.alias ? 1 : 0),
          fields: below.fields + 1,
        };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet, visiting);
      } else {
        inner = measureFragment(selection.name.value, visiting);
      }
      depth = Math.max(depth, inner.depth);
      aliases += inner.aliases;
      fields += inner.fields;
    }
    return { depth, aliases, fields };
  };

  const measureFragment = (name: string, visiting: Set<string>): Measure => {
    const known = memo.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    // Unknown and cyclic fragments are reported by the standard rules; here they add nothing.
    if (!fragment || visiting.has(name)) return NOTHING;
    const result = measure(fragment.selectionSet, new Set(visiting).add(name));
    memo.set(name, result);
    return result;
  };

  return measure(selectionSet, new Set());
}

/** Refuses operations nested deeper, aliasing more or selecting more fields than `limits` allow. */
export function operationLimitsRule(limits: OperationLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment] as const),
    );
    return {
      OperationDefinition(operation) {
        const { depth, aliases, fields } = measureOperation(operation.selectionSet, fragments);
        const refuse = (message: string) =>
          context.reportError(
            new GraphQLError(message, { nodes: [operation], extensions: { code: 'BAD_USER_INPUT' } }),
          );
        if (depth > limits.maxDepth)
          refuse(`Query is nested ${depth} levels deep; at most ${limits.maxDepth} are allowed.`);
        if (aliases > limits.maxAliases)
          refuse(`Query uses ${aliases} aliases; at most ${limits.maxAliases} are allowed.`);
        if (fields > limits.maxFields)
          refuse(`Query selects ${fields} fields; at most ${limits.maxFields} are allowed.`);
        return false;
      },
    };
  };
}
