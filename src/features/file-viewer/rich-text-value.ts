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
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isSerializedState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
