import { intlFormat } from '../messages/intl-format';
import { getLocale } from '../messages/language';

const KB = 1024;
const MB = 1024 * KB;

/** A size in bytes as people read it, in binary units as upload limits count: `2 MB`, `1,5 MB`, `500 kB`. */
export function formatByteSize(bytes: number): string {
  const [value, unit] =
    bytes >= MB ? [bytes / MB, 'megabyte'] : bytes >= KB ? [bytes / KB, 'kilobyte'] : [bytes, 'byte'];
  return intlFormat(Intl.NumberFormat, getLocale(), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}
