import { z } from 'zod';
import { DomainInputError, parseInput } from '../errors';
import { type FieldRules, type RuleSetProblem, ruleSetIssues } from '../rules/field-rules';
import {
  COMPONENT_IDS,
  type ComponentId,
  type ElementProps,
  IMAGE_MIME_TYPES,
  type SchemaElement,
  type SchemaMetadata,
} from './types';

export const SCHEMA_LIMITS = { maxDepth: 10, maxElements: 2_000, maxLabel: 200 } as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const idSchema = z.string().regex(ID_PATTERN, 'must be 1 to 64 letters, digits, "_" or "-"');
const TOP_PARENT_IDS = ['0', ''];

const optionSchema = z.looseObject({ id: z.string(), label: z.string() });
const affixTypeSchema = z.enum(['fixed', 'list']);

const propsSchema: z.ZodType<ElementProps> = z.looseObject({
  content: z
    .looseObject({
      label: z.string().optional(),
      shadowText: z.string().optional(),
      hint: z.string().optional(),
      prefix: z.string().optional(),
      suffix: z.string().optional(),
      _prefixType: affixTypeSchema.optional(),
      _suffixType: affixTypeSchema.optional(),
      _prefix: z.array(optionSchema).optional(),
      _suffix: z.array(optionSchema).optional(),
    })
    .optional(),
  options: z.looseObject({ options: z.array(optionSchema).optional() }).optional(),
  model: z.looseObject({ modelValue: z.unknown().optional() }).optional(),
  state: z.looseObject({ disable: z.boolean().optional() }).optional(),
  behavior: z.looseObject({ accept: z.array(z.enum(IMAGE_MIME_TYPES)).optional() }).optional(),
  _behavior: z
    .looseObject({
      labelDependency: z
        .looseObject({ editsLabel: z.boolean().optional(), labelPosition: z.number().optional() })
        .optional(),
    })
    .optional(),
  general: z.looseObject({ rows: z.int().min(0).optional() }).optional(),
  columns: z
    .looseObject({
      columns: z.array(z.looseObject({ name: z.string(), label: z.string(), field: z.string() })).optional(),
    })
    .optional(),
  toolbar: z.looseObject({ toolbar: z.array(z.string()).optional() }).optional(),
  // Checked against the element's component in `parseSchemaElements`.
  rules: z.unknown().optional() as z.ZodType<FieldRules | undefined>,
  _props: z
    .looseObject({
      _content: z
        .looseObject({
          _schema: z
            .array(z.looseObject({ schemaId: z.string(), elementId: z.string(), position: z.number() }))
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

/** One element without its children; children are walked separately so depth is bounded before recursing. */
const elementSchema = z.object({
  elementId: idSchema,
  componentId: z.enum(COMPONENT_IDS),
  label: z.string(),
  // The original client sends the number 0 for "top level".
  parentId: z.union([z.string(), z.literal(0).transform(() => '0')]).optional(),
  position: z.int().min(0),
  props: propsSchema.optional(),
  children: z.array(z.unknown()).optional(),
});

const metadataSchema: z.ZodType<SchemaMetadata> = z.looseObject({
  type: z.string().optional(),
  isLeaf: z.boolean().optional(),
  metadata_elements: z.array(z.unknown()).optional(),
});

const labelSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(SCHEMA_LIMITS.maxLabel, `must be at most ${SCHEMA_LIMITS.maxLabel} characters`);

/**
 * Validates a schema's element tree: known components, ids unique in the whole schema, parentIds that
 * match the enclosing Group, sibling positions unique, children only on Groups, bounded depth and size.
 */
export function parseSchemaElements(input: unknown, root = 'elements'): SchemaElement[] {
  const seen = new Set<string>();

  const walk = (
    list: unknown,
    path: string,
    parent: SchemaElement | null,
    depth: number,
  ): SchemaElement[] => {
    if (!Array.isArray(list))
      throw new DomainInputError('must be a list of elements', path, 'muss eine Liste von Elementen sein');
    if (list.length > 0 && depth > SCHEMA_LIMITS.maxDepth) {
      throw new DomainInputError(
        `elements may nest at most ${SCHEMA_LIMITS.maxDepth} levels deep`,
        path,
        `Elemente dürfen höchstens ${SCHEMA_LIMITS.maxDepth} Ebenen tief verschachtelt sein`,
      );
    }
    const positions = new Set<number>();
    return list.map((raw, index) => {
      const itemPath = `${path}[${index}]`;
      const parsed = parseInput(elementSchema, raw, itemPath);
      if (seen.has(parsed.elementId)) {
        throw new DomainInputError(
          `duplicate elementId "${parsed.elementId}"`,
          `${itemPath}.elementId`,
          `die elementId „${parsed.elementId}“ kommt mehrfach vor`,
        );
      }
      seen.add(parsed.elementId);
      if (seen.size > SCHEMA_LIMITS.maxElements) {
        throw new DomainInputError(
          `a schema holds at most ${SCHEMA_LIMITS.maxElements} elements`,
          root,
          `ein Schema hat höchstens ${SCHEMA_LIMITS.maxElements} Elemente`,
        );
      }
      const parentId = parsed.parentId ?? (parent ? parent.elementId : '0');
      const parentOk = parent ? parentId === parent.elementId : TOP_PARENT_IDS.includes(parentId);
      if (!parentOk) {
        const expected = parent ? `"${parent.elementId}"` : '"0" or ""';
        const expectedGerman = parent ? `„${parent.elementId}“` : '„0“ oder „“';
        throw new DomainInputError(
          `must be ${expected}`,
          `${itemPath}.parentId`,
          `muss ${expectedGerman} sein`,
        );
      }
      if (positions.has(parsed.position)) {
        throw new DomainInputError(
          `position ${parsed.position} is taken by a sibling`,
          `${itemPath}.position`,
          `die Position ${parsed.position} ist auf dieser Ebene schon vergeben`,
        );
      }
      positions.add(parsed.position);
      const rawChildren = parsed.children ?? [];
      if (parsed.componentId !== 'Group' && rawChildren.length > 0) {
        throw new DomainInputError(
          'only Group elements have children',
          `${itemPath}.children`,
          'nur Elemente vom Typ Group haben Unterelemente',
        );
      }
      assertRules(parsed.componentId, parsed.props, `${itemPath}.props.rules`);
      const element: SchemaElement = {
        elementId: parsed.elementId,
        componentId: parsed.componentId,
        label: parsed.label,
        parentId,
        position: parsed.position,
        props: parsed.props ?? {},
        children: [],
      };
      element.children = walk(rawChildren, `${itemPath}.children`, element, depth + 1);
      return element;
    });
  };

  return walk(input ?? [], root, null, 1);
}

const RULE_SET_PROBLEMS: Record<RuleSetProblem, string> = {
  shape: 'is not a rule of the right kind of value',
  notForComponent: 'is not a rule of this kind of element',
  notForType: 'is not a rule of this input type',
  minAboveMax: 'the minimum is above the maximum',
  patternInvalid: 'is not a pattern RE2 can compile',
  dateInvalid: 'must be a date YYYY-MM-DD',
  unknownColumn: 'names a column the table does not have',
};

/** The same in German, as the rules editor says it. */
const RULE_SET_PROBLEMS_GERMAN: Record<RuleSetProblem, string> = {
  shape: 'dieser Wert passt nicht zu dieser Regel',
  notForComponent: 'diese Regel gilt nicht für diese Art von Element',
  notForType: 'diese Regel gilt nicht für diesen Typ',
  minAboveMax: 'das Minimum ist größer als das Maximum',
  patternInvalid: 'dieses Muster ist kein gültiger regulärer Ausdruck',
  dateInvalid: 'muss ein gültiges Datum (JJJJ-MM-TT) sein',
  unknownColumn: 'eine Pflichtspalte gibt es in der Tabelle nicht',
};

/** Refuses rules that cannot stand (`ruleSetIssues`), naming the first. */
function assertRules(componentId: ComponentId, props: ElementProps | undefined, path: string): void {
  if (props?.rules === undefined) return;
  const columns = (props.columns?.columns ?? []).map((column) => column.field);
  const [issue] = ruleSetIssues(componentId, props.rules, columns);
  if (issue)
    throw new DomainInputError(
      RULE_SET_PROBLEMS[issue.problem],
      issue.rule ? `${path}.${issue.rule}` : path,
      RULE_SET_PROBLEMS_GERMAN[issue.problem],
    );
}

export interface SaveSchemaInput {
  id?: string;
  label: string;
  metadata: SchemaMetadata;
  elements: SchemaElement[];
  parentId: string | null;
}

const saveSchemaSchema = z.object({
  id: idSchema.optional(),
  label: labelSchema,
  metadata: metadataSchema.optional(),
  elements: z.unknown().optional(),
  parentId: z.string().nullable().optional(),
});

/** `saveSchema(schema)`: `{ id?, label, metadata?, elements?, parentId? }`. */
export function parseSaveSchemaInput(input: unknown): SaveSchemaInput {
  const parsed = parseInput(saveSchemaSchema, input, 'schema');
  return {
    id: parsed.id,
    label: parsed.label,
    metadata: parsed.metadata ?? {},
    elements: parseSchemaElements(parsed.elements, 'schema.elements'),
    parentId: parsed.parentId ?? null,
  };
}

export interface UpdateSchemaInput {
  id: string;
  label?: string;
  metadata?: SchemaMetadata;
  elements: SchemaElement[];
  version?: number;
}

const updateSchemaSchema = z.object({
  id: z.string().min(1),
  label: labelSchema.optional(),
  metadata: metadataSchema.optional(),
  elements: z.unknown().refine((value) => value !== undefined, 'is required'),
  version: z.int().min(0).optional(),
});

/** `updateSchema(schema)`: `{ id, label?, metadata?, elements, version? }`. */
export function parseUpdateSchemaInput(input: unknown): UpdateSchemaInput {
  const parsed = parseInput(updateSchemaSchema, input, 'schema');
  return {
    id: parsed.id,
    label: parsed.label,
    metadata: parsed.metadata,
    elements: parseSchemaElements(parsed.elements, 'schema.elements'),
    version: parsed.version,
  };
}
