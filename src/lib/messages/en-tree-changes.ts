import type { TextsOf } from './catalog';
import type { treeChangeMessages } from './de-tree-changes';

/** The change lists of the directory trees in English. */
export const enTreeChangeMessages: TextsOf<typeof treeChangeMessages> = {
  'treeChanges.open': 'Changes',
  'treeChanges.title.DATA': 'Changes in the folder tree',
  'treeChanges.title.SCHEMA': 'Changes in the schema tree',
  'treeChanges.close': 'Close',
  'treeChanges.loading': 'Loading changes …',
  'treeChanges.loadFailed': 'The changes could not be loaded.',
  'treeChanges.retry': 'Try again',
  'treeChanges.empty': 'No changes yet.',
  'treeChanges.list': 'Changes, newest first',
  'treeChanges.loadMore': 'Load older changes',
  'treeChanges.revision': '{when} – {user}',
  'treeChanges.unknownUser': 'Unknown',
  'treeChanges.topLevel': 'Top level',

  'treeChanges.created': '“{name}” created in {parent}',
  'treeChanges.createdAtTop': '“{name}” created at the top level',
  'treeChanges.moved': '“{name}” moved: {from} → {to}',
  'treeChanges.reordered': '“{name}” reordered in {parent}: place {from} → place {to}',
  'treeChanges.renamed': '“{name}” renamed: “{from}” → “{to}”',
  'treeChanges.binned': '“{name}” moved to the recycle bin',
  'treeChanges.restored': '“{name}” restored',
  'treeChanges.removed': '“{name}” removed',
  'treeChanges.deleted': '“{name}” deleted permanently',
  'treeChanges.changed': '“{name}” changed',
  'treeChanges.more.one': 'and {count} more change',
  'treeChanges.more.other': 'and {count} more changes',
  'treeChanges.noEntries': 'No change to entries',

  'treeChanges.putBack': 'Put back',
  'treeChanges.putBackLabel': 'Put back: {change}',
  'treeChanges.putBackDone': 'Put back.',
  'treeChanges.putBackConflict': 'The entry has been changed since and cannot be put back.',
  'treeChanges.putBackNameTaken': 'The target folder already holds a folder with this name.',
  'treeChanges.putBackFailed': 'The change could not be put back. Please try again.',
};
