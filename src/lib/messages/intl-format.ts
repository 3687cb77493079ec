type IntlConstructor<T> = new (locale: string, options?: object) => T;

const made = new Map<string, unknown>();

/**
 * One `Intl` formatter per kind, locale and options, kept: building one costs about a millisecond, using one
 * a microsecond, and a form of 200 fields writes many sizes, dates and counts.
 */
export function intlFormat<T>(kind: IntlConstructor<T>, locale: string, options?: object): T {
  const key = `${kind.name}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = new kind(locale, options);
    made.set(key, formatter);
  }
  return formatter;
}
