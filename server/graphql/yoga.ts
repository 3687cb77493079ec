import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context';
import { codeEveryError } from './code-every-error';
import { hideSuggestions } from './hide-suggestions';
import { maskError } from './mask-error';
import { noIntrospectionRule } from './no-introspection';
import { operationLimitsRule } from './operation-limits';
import { parseLimits } from './parse-limits';
import { refuseNulCharacters } from './refuse-nul-characters';
import { treeReadFastPath } from './tree-read-fast-path';

export const OPERATION_LIMITS = { maxDepth: 16, maxAliases: 30, maxFields: 600 };

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface YogaOptions {
  schema: GraphQLSchema;
  production: boolean;
  logger: FastifyBaseLogger;
  context: (request: FastifyRequest) => Promise<RequestContext>;
}

function validationRules(production: boolean): Plugin {
  const rules = [operationLimitsRule(OPERATION_LIMITS), ...(production ? [noIntrospectionRule] : [])];
  return {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}

/** GraphQL over HTTP at `/`: bounded operations, no batching, unexpected errors masked. */
export function createApiYoga({ schema, production, logger, context }: YogaOptions) {
  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/',
    context: ({ req }) => context(req),
    batching: false,
    cors: false,
    graphiql: false,
    landingPage: false,
    maskedErrors: { maskError, isDev: false },
    logging: {
      debug: (...args: unknown[]) => logger.debug(args),
      info: (...args: unknown[]) => logger.info(args),
      warn: (...args: unknown[]) => logger.warn(args),
      error: (...args: unknown[]) => logger.error(args.length === 1 ? args[0] : args),
    },
    plugins: [
      refuseNulCharacters(),
      parseLimits(),
      validationRules(production),
      codeEveryError(),
      ...(production ? [hideSuggestions()] : []),
      treeReadFastPath(),
    ],
  });
}
