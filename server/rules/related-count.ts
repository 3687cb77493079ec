import { relatedCountProblem } from '../../domain/rules/value-rules';
import { findElement } from '../../domain/schema/element-ops';
import type { Queryable } from '../db/database';
import { badInput } from '../errors';
import { findSchema } from '../repositories/schema-repository';

/**
 * Refuses related files of a file (`related`: the whole list a write leaves, `elementIds`: the
 * Relationship elements it gave `more` or `fewer` links) beyond a Relationship element's bound that way
 * (BAD_USER_INPUT with the rule `maxRelated` or `minRelated`).
 */
export async function assertRelatedCounts(
  tx: Queryable,
  client: string,
  file: { schemaId: string },
  related: { elementId: string | null }[],
  elementIds: Iterable<string | null>,
  change: 'more' | 'fewer',
  path: string,
): Promise<void> {
  const schema = await findSchema(tx, client, file.schemaId);
  if (!schema) return;
  for (const elementId of new Set(elementIds)) {
    const element = elementId === null ? null : findElement(schema.elements, elementId);
    if (!element) continue;
    const count = related.filter((link) => link.elementId === elementId).length;
    const problem = relatedCountProblem(element, count, change);
    if (problem) {
      const bound = problem.rule === 'maxRelated' ? 'at most' : 'at least';
      throw badInput(`Element "${elementId}" relates ${bound} ${problem.limit} files.`, {
        path,
        elementId,
        ...problem,
      });
    }
  }
}
