import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import { notFound } from '../../errors';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { findSchema } from '../../repositories/schema-repository';
import { findRuleViolations } from '../../rules/rule-violations';
import { firstEntries } from '../shared/first-entries';

/** The files of a schema whose stored values break its rules now, by element and rule. */
export const ruleViolations: QueryResolvers['ruleViolations'] = async (_parent, { schemaId }, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const schema = await findSchema(ctx.db, viewer.client, schemaId);
  if (!schema) throw notFound(`Schema "${schemaId}" not found.`);
  const violations = await findRuleViolations(ctx.db, viewer.client, schema.id, schema.elements);
  if (violations.length === 0) return [];
  const places = await firstEntries(ctx.db, viewer.client, 'DATA', ctx.trees);
  return violations.map((violation) => ({
    ...violation,
    files: violation.files.map((file) => ({ ...file, directoryId: places.get(file.id)?.id ?? null })),
  }));
};
