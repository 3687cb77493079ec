import type { TextsOf } from './catalog';
import type { auditMessages } from './de-audit';

/** The audit screen in English. */
export const enAuditMessages: TextsOf<typeof auditMessages> = {};
