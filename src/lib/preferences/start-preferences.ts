import { applyStoredColorMode } from './color-mode';
import { followUserLanguage, type UserSource } from './language-preference';

/** Before the first render: the remembered colour mode on the document, and the signed-in user's language. */
export function startPreferences(session: UserSource): void {
  applyStoredColorMode();
  followUserLanguage(session);
}
