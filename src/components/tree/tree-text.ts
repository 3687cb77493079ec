import { type TreeMessageKey, treeMessages } from '../../lib/messages/de-tree';

/** Looks up a tree message and fills its `{name}` placeholders, the way the app's `t` does. */
export function treeText(key: TreeMessageKey, params?: Record<string, string | number>): string {
  const message: string = treeMessages[key];
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
