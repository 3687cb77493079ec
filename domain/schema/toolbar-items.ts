/** The rich-text toolbar items an element may offer, stored in `props.toolbar.toolbar`. */
export const TOOLBAR_ITEMS = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'heading',
  'bulletedList',
  'numberedList',
  'link',
  'undoRedo',
] as const;

export type ToolbarItem = (typeof TOOLBAR_ITEMS)[number];
