import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** Refuses `__schema` and `__type` (`__typename` stays allowed, clients rely on it). */
export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (INTROSPECTION_FIELDS.has(node.name.value)) {
        context.reportError(
          new GraphQLError(
            `GraphQL introspection is disabled, but the query asks for "${node.name.value}".`,
            {
              nodes: node,
            },
          ),
        );
      }
    },
  };
}
