import { GraphQLError, GraphQLScalarType, Kind, type ValueNode, valueFromASTUntyped } from 'graphql';

/**
 * Far deeper than any tree, schema or file value of the product, far shallower than what overflows the
 * stack of the recursive code (serialisers, PostgreSQL's jsonb parser) that later walks the value.
 */
export const MAX_JSON_DEPTH = 100;

const tooDeep = () =>
  new GraphQLError(`JSON values may be nested at most ${MAX_JSON_DEPTH} levels deep.`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });

/**
 * A key JavaScript objects treat as their prototype: copied or validated, it would vanish or, worse, change
 * what the object inherits. Refused rather than dropped without a word.
 */
const PROTOTYPE_KEY = '__proto__';

const prototypeKey = () =>
  new GraphQLError(`JSON values may not use the key "${PROTOTYPE_KEY}".`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });

/** Why a JSON value is refused: nested too deep, or holding the key `__proto__`. */
export type JsonShapeProblem = 'tooDeep' | 'prototypeKey';

/** Refuses a value with a shape problem (see `jsonShapeProblem`). */
export function assertJsonShape(value: unknown): void {
  const problem = jsonShapeProblem(value);
  if (problem === 'tooDeep') throw tooDeep();
  if (problem === 'prototypeKey') throw prototypeKey();
}

/**
 * Measured without recursion, so that a value of any depth is refused instead of overflowing the stack;
 * the same walk finds the key `__proto__`.
 */
export function jsonShapeProblem(value: unknown): JsonShapeProblem | null {
  // Only objects and arrays are walked; the depth of each pending one is kept in a parallel list.
  const pending: object[] = [];
  const depths: number[] = [];
  if (typeof value === 'object' && value !== null) {
    pending.push(value);
    depths.push(1);
  }
  while (pending.length > 0) {
    const current = pending.pop() as object;
    const depth = depths.pop() as number;
    if (depth > MAX_JSON_DEPTH) return 'tooDeep';
    if (Object.hasOwn(current, PROTOTYPE_KEY)) return 'prototypeKey';
    const children = Array.isArray(current) ? current : Object.values(current);
    for (let index = 0; index < children.length; index++) {
      const child: unknown = children[index];
      if (typeof child === 'object' && child !== null) {
        pending.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return null;
}

function assertLiteralDepth(ast: ValueNode): void {
  const pending: [ValueNode, number][] = [[ast, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node.kind !== Kind.LIST && node.kind !== Kind.OBJECT) continue;
    if (depth > MAX_JSON_DEPTH) throw tooDeep();
    const children = node.kind === Kind.LIST ? node.values : node.fields.map((field) => field.value);
    for (const child of children) pending.push([child, depth + 1]);
  }
}

/**
 * Any JSON value, given as a variable or written inline in the query, nested at most `MAX_JSON_DEPTH` deep
 * and without the key `__proto__`.
 */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => {
    assertJsonShape(value);
    return value;
  },
  parseLiteral: (ast, variables) => {
    assertLiteralDepth(ast);
    const value = valueFromASTUntyped(ast, variables);
    // Variables spliced into a literal add their own depth.
    assertJsonShape(value);
    return value;
  },
});
