/**
 * Counts the files of an export as its text streams in: a CSV's records end with CRLF (a line break inside
 * a cell is LF alone), the header being one; a bundle writes each file on a line of its own starting with
 * its id and its schema's.
 */
export function recordCounter(kind: 'csv' | 'json'): (text: string) => number {
  let count = 0;
  let rest = '';
  const file = /^\{"id":"(?:[^"\\]|\\.)*","schemaId":/;
  return (text) => {
    if (kind === 'csv') {
      const all = rest + text;
      const parts = all.split('\r\n');
      rest = parts.pop() ?? '';
      count += parts.length;
      return Math.max(0, count - 1);
    }
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    count += lines.filter((line) => file.test(line)).length;
    return count;
  };
}
