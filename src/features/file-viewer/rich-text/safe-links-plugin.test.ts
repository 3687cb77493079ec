import { $createLinkNode } from '@lexical/link';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical';
import { expect, it } from 'vitest';
import { RICH_TEXT_NODES } from './rich-text-nodes';
import { registerSafeLinks } from './safe-links-plugin';

function editorWithLinks(...urls: string[]) {
  const editor = createEditor({
    nodes: RICH_TEXT_NODES,
    onError: (error) => {
      throw error;
    },
  });
  registerSafeLinks(editor);
  editor.update(
    () => {
      const paragraph = $createParagraphNode();
      for (const url of urls) paragraph.append($createLinkNode(url).append($createTextNode(`zu ${url}`)));
      $getRoot().append(paragraph);
    },
    { discrete: true },
  );
  return editor.getEditorState().toJSON();
}

it('keeps safe links and turns an unsafe one into its text, before anything is saved', () => {
  const state = editorWithLinks('https://example.org', 'javascript:alert(1)', '/dateien/1');
  const [paragraph] = state.root.children as unknown as {
    children: { type: string; url?: string; text?: string }[];
  }[];

  expect(paragraph?.children.map((node) => [node.type, node.url ?? node.text])).toEqual([
    ['link', 'https://example.org'],
    ['text', 'zu javascript:alert(1)'],
    ['link', '/dateien/1'],
  ]);
});
