import { AutoLinkNode, LinkNode } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import type { LexicalEditor } from 'lexical';
import { useEffect } from 'react';
import { isSafeUrl } from '../../../../domain/file/rich-text';

/** Keeps a link's text but not the link itself. */
function unwrap(link: LinkNode): void {
  for (const child of link.getChildren()) link.insertBefore(child);
  link.remove();
}

/**
 * A link whose address the server would refuse (pasted `javascript:`, `data:` …) loses its address the
 * moment it enters the editor, before anything is saved; its text stays. Returns the unregistering.
 */
export function registerSafeLinks(editor: LexicalEditor): () => void {
  const guard = (link: LinkNode) => {
    if (!isSafeUrl(link.getURL())) unwrap(link);
  };
  return mergeRegister(
    editor.registerNodeTransform(LinkNode, guard),
    editor.registerNodeTransform(AutoLinkNode, guard),
  );
}

export function SafeLinksPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerSafeLinks(editor), [editor]);
  return null;
}
