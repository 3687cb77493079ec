/**
 * Counts the files of an export as its text streams in. A CSV's records end with CRLF (a line break inside a
 * cell is LF alone), the header being one. A bundle is read as JSON, a character at a time: the objects
 * directly inside its top-level `files` array are its files, however the server spaces or orders its keys,
 * and a `{` inside a string (a label, an image's bytes) counts for nothing.
 */
export function recordCounter(kind: 'csv' | 'json'): (text: string) => number {
  return kind === 'csv' ? csvRecordCounter() : bundleFileCounter();
}

function csvRecordCounter(): (text: string) => number {
  let count = 0;
  let rest = '';
  return (text) => {
    const parts = (rest + text).split('\r\n');
    rest = parts.pop() ?? '';
    count += parts.length;
    return Math.max(0, count - 1);
  };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

function bundleFileCounter(): (text: string) => number {
  let count = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** The last string of the top-level object (its keys and short values): names the array opened next. */
  let topString = '';
  let topStringStart = -1;
  /** The top-level key whose value is open at depth 2 and below. */
  let section = '';
  return (text) => {
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (inString) {
        if (escaped) escaped = false;
        else if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) {
          inString = false;
          if (depth === 1) topString += text.slice(topStringStart, index);
        }
        continue;
      }
      if (code === QUOTE) {
        inString = true;
        if (depth === 1) {
          topString = '';
          topStringStart = index + 1;
        }
      } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
        if (depth === 1) section = topString;
        else if (depth === 2 && code === OPEN_OBJECT && section === 'files') count++;
        depth++;
      } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
        depth--;
      }
    }
    // A top-level string cut by the chunk's end goes on in the next chunk.
    if (inString && depth === 1) {
      topString += text.slice(topStringStart);
      topStringStart = 0;
    }
    return count;
  };
}
