import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { readableState } from './readable-state';
import { RICH_TEXT_NODES } from './rich-text-nodes';

function savedState(text: string) {
  const editor = createEditor({
    nodes: RICH_TEXT_NODES,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(
    () => {
      const bold = $createTextNode(text);
      bold.toggleFormat('bold');
      $getRoot().append($createParagraphNode().append(bold));
    },
    { discrete: true },
  );
  return editor.getEditorState().toJSON();
}

describe('readableState', () => {
  it('loads a saved editor state, stored as an object or as a string', () => {
    const state = savedState('wichtig');
    expect(readableState(state)).toEqual({ json: JSON.stringify(state), unreadable: false });
    expect(readableState(JSON.stringify(state)).json).toBe(JSON.stringify(state));
  });

  it('starts empty without a value or with an empty root', () => {
    expect(readableState(undefined)).toEqual({ json: undefined, unreadable: false });
    expect(readableState({ root: { type: 'root', children: [] } })).toEqual({
      json: undefined,
      unreadable: false,
    });
  });

  it('says so when the stored value is no editor state the editor can load', () => {
    expect(readableState('<b>html</b>')).toEqual({ json: undefined, unreadable: true });
    const unknownNode = {
      root: { type: 'root', version: 1, children: [{ type: 'mystery-widget', version: 1, children: [] }] },
    };
    expect(readableState(unknownNode)).toEqual({ json: undefined, unreadable: true });
  });
});
