import { graphQLErrors, hasErrorCode } from '../../lib/graphql/error-codes';
import type { MessageKey } from '../../lib/messages/de';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';

/** The server answered `success: false`. */
export class WriteNotDone extends Error {
  constructor(operation: string) {
    super(`${operation} answered success: false`);
  }
}

/** Which tree a write was based on, for the conflict text. */
export type WrittenTree = 'directory' | 'bin';

const CONFLICT_TEXT = {
  directory: { one: 'explorer.conflict.directory', many: 'explorer.conflict.directoryMany' },
  bin: { one: 'explorer.conflict.bin', many: 'explorer.conflict.binMany' },
} as const satisfies Record<WrittenTree, { one: MessageKey; many: MessageKey }>;

const FAILURE_TEXT = {
  directory: 'toast.directoryUpdateFailed',
  bin: 'toast.binUpdateFailed',
} as const satisfies Record<WrittenTree, MessageKey>;

/** „A“, „B“ — the user's changes as the conflict texts quote them. */
export function quoteChanges(changes: readonly string[]): string {
  return changes.map((change) => `„${change}“`).join(', ');
}

/** The text for changes someone else's write overtook. */
export function conflictText(tree: WrittenTree, changes: readonly string[]): string {
  const keys = CONFLICT_TEXT[tree];
  return t(changes.length === 1 ? keys.one : keys.many, { changes: quoteChanges(changes) });
}

/** Tells the user that queued changes were dropped along with a failed write. */
export function notifyNotApplied(changes: readonly string[]): void {
  if (changes.length === 0) return;
  const key = changes.length === 1 ? 'explorer.notApplied' : 'explorer.notAppliedMany';
  notify({ message: t(key, { changes: quoteChanges(changes) }), tone: 'warning', timeout: 10_000 });
}

/**
 * A failed tree write: on CONFLICT, which of the user's changes were not applied; otherwise the
 * catalogue's failure text. An ended session says nothing, the login page takes over.
 */
export function reportTreeWriteFailure(error: unknown, tree: WrittenTree, changes: readonly string[]): void {
  if (hasErrorCode(error, 'UNAUTHENTICATED')) return;
  if (hasErrorCode(error, 'CONFLICT')) {
    notify({ message: conflictText(tree, changes), tone: 'warning', timeout: 10_000 });
    return;
  }
  if (!(error instanceof WriteNotDone)) console.error('Writing the tree failed', error);
  notify({ message: t(FAILURE_TEXT[tree]), tone: 'negative' });
}

function fileCountOf(error: unknown): number | null {
  const count = graphQLErrors(error)[0]?.extensions?.fileCount;
  return typeof count === 'number' ? count : null;
}

/**
 * A failed delete for good: a schema that files still use says how many; otherwise the spec's texts,
 * with the server-error text when the server answered with an error.
 */
export function reportRemoveFailure(error: unknown): void {
  if (hasErrorCode(error, 'UNAUTHENTICATED')) return;
  const fileCount = hasErrorCode(error, 'CONFLICT') ? fileCountOf(error) : null;
  if (fileCount !== null) {
    const message =
      fileCount === 1
        ? t('explorer.delete.schemaInUseOnce')
        : t('explorer.delete.schemaInUse', { count: formatNumber(fileCount) });
    notify({ message, tone: 'negative', timeout: 10_000 });
    return;
  }
  if (!(error instanceof WriteNotDone)) console.error('Deleting the entry failed', error);
  notify({ message: t('explorer.delete.failed'), tone: 'negative' });
  if (graphQLErrors(error).length > 0) {
    notify({ message: t('explorer.delete.serverError'), tone: 'negative' });
  }
}
