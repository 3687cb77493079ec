import { isSafeUrl } from '../../../../domain/file/rich-text';

/** What the user typed as a link: a bare host gets https. Null when it is not a safe link. */
export function linkUrl(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const url = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  return isSafeUrl(url) ? url : null;
}
