import type { AuditAction, AuditObjectKind } from '../../lib/graphql/generated/graphql';
import { getLocale } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';

/**
 * The API's writes as the trail names them (every mutation but the session's: login, renewToken and
 * logoutEverywhere write no content; and `importBundle`, the import of a JSON bundle over HTTP). `audit-labels.test.ts` holds the list to the contract.
 */
export const AUDITED_OPERATIONS = [
  'saveFile',
  'updateFile',
  'saveSchema',
  'updateSchema',
  'updateDirectory',
  'updateRecycleBin',
  'moveDirectoryEntry',
  'renameDirectoryEntry',
  'createDirectoryFolder',
  'setDirectoryEntryVisibility',
  'setFileParents',
  'addRelatedFiles',
  'updateRelatedFiles',
  'deleteRelatedFile',
  'removeItemFromDirectory',
  'moveToRecycleBin',
  'moveFilesToFolder',
  'moveFilesToRecycleBin',
  'restoreFromRecycleBin',
  'restoreRevision',
  'importFiles',
  'importBundle',
  'uploadImage',
  'deleteImage',
] as const;

export type AuditedOperation = (typeof AUDITED_OPERATIONS)[number];

function isAuditedOperation(operation: string): operation is AuditedOperation {
  return (AUDITED_OPERATIONS as readonly string[]).includes(operation);
}

/** An operation in words ("Datei geändert"); one the app does not know (a newer server's) as it is named. */
export function operationLabel(operation: string): string {
  return isAuditedOperation(operation) ? t(`audit.operation.${operation}`) : operation;
}

/** The operations the filter offers, by their names in the current language. */
export function operationChoices(): { value: string; label: string }[] {
  const collator = new Intl.Collator(getLocale());
  return AUDITED_OPERATIONS.map((value) => ({ value, label: operationLabel(value) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

export const kindLabel = (kind: AuditObjectKind): string => t(`audit.kind.${kind}`);

export const actionLabel = (action: AuditAction): string => t(`audit.action.${action}`);
