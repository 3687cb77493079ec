import { MODEL_VALUE_KEY } from '../domain/file/types';
import type { ComponentId, ElementProps, SchemaElement } from '../domain/schema/types';
import { fieldLabel } from './fixtures';

/** The id of the file the browser opens: a form of every element type, filled. */
export const ALL_TYPES_FILE_ID = 'alle-typen';

/** How many of that form's fields the data editor shows on its first screen (1280 × 720): its first three. */
export const FIRST_SCREEN_FIELDS = 3;

const TYPES: ComponentId[] = ['Input', 'Select', 'Table', 'Relationship', 'Image', 'WYSIWYG', 'Group'];

function propsOf(componentId: ComponentId, elementId: string, schemaId: string, label: string): ElementProps {
  switch (componentId) {
    case 'Input':
      return { content: { label, hint: `Hinweis zu ${label}`, _suffixType: 'fixed', suffix: 'cm' } };
    case 'Select':
      return {
        options: {
          options: [
            { id: 'offen', label: 'Offen' },
            { id: 'aktiv', label: 'Aktiv' },
            { id: 'erledigt', label: 'Erledigt' },
          ],
        },
      };
    case 'Table':
      return {
        columns: {
          columns: [
            { name: 'name', label: 'Name', field: 'name' },
            { name: 'menge', label: 'Menge', field: 'menge' },
          ],
        },
      };
    case 'Relationship':
      return { _props: { _content: { _schema: [{ schemaId, elementId, position: 0 }] } } };
    case 'Image':
      return { behavior: { accept: ['image/png', 'image/jpeg'] } };
    case 'WYSIWYG':
      return { toolbar: { toolbar: ['bold', 'italic', 'heading', 'undoRedo'] } };
    case 'Group':
      return {};
  }
}

/**
 * `count` top-level elements taking the seven types in turn (each Group holds one Input), as the schema
 * editor saves them; the last one's label is `fieldLabel(count - 1)`. `schemaId` is the schema they will
 * belong to, which the Relationships relate to.
 */
export function allTypesElements(count: number, schemaId: string): SchemaElement[] {
  return Array.from({ length: count }, (_, index) => {
    const componentId = TYPES[index % TYPES.length] as ComponentId;
    const elementId = `feld_${index + 1}`;
    const label = fieldLabel(index);
    const children: SchemaElement[] =
      componentId === 'Group'
        ? [
            {
              elementId: `${elementId}_kind`,
              componentId: 'Input',
              label: `${label} Kind`,
              parentId: elementId,
              position: 0,
              props: {},
              children: [],
            },
          ]
        : [];
    return {
      elementId,
      componentId,
      label,
      parentId: '0',
      position: index,
      props: propsOf(componentId, elementId, schemaId, label),
      children,
    };
  });
}

const richText = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ],
  },
});

/** A value for every element that keeps one: text, a choice, three table rows, a rich text. */
export function allTypesData(elements: SchemaElement[]) {
  return elements.flatMap((element) => {
    const value = (entry: unknown) => [{ elementId: element.elementId, [MODEL_VALUE_KEY]: entry }];
    switch (element.componentId) {
      case 'Input':
        return value(`Wert von ${element.label}`);
      case 'Select':
        return value('aktiv');
      case 'Table':
        return value(['A', 'B', 'C'].map((name, row) => ({ name, menge: String(row + 1) })));
      case 'WYSIWYG':
        return value(richText(`Beschreibung zu ${element.label}, mit etwas Text.`));
      case 'Group':
        return element.children.map((child) => ({
          elementId: child.elementId,
          [MODEL_VALUE_KEY]: `Wert von ${child.label}`,
        }));
      default:
        return [];
    }
  });
}

/** Two related files for every Relationship, as `addRelatedFiles` takes them. */
export const allTypesRelationships = (elements: SchemaElement[], relatedFileIds: readonly string[]) =>
  elements
    .filter((element) => element.componentId === 'Relationship')
    .flatMap((element) =>
      relatedFileIds.slice(0, 2).map((fileId) => ({ fileId, elementId: element.elementId })),
    );
