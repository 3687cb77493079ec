import type { RichTextEditor } from './rich-text-editor';

let loaded: typeof RichTextEditor | undefined;

/**
 * Lexical's editor, loaded with the first rich-text field rather than with the app (never on the login
 * page). A file's route starts loading it beside the file's data, so a form's rich-text fields do not wait
 * for it after the form has rendered.
 */
export const loadRichTextEditor = () =>
  import('./rich-text-editor').then((module) => {
    loaded = module.RichTextEditor;
    return module;
  });

/** The editor once it has loaded, for a field to render it without waiting. */
export const loadedRichTextEditor = () => loaded;
