import type { FieldChangeKind } from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';

interface NamedField {
  key: string;
  label: string | null;
}

interface Change extends NamedField {
  kind: FieldChangeKind;
  before: string;
  after: string;
}

/** A field's name as the history shows it: its element's label, the file's label, its related files. */
export function fieldName({ key, label }: NamedField): string {
  if (label !== null) return label;
  if (key === 'label') return t('history.field.label');
  if (key === 'relatedFiles') return t('history.field.relatedFiles');
  return t('history.field.orphaned', { key });
}

/** A value in one line: its lines joined, an empty one said. */
const oneLine = (value: string) =>
  value.trim() === '' ? t('history.emptyValue') : value.replace(/\s*\n\s*/g, ' / ');

/**
 * One change in words: a file's value "Preis: 2.499,95 → 2.299,00"; a schema's element added, removed,
 * renamed or moved.
 */
export function changeLine(change: Change, kind: 'FILE' | 'SCHEMA'): string {
  const field = fieldName(change);
  if (kind === 'SCHEMA' && change.key !== 'label') {
    if (change.kind === 'ADDED') return t('history.added', { field });
    if (change.kind === 'REMOVED') return t('history.removed', { field });
    if (change.kind === 'MOVED')
      return t('history.moved', { field, before: change.before, after: change.after });
    if (change.before === change.after) return t('history.elementChanged', { field });
  }
  return t('history.change', { field, before: oneLine(change.before), after: oneLine(change.after) });
}

/** What a revision's write was, in words. */
export function operationText(operation: string): string {
  if (operation === 'created') return t('history.op.created');
  if (operation === 'baseline') return t('history.op.baseline');
  if (operation === 'restoreRevision') return t('history.op.restoreRevision');
  return t('history.op.changed');
}
