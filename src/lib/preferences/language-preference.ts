import { DEFAULT_LANGUAGE, isLanguage, type Language, setLanguage } from '../messages/language';
import { readPreference, writePreference } from './preference-storage';

/** Local-storage key of a user's language, by the user id (`sub`) of their login token. */
export function languageKey(userId: string): string {
  return `alloy.language.${userId}`;
}

/** The language the user chose on this browser; German when they never chose one. */
export function storedLanguage(userId: string): Language {
  const stored = readPreference(languageKey(userId));
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Switches to `language` and remembers it for the user. */
export async function chooseLanguage(userId: string | null, language: Language): Promise<void> {
  await setLanguage(language);
  if (userId) writePreference(languageKey(userId), language);
}

/** Where the signed-in user comes from: the app's auth session. */
export interface UserSource {
  getUser(): { userId: string } | null;
  subscribe(listener: () => void): () => void;
}

/**
 * Speaks each user's language: on start and whenever someone else signs in, the language they chose
 * (German by default). Signing out keeps the language, so the login page does not change under the user.
 */
export function followUserLanguage(session: UserSource): () => void {
  let userId: string | null = null;
  const sync = () => {
    const next = session.getUser()?.userId ?? null;
    if (next === userId) return;
    userId = next;
    if (next !== null) {
      setLanguage(storedLanguage(next)).catch((error: unknown) => {
        console.error('Loading the language failed', error);
      });
    }
  };
  sync();
  return session.subscribe(sync);
}
