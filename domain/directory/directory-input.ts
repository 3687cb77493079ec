import { z } from 'zod';
import { DomainInputError, parseInput } from '../errors';
import { BIN_PARENT_ID, type FlatEntry } from './types';

export const DIRECTORY_LIMITS = { maxEntries: 200_000, maxName: 200 } as const;

/** An entry as a write stores it: the client comes from the caller's token, never from the input. */
export type EntryInput = Omit<FlatEntry, 'client'>;

export interface DirectoryInputOptions {
  /** `directory`: root entries have parentId null; `bin`: root entries have parentId 'bin'. */
  root: 'directory' | 'bin';
  /** Levels allowed, the root counting as one (`TREE_DEPTH`). */
  maxDepth: number;
  maxEntries?: number;
}

/** An entry's id: 1 to 64 letters, digits, "_" or "-". */
export const entryIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "_" or "-"');
/** An entry's name, trimmed. */
export const entryNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(DIRECTORY_LIMITS.maxName, `must be at most ${DIRECTORY_LIMITS.maxName} characters`);
const refSchema = z.string().max(200).nullable().optional();

/** One entry without its children; children are walked separately so depth is bounded before recursing. */
const itemSchema = z.object({
  id: entryIdSchema,
  name: entryNameSchema,
  parentId: z.string().nullable().optional(),
  position: z.int().min(1).optional(),
  fileId: refSchema,
  schemaId: refSchema,
  fixedNumberOfChildren: z.int().min(0).nullable().optional(),
  schemaOfChildren: refSchema,
  isLeaf: z.boolean().optional(),
  isVisible: z.boolean().optional(),
  ticked: z.boolean().optional(),
  restoreParentId: z.string().max(200).nullable().optional(),
  children: z.array(z.unknown()).optional(),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Accepts the query's `nested` list, the whole response object, or a list of bare items. */
function rootList(input: unknown, rootName: string): unknown[] {
  if (Array.isArray(input)) return input;
  if (isRecord(input) && Array.isArray(input.nested)) return input.nested;
  throw new DomainInputError(
    'must be a list of entries (the `nested` list of the query)',
    rootName,
    'muss eine Liste von Einträgen sein (die Liste `nested` der Abfrage)',
  );
}

/** A `{ id, directory: item }` / `{ id, recycleBin: item }` row becomes its item; a bare item stays. */
function unwrapRow(raw: unknown, path: string): { item: unknown; path: string } {
  if (!isRecord(raw)) return { item: raw, path };
  const key = isRecord(raw.directory) ? 'directory' : isRecord(raw.recycleBin) ? 'recycleBin' : null;
  if (!key) return { item: raw, path };
  const item = raw[key] as Record<string, unknown>;
  if (raw.id !== undefined && raw.id !== item.id) {
    throw new DomainInputError(
      `row id does not match its ${key}.id`,
      `${path}.id`,
      `die id der Zeile ist nicht die von ${key}.id`,
    );
  }
  return { item, path: `${path}.${key}` };
}

/**
 * Turns a whole tree sent by a client into stored entries in tree order, siblings ordered by position
 * (then input order) and renumbered 1..n. Lenient in shape, strict in content: ids valid and unique
 * across the tree, parentIds consistent with the nesting, sibling positions unique, leaves childless,
 * depth and size bounded. `client` and unknown keys are ignored.
 */
export function parseDirectoryInput(input: unknown, options: DirectoryInputOptions): EntryInput[] {
  const rootName = options.root === 'bin' ? 'recycleBin' : 'directory';
  const maxEntries = options.maxEntries ?? DIRECTORY_LIMITS.maxEntries;
  const rootParentId = options.root === 'bin' ? BIN_PARENT_ID : null;
  const ids = new Set<string>();
  const result: EntryInput[] = [];

  const walk = (list: unknown[], path: string, parentId: string | null, depth: number) => {
    if (list.length > 0 && depth > options.maxDepth) {
      throw new DomainInputError(
        `entries may nest at most ${options.maxDepth} levels deep`,
        path,
        `Einträge dürfen höchstens ${options.maxDepth} Ebenen tief verschachtelt sein`,
      );
    }
    const positions = new Set<number>();
    const siblings = list.map((raw, index) => {
      const row = unwrapRow(raw, `${path}[${index}]`);
      const item = parseInput(itemSchema, row.item, row.path);
      if (ids.has(item.id))
        throw new DomainInputError(
          `duplicate id "${item.id}"`,
          `${row.path}.id`,
          `die Id „${item.id}“ kommt mehrfach vor`,
        );
      ids.add(item.id);
      if (ids.size > maxEntries) {
        throw new DomainInputError(
          `a tree holds at most ${maxEntries} entries`,
          rootName,
          `ein Baum hat höchstens ${maxEntries} Einträge`,
        );
      }
      if (item.parentId !== undefined && item.parentId !== parentId) {
        throw new DomainInputError(
          `must be ${JSON.stringify(parentId)}`,
          `${row.path}.parentId`,
          parentId === null ? 'muss null sein' : `muss „${parentId}“ sein`,
        );
      }
      if (item.position !== undefined) {
        if (positions.has(item.position)) {
          throw new DomainInputError(
            `position ${item.position} is taken by a sibling`,
            `${row.path}.position`,
            `die Position ${item.position} ist auf dieser Ebene schon vergeben`,
          );
        }
        positions.add(item.position);
      }
      const fileId = item.fileId ?? null;
      const isLeaf = item.isLeaf ?? fileId !== null;
      const children = item.children ?? [];
      if (isLeaf && children.length > 0) {
        throw new DomainInputError(
          'a leaf has no children',
          `${row.path}.children`,
          'eine Datei (ein Blatt) hat keine Unterelemente',
        );
      }
      return { item, path: row.path, index, fileId, isLeaf, children };
    });

    siblings.sort(
      (a, b) =>
        (a.item.position ?? Number.POSITIVE_INFINITY) - (b.item.position ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    );

    siblings.forEach(({ item, path: itemPath, fileId, isLeaf, children }, index) => {
      const entry: EntryInput = {
        id: item.id,
        fileId,
        parentId,
        position: index + 1,
        name: item.name,
        fixedNumberOfChildren: item.fixedNumberOfChildren ?? null,
        schemaOfChildren: item.schemaOfChildren ?? null,
        schemaId: item.schemaId ?? null,
        isLeaf,
        isVisible: item.isVisible ?? true,
        ticked: item.ticked ?? false,
      };
      if (options.root === 'bin') entry.restoreParentId = item.restoreParentId ?? null;
      result.push(entry);
      walk(children, `${itemPath}.children`, item.id, depth + 1);
    });
  };

  walk(rootList(input, rootName), rootName, rootParentId, 1);
  return result;
}
