import { z } from 'zod';
import { flattenTree } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry } from '../../../domain/directory/types';

const ENTRY_PROPERTIES = [
  'id',
  'fileId',
  'parentId',
  'position',
  'name',
  'fixedNumberOfChildren',
  'schemaOfChildren',
  'client',
  'schemaId',
  'isLeaf',
  'isVisible',
  'ticked',
  'restoreParentId',
] as const satisfies readonly (keyof FlatEntry)[];

const entryProperty = z.enum(ENTRY_PROPERTIES);

/** The spec's tree configuration: which menu entries, behaviours and filter a tree offers. */
export const treeConfigSchema = z.object({
  menu: z.object({
    /** Whether rows have an action menu at all. */
    showMenu: z.boolean(),
    /** Offers "toggle visibility". */
    visible: z.boolean(),
    delete: z.object({
      deletable: z.boolean(),
      /** Offers moving to the recycle bin besides deleting for good. */
      moveToRecycleBin: z.boolean(),
    }),
    /** Offers copying the entry's id. */
    fingerprint: z.boolean(),
    /** Offers editing the folders a file sits in. */
    parentEditable: z.boolean(),
  }),
  behavior: z.object({
    ticking: z.object({
      tickable: z.boolean(),
      tickStrategy: z.literal('leaf-filtered'),
      /** Entry property whose truthy value ticks a leaf initially, when the host does not pass `ticked`. */
      tickMarkProperty: entryProperty,
      /** Entry property whose values the tree reports for the ticked leaves. */
      tickReturnProperty: entryProperty,
      /** The tree shows a recycle bin: its entries' root parent is the bin, so they only delete for good. */
      parentFromRecycleBin: z.boolean(),
    }),
    selectable: z.boolean(),
    /** Offers moving entries up and down among their siblings. */
    positionChange: z.boolean(),
    /** Entry property that `selectedId` is compared with. */
    selectProperty: entryProperty,
  }),
  filter: z.object({
    filterInput: z.object({ userInput: z.boolean() }),
    filterProperty: entryProperty,
  }),
});

export type TreeConfig = z.infer<typeof treeConfigSchema>;

/** Every option on but the id fingerprint: the data tree of the editor. */
const EDITOR_TREE: TreeConfig = {
  menu: {
    showMenu: true,
    visible: true,
    delete: { deletable: true, moveToRecycleBin: true },
    fingerprint: false,
    parentEditable: true,
  },
  behavior: {
    ticking: {
      tickable: false,
      tickStrategy: 'leaf-filtered',
      tickMarkProperty: 'ticked',
      tickReturnProperty: 'fileId',
      parentFromRecycleBin: false,
    },
    selectable: true,
    positionChange: true,
    selectProperty: 'id',
  },
  filter: { filterInput: { userInput: true }, filterProperty: 'name' },
};

/** The editor tree's configuration, changed by `change`. */
export function treeConfig(change: (config: TreeConfig) => void = () => undefined): TreeConfig {
  const config = structuredClone(EDITOR_TREE);
  change(config);
  return config;
}

/** A tree inside a dialog that only picks entries: no menu, no reordering, no selection unless `change` turns it on. */
export function pickerTreeConfig(change: (config: TreeConfig) => void): TreeConfig {
  return treeConfig((config) => {
    config.menu = {
      showMenu: false,
      visible: false,
      delete: { deletable: false, moveToRecycleBin: false },
      fingerprint: false,
      parentEditable: false,
    };
    config.behavior.selectable = false;
    config.behavior.positionChange = false;
    change(config);
  });
}

const describePath = (path: PropertyKey[]) => path.map(String).join('.');

/**
 * The spec's directory configuration checks. They only log, so a misconfigured tree still shows what it
 * can; the returned messages are what was logged.
 */
export function checkTreeConfig(config: unknown, items: DirectoryItem[]): string[] {
  const problems: string[] = [];
  const parsed = treeConfigSchema.safeParse(config);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(
        `Tree configuration: "${describePath(issue.path)}" is missing or invalid (${issue.message}).`,
      );
    }
  }
  if (items.length === 0) problems.push('Tree configuration: the tree has no nodes.');
  for (const entry of flattenTree(items)) {
    const hasId = typeof entry.id === 'string' && entry.id !== '';
    const hasName = typeof entry.name === 'string' && entry.name.trim() !== '';
    if (!hasId) problems.push(`Tree configuration: a node named "${entry.name}" has no id.`);
    if (!hasName) problems.push(`Tree configuration: node "${entry.id}" has no name.`);
  }
  for (const problem of problems) console.error(problem);
  return problems;
}
