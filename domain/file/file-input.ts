import { z } from 'zod';
import { DomainInputError, parseInput } from '../errors';
import { richTextState, unsafeRichTextAddress } from './rich-text';
import { FILE_ID_PATTERN, type FileDataEntry, MODEL_VALUE_KEY, PREFIX_KEY, SUFFIX_KEY } from './types';

export const FILE_LIMITS = { maxLabel: 200, maxDataBytes: 1_000_000, maxRelations: 500 } as const;

const idSchema = z.string().regex(FILE_ID_PATTERN, 'must be 1 to 64 letters, digits, "_" or "-"');
const refSchema = z.string().min(1, 'must not be empty').max(200);
const versionSchema = z.int().min(0).optional();

const dataEntrySchema = z.object({
  elementId: idSchema,
  [MODEL_VALUE_KEY]: z.unknown().optional(),
  [PREFIX_KEY]: z.string().optional(),
  [SUFFIX_KEY]: z.string().optional(),
});

const labelSchema = z
  .string()
  .trim()
  .max(FILE_LIMITS.maxLabel, `must be at most ${FILE_LIMITS.maxLabel} characters`);

/** A rich text value may only link to (and show images from) addresses `isSafeUrl` allows. */
function assertSafeRichText(value: unknown, path: string): void {
  const state = richTextState(value);
  const unsafe = state && unsafeRichTextAddress(state);
  if (unsafe) {
    throw new DomainInputError(
      `links and image sources may only use http, https, mailto, tel or a relative address, not "${unsafe.url.slice(0, 100)}"`,
      `${path}.${unsafe.path}`,
      `Links und Bildquellen dürfen nur http, https, mailto, tel oder eine relative Adresse nutzen, nicht „${unsafe.url.slice(0, 100)}“`,
    );
  }
}

/**
 * A file's data: entries with unique elementIds, their values any JSON (rich text with safe links only),
 * at most 1 MB in all.
 */
export function parseFileData(input: unknown, root: string): FileDataEntry[] {
  const entries = parseInput(z.array(dataEntrySchema), input, root);
  const seen = new Set<string>();
  const result = entries.map((entry, index) => {
    if (seen.has(entry.elementId)) {
      throw new DomainInputError(
        `duplicate elementId "${entry.elementId}"`,
        `${root}[${index}].elementId`,
        `die elementId „${entry.elementId}“ kommt mehrfach vor`,
      );
    }
    seen.add(entry.elementId);
    assertSafeRichText(entry[MODEL_VALUE_KEY], `${root}[${index}]["${MODEL_VALUE_KEY}"]`);
    const stored: FileDataEntry = {
      elementId: entry.elementId,
      [MODEL_VALUE_KEY]: entry[MODEL_VALUE_KEY] ?? null,
    };
    if (entry[PREFIX_KEY] !== undefined) stored[PREFIX_KEY] = entry[PREFIX_KEY];
    if (entry[SUFFIX_KEY] !== undefined) stored[SUFFIX_KEY] = entry[SUFFIX_KEY];
    return stored;
  });
  if (new TextEncoder().encode(JSON.stringify(result)).length > FILE_LIMITS.maxDataBytes) {
    throw new DomainInputError(
      `must be at most ${FILE_LIMITS.maxDataBytes} bytes of JSON`,
      root,
      `darf als JSON höchstens ${FILE_LIMITS.maxDataBytes} Bytes groß sein`,
    );
  }
  return result;
}

export interface SaveFileInput {
  id?: string;
  schemaId: string;
  label: string;
  parentId: string | null;
  data: FileDataEntry[];
}

const saveFileSchema = z.object({
  id: idSchema.optional(),
  schemaId: refSchema,
  label: labelSchema,
  parentId: refSchema.nullable().optional(),
  data: z.unknown().optional(),
});

/** `saveFile(file)`: `{ id?, schemaId, label, parentId, data? }`. */
export function parseSaveFileInput(input: unknown): SaveFileInput {
  const parsed = parseInput(saveFileSchema, input, 'file');
  return {
    id: parsed.id,
    schemaId: parsed.schemaId,
    label: parsed.label,
    parentId: parsed.parentId ?? null,
    data: parseFileData(parsed.data ?? [], 'file.data'),
  };
}

export interface UpdateFileInput {
  id: string;
  label?: string;
  schemaId?: string;
  data: FileDataEntry[];
  version?: number;
}

const updateFileSchema = z.object({
  id: refSchema,
  label: labelSchema.optional(),
  schemaId: refSchema.optional(),
  data: z.unknown().refine((value) => value !== undefined, 'is required'),
  version: versionSchema,
});

/** `updateFile(data)`: `{ id, label?, schemaId?, data, version? }`. */
export function parseUpdateFileInput(input: unknown): UpdateFileInput {
  const parsed = parseInput(updateFileSchema, input, 'data');
  return {
    id: parsed.id,
    label: parsed.label,
    schemaId: parsed.schemaId,
    data: parseFileData(parsed.data, 'data.data'),
    version: parsed.version,
  };
}

export interface RelationshipInput {
  fileId: string;
  elementId: string | null;
}

export interface AddRelatedFilesInput {
  fileId: string;
  relationships: RelationshipInput[];
  version?: number;
}

const relationshipSchema = z.object({ fileId: refSchema, elementId: idSchema.nullable().optional() });

const addRelatedFilesSchema = z.object({
  fileId: refSchema,
  relationship: z.union([
    relationshipSchema.transform((one) => [one]),
    z
      .array(relationshipSchema)
      .min(1, 'must name at least one file')
      .max(FILE_LIMITS.maxRelations, `must name at most ${FILE_LIMITS.maxRelations} files`),
  ]),
  version: versionSchema,
});

/** `addRelatedFiles(data)`: `{ fileId, relationship: { fileId, elementId? } | [...], version? }`. */
export function parseAddRelatedFilesInput(input: unknown): AddRelatedFilesInput {
  const parsed = parseInput(addRelatedFilesSchema, input, 'data');
  return {
    fileId: parsed.fileId,
    relationships: parsed.relationship.map((one) => ({
      fileId: one.fileId,
      elementId: one.elementId ?? null,
    })),
    version: parsed.version,
  };
}

export interface UpdateRelatedFilesInput {
  fileId: string;
  /** Relationship ids in the new order. */
  relationshipIds: string[];
  version?: number;
}

const updateRelatedFilesSchema = z.object({
  fileId: refSchema,
  relatedFiles: z.array(z.object({ relationshipId: refSchema })),
  version: versionSchema,
});

/** `updateRelatedFiles(data)`: `{ fileId, relatedFiles: [{ relationshipId, ... }], version? }`, in the new order. */
export function parseUpdateRelatedFilesInput(input: unknown): UpdateRelatedFilesInput {
  const parsed = parseInput(updateRelatedFilesSchema, input, 'data');
  const relationshipIds = parsed.relatedFiles.map((row) => row.relationshipId);
  const seen = new Set<string>();
  relationshipIds.forEach((id, index) => {
    if (seen.has(id)) {
      throw new DomainInputError(
        `relationshipId "${id}" appears twice`,
        `data.relatedFiles[${index}].relationshipId`,
      );
    }
    seen.add(id);
  });
  return { fileId: parsed.fileId, relationshipIds, version: parsed.version };
}
