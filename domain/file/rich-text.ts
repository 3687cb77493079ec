export interface SerializedRichText {
  root: { type: 'root'; [key: string]: unknown };
  [key: string]: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSerializedState(value: unknown): value is SerializedRichText {
  return isPlainObject(value) && isPlainObject(value.root) && value.root.type === 'root';
}

/** A stored rich text: Lexical editor state JSON, as an object or (written by other clients) a string. */
export function richTextState(value: unknown): SerializedRichText | null {
  if (isSerializedState(value)) return value;
  // Most texts are plain values: only one that looks like an editor state is parsed.
  if (typeof value !== 'string' || !value.trimStart().startsWith('{') || !value.includes('"root"'))
    return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isSerializedState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Stands in for the page a relative address is read against; only its protocol counts. */
const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * Links and image sources may lead to web pages (absolute or relative), mail or phone numbers, never run
 * script (`javascript:`), carry a document (`data:`) or open anything else. Read as browsers read them:
 * spaces, tabs and line breaks inside the scheme do not hide it.
 */
export function isSafeUrl(url: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(url, RELATIVE_BASE).protocol);
  } catch {
    return false;
  }
}

/** The nodes of a rich text that point somewhere, and the property that holds where. */
const ADDRESS_OF: Record<string, string> = { link: 'url', autolink: 'url', image: 'src' };

/**
 * The first link or image source of a rich text that `isSafeUrl` refuses, with its path below `root`
 * (e.g. `root.children.0.children.1.url`); null when all are safe.
 */
export function unsafeRichTextAddress(state: SerializedRichText): { path: string; url: string } | null {
  const pending: [unknown, string][] = [[state.root, 'root']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next;
    if (!isPlainObject(node)) continue;
    const key = typeof node.type === 'string' ? ADDRESS_OF[node.type] : undefined;
    const address = key ? node[key] : undefined;
    if (key && typeof address === 'string' && !isSafeUrl(address))
      return { path: `${path}.${key}`, url: address };
    if (Array.isArray(node.children)) {
      for (let index = node.children.length - 1; index >= 0; index--) {
        pending.push([node.children[index], `${path}.children.${index}`]);
      }
    }
  }
  return null;
}
