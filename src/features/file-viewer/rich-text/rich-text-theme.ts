import type { SystemStyleObject } from '@chakra-ui/react';
import type { EditorThemeClasses } from 'lexical';

/** Lexical marks formats with these classes; `RICH_TEXT_CSS` gives them their look. */
export const RICH_TEXT_THEME: EditorThemeClasses = {
  paragraph: 'rt-paragraph',
  heading: { h1: 'rt-h1', h2: 'rt-h2', h3: 'rt-h3' },
  quote: 'rt-quote',
  list: { ul: 'rt-ul', ol: 'rt-ol', listitem: 'rt-li', nested: { listitem: 'rt-nested' } },
  link: 'rt-link',
  text: {
    bold: 'rt-bold',
    italic: 'rt-italic',
    underline: 'rt-underline',
    strikethrough: 'rt-strikethrough',
    underlineStrikethrough: 'rt-underline-strikethrough',
  },
};

export const RICH_TEXT_CSS: SystemStyleObject = {
  '& .rt-paragraph': { marginY: '1' },
  '& .rt-h1': { fontSize: '2xl', fontWeight: 'bold', marginY: '2' },
  '& .rt-h2': { fontSize: 'xl', fontWeight: 'bold', marginY: '2' },
  '& .rt-h3': { fontSize: 'lg', fontWeight: 'bold', marginY: '2' },
  '& .rt-quote': { borderStartWidth: '3px', paddingStart: '3', color: 'fg.muted' },
  '& .rt-ul': { listStyleType: 'disc', paddingStart: '6' },
  '& .rt-ol': { listStyleType: 'decimal', paddingStart: '6' },
  '& .rt-nested': { listStyleType: 'none' },
  '& .rt-link': { color: 'blue.fg', textDecoration: 'underline' },
  '& .rt-bold': { fontWeight: 'bold' },
  '& .rt-italic': { fontStyle: 'italic' },
  '& .rt-underline': { textDecoration: 'underline' },
  '& .rt-strikethrough': { textDecoration: 'line-through' },
  '& .rt-underline-strikethrough': { textDecoration: 'underline line-through' },
};
