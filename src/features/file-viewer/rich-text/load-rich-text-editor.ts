/**
 * Lexical's editor, loaded with the first rich-text field rather than with the app (never on the login
 * page). A file's route starts loading it beside the file's data, so a form's rich-text fields do not wait
 * for it after the form has rendered.
 */
export const loadRichTextEditor = () => import('./rich-text-editor');
