import type { ReactNode } from 'react';

interface Mark {
  start: number;
  length: number;
}

/** Text with the runs that matched a search shown as `<mark>`. */
export function MarkedText({ text, marks }: { text: string; marks: readonly Mark[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, length } of [...marks].sort((a, b) => a.start - b.start)) {
    if (start < at) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="search-mark">
        {text.slice(start, start + length)}
      </mark>,
    );
    at = start + length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
