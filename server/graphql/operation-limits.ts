import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';

/**
 * The app's operations stay far below these: JSON arguments travel as variables. Every count is taken with
 * fragments expanded where they are spread.
 */
export const OPERATION_LIMITS = {
  maxTokens: 10_000,
  maxDepth: 16,
  maxAliases: 30,
  maxDirectives: 50,
  /** Every selected field costs 1, every inline fragment 1 more and every fragment spread 2 more. */
  maxCost: 600,
};

/**
 * Armor words each refusal as a "Syntax Error" without a code. The token limit is reached while parsing,
 * where there is no validation context: throwing makes it the parse error.
 */
function refuse(context: ValidationContext | null, error: GraphQLError): void {
  const refusal = new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
    extensions: { code: 'BAD_USER_INPUT' },
  });
  if (!context) throw refusal;
  context.reportError(refusal);
}

const REFUSE = { propagateOnRejection: false, onReject: [refuse] };

/**
 * Bounds every operation before it runs. A fragment spread into fragments ("fragment bomb") is measured
 * quickly and refused for its expanded size. In production, graphql-js's "Did you mean …?" hints on field,
 * argument and type names are dropped: they would spell out the schema that introspection hides.
 */
export function operationLimits(production: boolean) {
  const { maxTokens, maxDepth, maxAliases, maxDirectives, maxCost } = OPERATION_LIMITS;
  return EnvelopArmorPlugin({
    maxTokens: { n: maxTokens, ...REFUSE },
    maxDepth: { n: maxDepth, flattenFragments: true, ignoreIntrospection: false, ...REFUSE },
    maxAliases: { n: maxAliases, allowList: [], ...REFUSE },
    maxDirectives: { n: maxDirectives, ...REFUSE },
    costLimit: {
      maxCost,
      scalarCost: 1,
      objectCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      ignoreIntrospection: false,
      ...REFUSE,
    },
    blockFieldSuggestion: { enabled: production, mask: '' },
  });
}
