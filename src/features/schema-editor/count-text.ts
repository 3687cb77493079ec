import type { MessageKey } from '../../lib/messages/de';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';

/** A count with its noun in singular or plural; the messages take the count as `{count}`. */
export function countText(count: number, one: MessageKey, other: MessageKey): string {
  return t(count === 1 ? one : other, { count: formatNumber(count) });
}
