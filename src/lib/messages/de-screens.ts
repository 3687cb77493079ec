import { appMessages } from './de-app';
import { auditMessages } from './de-audit';
import { explorerMessages } from './de-explorer';
import { fileMessages } from './de-file';
import { historyMessages } from './de-history';
import { importMessages } from './de-import';
import { ruleMessages } from './de-rules';
import { rulesEditorMessages } from './de-rules-editor';
import { schemaMessages } from './de-schema';
import { treeMessages } from './de-tree';
import { treeChangeMessages } from './de-tree-changes';
import { addGermanTexts } from './language';

/** The German texts of the screens behind the login, which `de` leaves out. */
export const deScreens = {
  ...appMessages,
  ...treeMessages,
  ...fileMessages,
  ...explorerMessages,
  ...schemaMessages,
  ...historyMessages,
  ...auditMessages,
  ...treeChangeMessages,
  ...ruleMessages,
  ...rulesEditorMessages,
  ...importMessages,
};

// Added when the app's code loads, before any screen renders.
addGermanTexts(deScreens);
