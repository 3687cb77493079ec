import { de, type MessageKey } from './de';

export type MessageParams = Record<string, string | number>;

/** Looks up a message and fills its `{name}` placeholders; a placeholder without a value stays visible. */
export function t(key: MessageKey, params?: MessageParams): string {
  const message: string = de[key];
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
