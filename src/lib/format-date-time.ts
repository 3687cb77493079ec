import { intlFormat } from './messages/intl-format';
import { getLocale } from './messages/language';

/** An ISO timestamp as date and time in the current language; an unreadable one is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return intlFormat(Intl.DateTimeFormat, getLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** A calendar date `YYYY-MM-DD` as the current language writes it (`27.11.2026`); other text as it came. */
export function formatDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return intlFormat(Intl.DateTimeFormat, getLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
