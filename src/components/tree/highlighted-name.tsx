import { Fragment } from 'react';

interface HighlightedNameProps {
  name: string;
  /** Text to mark wherever it occurs, ignoring case; empty marks nothing. */
  needle: string;
}

export function HighlightedName({ name, needle }: HighlightedNameProps) {
  const wanted = needle.trim().toLowerCase();
  if (wanted === '') return name;
  const lower = name.toLowerCase();
  const parts: { text: string; match: boolean; at: number }[] = [];
  let from = 0;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, from)) {
    if (at > from) parts.push({ text: name.slice(from, at), match: false, at: from });
    parts.push({ text: name.slice(at, at + wanted.length), match: true, at });
    from = at + wanted.length;
  }
  if (from < name.length) parts.push({ text: name.slice(from), match: false, at: from });
  return parts.map((part) =>
    part.match ? (
      // Styled by tree-row.css, as the rows it is in.
      <mark key={part.at} className="tree-row-mark">
        {part.text}
      </mark>
    ) : (
      <Fragment key={part.at}>{part.text}</Fragment>
    ),
  );
}
