/** What a control's aria-describedby lists: the ids given, leaving out those of texts not shown now. */
export const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;
