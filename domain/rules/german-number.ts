/** A number as typed in German: `2.499,95`, `2499,95`, `-3`, thousands in groups of three after a dot. */
const GERMAN_NUMBER = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;

/** The number a German text writes; null for text that is none. */
export function parseGermanNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!GERMAN_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A number in German (`2.499,95`), with exactly `decimals` places when given. */
export function formatGermanNumber(value: number, decimals?: number): string {
  return new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 20,
  }).format(value);
}

/** Places after the decimal point a number is written with. */
export function decimalPlaces(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  if (/e-/.test(String(value))) return Number(String(value).split('e-')[1]) + fraction.length;
  return fraction.length;
}
