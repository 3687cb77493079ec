import type { MessageKey } from '../../../lib/messages/de';

export type ToolbarButton =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strikethrough'
  | 'heading'
  | 'bulletedList'
  | 'numberedList'
  | 'link'
  | 'undo'
  | 'redo';

/** What each item of `toolbar.toolbar` puts in the toolbar; `undoRedo` is a pair. */
const ITEM_BUTTONS: Record<string, ToolbarButton[]> = {
  bold: ['bold'],
  italic: ['italic'],
  underline: ['underline'],
  strikethrough: ['strikethrough'],
  heading: ['heading'],
  bulletedList: ['bulletedList'],
  numberedList: ['numberedList'],
  link: ['link'],
  undoRedo: ['undo', 'redo'],
  undo: ['undo'],
  redo: ['redo'],
};

export const BUTTON_LABELS: Record<ToolbarButton, MessageKey> = {
  bold: 'file.richText.bold',
  italic: 'file.richText.italic',
  underline: 'file.richText.underline',
  strikethrough: 'file.richText.strikethrough',
  heading: 'file.richText.heading',
  bulletedList: 'file.richText.bulletedList',
  numberedList: 'file.richText.numberedList',
  link: 'file.richText.link',
  undo: 'file.richText.undo',
  redo: 'file.richText.redo',
};

/** The buttons an element's toolbar configuration asks for, once each, unknown items left out. */
export function toolbarButtons(items: readonly string[]): ToolbarButton[] {
  return [...new Set(items.flatMap((item) => ITEM_BUTTONS[item] ?? []))];
}
