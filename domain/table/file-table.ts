import { entryText } from '../file/entry-text';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../file/types';
import { flattenElements, isTopLevelParentId, sortByPosition } from '../schema/element-ops';
import type { SchemaElement } from '../schema/types';

/** What a column of a schema's file table holds, which decides how it is shown, sorted and filtered. */
export type ColumnKind = 'text' | 'select' | 'image' | 'relationship';

export interface TableColumn {
  elementId: string;
  label: string;
  kind: ColumnKind;
  /** A Select's option labels, for its "equals" filter. */
  options: string[];
}

const KIND: Partial<Record<SchemaElement['componentId'], ColumnKind>> = {
  Input: 'text',
  Table: 'text',
  WYSIWYG: 'text',
  Group: 'text',
  Select: 'select',
  Image: 'image',
  Relationship: 'relationship',
};

/** The columns of a schema's file table: one per top-level element, in the schema's order. */
export function tableColumns(elements: SchemaElement[]): TableColumn[] {
  return sortByPosition(elements.filter((element) => isTopLevelParentId(element.parentId))).map(
    (element) => ({
      elementId: element.elementId,
      label: element.label,
      kind: KIND[element.componentId] ?? 'text',
      options: element.props.options?.options?.map((option) => option.label) ?? [],
    }),
  );
}

/** Characters of a value a table cell keeps. */
export const CELL_TEXT_LIMIT = 500;

/** One top-level element's value as a table shows it. */
export interface CellValue {
  elementId: string;
  text: string;
}

function cellText(element: SchemaElement, byElement: Map<string, FileDataEntry>): string {
  const entry = byElement.get(element.elementId);
  switch (element.componentId) {
    case 'Group':
      return flattenElements(element.children)
        .map((child) => (child.componentId === 'Group' ? '' : cellText(child, byElement)))
        .filter(Boolean)
        .join(' · ');
    case 'Image': {
      const id = entry?.[MODEL_VALUE_KEY];
      return typeof id === 'string' ? id : '';
    }
    case 'Relationship':
      return '';
    default:
      return entryText(element, entry).replace(/\s+/g, ' ').trim();
  }
}

/**
 * A file's values as its schema's table shows them: a top-level element's words (a Group's of its
 * elements, joined by " · "; an Image's image id), at most 500 characters; elements without a value
 * (and Relationships, whose files are kept apart) are left out.
 */
export function tableValues(elements: SchemaElement[], data: FileDataEntry[]): CellValue[] {
  const byElement = new Map(data.map((entry) => [entry.elementId, entry]));
  return tableColumns(elements).flatMap((column) => {
    const element = elements.find((candidate) => candidate.elementId === column.elementId) as SchemaElement;
    const text = cellText(element, byElement).slice(0, CELL_TEXT_LIMIT);
    return text ? [{ elementId: column.elementId, text }] : [];
  });
}
