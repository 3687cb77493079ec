import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/** Any JSON value, given as a variable or written inline in the query. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
