import { createEditor } from 'lexical';
import { richTextState } from '../../../../domain/file/rich-text';
import { RICH_TEXT_NODES } from './rich-text-nodes';

export interface InitialRichText {
  /** The editor state to start from; undefined starts an empty editor. */
  json: string | undefined;
  /** A stored value was there but could not be read. */
  unreadable: boolean;
}

/** The stored value as an editor state the editor can load, checked before the editor sees it. */
export function readableState(value: unknown): InitialRichText {
  if (value === null || value === undefined) return { json: undefined, unreadable: false };
  const state = richTextState(value);
  if (!state) return { json: undefined, unreadable: true };
  const json = JSON.stringify(state);
  try {
    const editor = createEditor({
      nodes: RICH_TEXT_NODES,
      onError: (error) => {
        throw error;
      },
    });
    // An empty root cannot be loaded; it means no text yet.
    return editor.parseEditorState(json).isEmpty()
      ? { json: undefined, unreadable: false }
      : { json, unreadable: false };
  } catch {
    return { json: undefined, unreadable: true };
  }
}
