import type { SchemaElement } from '../schema/types';
import { richTextState } from './rich-text';
import { type FileDataEntry, MODEL_VALUE_KEY, PREFIX_KEY, SUFFIX_KEY } from './types';

function richTextWords(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const { text, children, type } = node as { text?: unknown; children?: unknown; type?: unknown };
  if (typeof text === 'string') return text;
  if (!Array.isArray(children)) return '';
  const parts = children.map(richTextWords);
  return type === 'root' || type === 'list' ? parts.filter(Boolean).join('\n') : parts.join('');
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * An entry's value in words, as a conflict's sides and search show it: a Select's option label, a table's rows,
 * rich text as plain text, prefix and suffix around an Input's text. Empty for no value.
 */
export function entryText(element: SchemaElement | undefined, entry: FileDataEntry | undefined): string {
  const value = entry?.[MODEL_VALUE_KEY];
  if (value === null || value === undefined || value === '') return '';
  switch (element?.componentId) {
    case 'Select':
      return element.props.options?.options?.find((option) => option.id === value)?.label ?? cellText(value);
    case 'Table': {
      if (!Array.isArray(value)) return cellText(value);
      const columns = element.props.columns?.columns ?? [];
      return value
        .map((row: Record<string, unknown>) =>
          columns.length > 0
            ? columns.map((column) => cellText(row?.[column.field])).join(' | ')
            : Object.values(row ?? {})
                .map(cellText)
                .join(' | '),
        )
        .join('\n');
    }
    case 'WYSIWYG': {
      const state = richTextState(value);
      return state ? richTextWords(state.root) : cellText(value);
    }
    default: {
      const text = cellText(value);
      return [entry?.[PREFIX_KEY], text, entry?.[SUFFIX_KEY]].filter(Boolean).join(' ');
    }
  }
}
