import type { MessageKey } from './de';
import { getMessages } from './language';

export type MessageParams = Record<string, string | number>;

/**
 * Looks up a message in the current language and fills its `{name}` placeholders; a placeholder without
 * a value stays visible. Call it where the text is shown (render, toast, validation), not once at import.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const message: string = getMessages()[key];
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
