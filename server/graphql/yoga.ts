import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context';
import { codeEveryError } from './code-every-error';
import { compiledExecution } from './compiled-execution';
import { hideEnumValueSuggestions } from './hide-enum-value-suggestions';
import { type KeptAnswersOptions, keptAnswers } from './kept-answers';
import { maskError } from './mask-error';
import { noIntrospectionRule } from './no-introspection';
import { operationLimits } from './operation-limits';
import { parseLimits } from './parse-limits';
import { refuseUnstorableText } from './refuse-unstorable-text';
import { TextResponse } from './text-response';

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface YogaOptions {
  schema: GraphQLSchema;
  production: boolean;
  logger: FastifyBaseLogger;
  context: (request: FastifyRequest) => Promise<RequestContext>;
  /** Answers kept by version (see `keptAnswers`). */
  answers: KeptAnswersOptions;
}

const refuseIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noIntrospectionRule);
  },
};

/** GraphQL over HTTP at `/`: bounded operations, no batching, unexpected errors masked. */
export function createApiYoga({ schema, production, logger, context, answers }: YogaOptions) {
  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/',
    fetchAPI: { Response: TextResponse },
    context: ({ req }) => context(req),
    batching: false,
    // Fastify has read the whole body already, within its bound (`bodyLimit`); a second bound would only
    // stream it through once more.
    maxRequestBodySize: false,
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
      refuseUnstorableText(),
      operationLimits(production),
      parseLimits(),
      codeEveryError(),
      keptAnswers(answers),
      ...(production ? [refuseIntrospection, hideEnumValueSuggestions()] : []),
      ...compiledExecution(),
    ],
  });
}
