import { queryOptions } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { RuleViolationsDocument, type RuleViolationsQuery } from '../lib/graphql/generated/graphql';

/** The first part of the keys of `ruleViolations`: a saved schema may break or mend any of them. */
export const RULE_VIOLATIONS_KEY = ['ruleViolations'] as const;

export type RuleViolation = RuleViolationsQuery['ruleViolations'][number];

/** The files of a schema whose stored values break its rules now, by element and rule. */
export function ruleViolationsQueryOptions(schemaId: string) {
  return queryOptions({
    queryKey: [...RULE_VIOLATIONS_KEY, schemaId] as const,
    queryFn: async ({ signal }) =>
      (await request(RuleViolationsDocument, { schemaId }, signal)).ruleViolations,
  });
}
