/** Reads a remembered setting; null when there is none or the browser refuses local storage. */
export function readPreference(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Remembers a setting in local storage; a browser that refuses it only forgets it again. */
export function writePreference(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private modes and full storage: the setting holds until the page is reloaded.
  }
}
