import { de, type Messages } from './de';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** German is the language of the product; every other one is chosen by the user. */
export const DEFAULT_LANGUAGE: Language = 'de';

/** Each language's name in that language, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };

/** The locale numbers and dates are written in. */
const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** German comes with the app; the other languages load when first chosen, so the login page stays small. */
const loaders: Record<Exclude<Language, 'de'>, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * German starts with `de`, all the login page shows; the screens' texts join when the app's code loads
 * (`de-screens.ts`), before any screen renders.
 */
const german: Record<string, string> = { ...de };
const catalogs: Partial<Record<Language, Messages>> = { de: german as Messages };
const listeners = new Set<() => void>();
let current: { language: Language; messages: Messages } = {
  language: DEFAULT_LANGUAGE,
  messages: german as Messages,
};
let latestRequest = 0;
let pending: Promise<void> = Promise.resolve();
/** The load of a language's texts while it is under way; it never rejects. */
let inFlight: Promise<void> | null = null;

/** Adds German texts that `de` leaves out (see `de-screens.ts`). */
export function addGermanTexts(texts: Record<string, string>): void {
  Object.assign(german, texts);
}

function apply(language: Language, messages: Messages): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (current.language === language) return;
  current = { language, messages };
  for (const listener of listeners) listener();
}

/** The language the interface currently speaks. */
export function getLanguage(): Language {
  return current.language;
}

/** The texts of the current language. */
export function getMessages(): Messages {
  return current.messages;
}

/** The current language's locale, for `Intl` and `toLocaleString`. */
export function getLocale(): string {
  return LOCALES[current.language];
}

/** Calls `listener` after every change of the language; returns the unsubscribe function. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Switches the interface to `language` once its texts are there (at once for German), and sets `<html lang>`.
 * Of several switches in quick succession the last one wins. Rejects when the texts cannot be loaded; the
 * language then stays as it was.
 */
export function setLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const loaded = catalogs[language];
  if (loaded) {
    apply(language, loaded);
    inFlight = null;
    pending = Promise.resolve();
    return pending;
  }
  const load = loaders[language as Exclude<Language, 'de'>]().then((messages) => {
    catalogs[language] = messages;
    if (request === latestRequest) apply(language, messages);
  });
  const settled: Promise<void> = load
    .catch(() => undefined)
    .finally(() => {
      if (inFlight === settled) inFlight = null;
    });
  inFlight = settled;
  pending = settled;
  return load;
}

/** The load of the requested language while it is under way, for a screen to wait on; null otherwise. */
export function pendingLanguage(): Promise<void> | null {
  return inFlight;
}

/** Resolves once the last requested language is in place (or failed to load): what a page waits for. */
export async function whenLanguageReady(): Promise<void> {
  let waitedFor: Promise<void>;
  do {
    waitedFor = pending;
    await waitedFor;
  } while (waitedFor !== pending);
}

/** A number as the current language writes it (`1.234` in German, `1,234` in English). */
export function formatNumber(value: number): string {
  return value.toLocaleString(getLocale());
}
