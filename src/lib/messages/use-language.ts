import { useSyncExternalStore } from 'react';
import { getLanguage, type Language, subscribeLanguage } from './language';

/** The current language; the calling component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage);
}
