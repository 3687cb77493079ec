import type { MessageKey } from './de';
import { intlFormat } from './intl-format';
import { formatNumber, getLocale } from './language';
import { t } from './t';

/**
 * A count with its noun in the form the current language takes for it ("1 Zeile", "2 Zeilen", "0 Zeilen"),
 * chosen by `Intl.PluralRules`; the messages take the count as `{count}`.
 */
export function countText(count: number, one: MessageKey, other: MessageKey): string {
  const form = intlFormat(Intl.PluralRules, getLocale()).select(count) === 'one' ? one : other;
  return t(form, { count: formatNumber(count) });
}
