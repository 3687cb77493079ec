/** Marks the controls the simplified entry steps through with Enter. */
export const ENTRY_FIELD_ATTRIBUTE = 'data-entry-field';

/** Moves focus to the next entry control of the same form, for keyboard-fast entry. */
export function focusNextField(current: HTMLElement): void {
  const form = current.closest('form');
  if (!form) return;
  const fields = [...form.querySelectorAll<HTMLElement>(`[${ENTRY_FIELD_ATTRIBUTE}]`)].filter(
    (field) => !field.hasAttribute('disabled'),
  );
  fields[fields.indexOf(current) + 1]?.focus();
}
