import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode } from '@lexical/rich-text';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isRangeSelection } from 'lexical';

export interface ActiveFormats {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  heading: boolean;
  list: 'bullet' | 'number' | null;
  link: boolean;
}

export const NO_FORMATS: ActiveFormats = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  heading: false,
  list: null,
  link: false,
};

/** What the selection is formatted with; call inside an editor read. */
export function $activeFormats(): ActiveFormats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_FORMATS;
  const anchor = selection.anchor.getNode();
  const block = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow();
  const list = $getNearestNodeOfType(anchor, ListNode) ?? ($isListNode(block) ? block : null);
  const listType = list?.getListType();
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    strikethrough: selection.hasFormat('strikethrough'),
    heading: $isHeadingNode(block),
    list: listType === 'bullet' || listType === 'number' ? listType : null,
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
  };
}
