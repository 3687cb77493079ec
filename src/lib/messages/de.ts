import type { appMessages } from './de-app';
import type { auditMessages } from './de-audit';
import type { explorerMessages } from './de-explorer';
import type { fileMessages } from './de-file';
import type { historyMessages } from './de-history';
import type { importMessages } from './de-import';
import type { ruleMessages } from './de-rules';
import type { rulesEditorMessages } from './de-rules-editor';
import type { schemaMessages } from './de-schema';
import type { treeMessages } from './de-tree';
import type { treeChangeMessages } from './de-tree-changes';

/**
 * The German texts every visit has from the start: all the login page shows. The texts of the app behind
 * it (`de-*.ts`: layout, start page, trees, files, schema editor) follow with the app's code
 * (`de-screens.ts`), so that the login page does not load them. Placeholders in braces are filled by `t`.
 */
export const de = {
  'app.title': 'Alloy v{version}',
  'app.homeSegment': 'Home',

  'login.heading': 'Bei Alloy anmelden',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Anmelden',
  'login.submitting': 'Anmelden …',
  'login.usernameRequired': 'Bitte geben Sie Ihren Username ein.',
  'login.passwordRequired': 'Bitte geben Sie Ihr Password ein.',
  'login.failed': 'Username oder Password inkorrekt.',
  'login.tooManyRequests':
    'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  'login.unreachable': 'Der Server ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  'login.noPermissions': 'Ihr Konto hat keine Berechtigungen für Alloy.',
  'session.expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',

  'toast.close': 'Schließen',
  'toast.region': 'Benachrichtigungen (Alt+T)',
} as const;

export type MessageKey =
  | keyof typeof de
  | keyof typeof appMessages
  | keyof typeof treeMessages
  | keyof typeof fileMessages
  | keyof typeof explorerMessages
  | keyof typeof schemaMessages
  | keyof typeof historyMessages
  | keyof typeof auditMessages
  | keyof typeof treeChangeMessages
  | keyof typeof ruleMessages
  | keyof typeof rulesEditorMessages
  | keyof typeof importMessages;

/** A complete set of texts: every German key, none more (the shape of each language). */
export type Messages = { readonly [Key in MessageKey]: string };
