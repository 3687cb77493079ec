import { Stack } from '@chakra-ui/react';
import { type CSSProperties, memo, useMemo } from 'react';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../../../domain/file/types';
import { flattenElements, sortByPosition } from '../../../domain/schema/element-ops';
import { jsonEqual } from '../../../domain/schema/json-equal';
import type { SchemaElement } from '../../../domain/schema/types';
import { GroupField } from './fields/group-field';
import { ImageField } from './fields/image-field';
import { InputField } from './fields/input-field';
import { RelationshipField } from './fields/relationship-field';
import { SelectField } from './fields/select-field';
import { TableField } from './fields/table-field';
import { WysiwygField } from './fields/wysiwyg-field';
import { useFieldsInTurns } from './fields-in-turns';
import { valueFits } from './value-fit';

interface ElementFieldProps {
  element: SchemaElement;
  /** The file's entries as shown: stored, with what was entered here on top. */
  data: readonly FileDataEntry[];
}

/** Whether two renders of a field show the same: its element, and the entries of it and its children. */
function showsTheSame(before: ElementFieldProps, after: ElementFieldProps): boolean {
  if (before.element !== after.element) return false;
  if (before.data === after.data) return true;
  const shown = new Set(flattenElements([after.element]).map((element) => element.elementId));
  const entriesOf = (data: readonly FileDataEntry[]) => data.filter((entry) => shown.has(entry.elementId));
  return jsonEqual(entriesOf(before.data), entriesOf(after.data));
}

/**
 * The field of one schema element, filled from the file's data; a Group holds its children's fields. A
 * field renders again only when its own entries change: a form of 200 fields would otherwise render them
 * all for every value saved in one of them.
 */
export const ElementField = memo(function ElementField({ element, data }: ElementFieldProps) {
  const stored = data.find((entry) => entry.elementId === element.elementId);
  // A value of another shape is listed under the form instead and stays stored until overwritten.
  const entry = stored && valueFits(element.componentId, stored[MODEL_VALUE_KEY]) ? stored : undefined;

  switch (element.componentId) {
    case 'Group':
      return (
        <GroupField element={element}>
          {sortByPosition(element.children).map((child) => (
            <ElementField key={child.elementId} element={child} data={data} />
          ))}
        </GroupField>
      );
    case 'Input':
      return <InputField element={element} entry={entry} />;
    case 'Select':
      return <SelectField element={element} entry={entry} />;
    case 'Table':
      return <TableField element={element} entry={entry} />;
    case 'Relationship':
      return <RelationshipField element={element} />;
    case 'Image':
      return <ImageField element={element} entry={entry} />;
    case 'WYSIWYG':
      return <WysiwygField element={element} entry={entry} />;
  }
}, showsTheSame);

/**
 * The browser styles, lays out and paints a field only when it comes near the screen: a form of 200 fields
 * opens at the cost of the few in view. Until a field was shown once it counts as 6rem high.
 */
const OFFSCREEN_SKIPPED: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 6rem' };

/** The fields of a schema's top-level elements, in position order; a long form renders in turns. */
export const ElementFields = memo(function ElementFields({
  elements,
  data,
}: {
  elements: SchemaElement[];
  data: readonly FileDataEntry[];
}) {
  const sorted = useMemo(() => sortByPosition(elements), [elements]);
  const shown = useFieldsInTurns(sorted);
  return (
    <Stack gap="5">
      {sorted.slice(0, shown).map((element) => (
        <div key={element.elementId} style={OFFSCREEN_SKIPPED}>
          <ElementField element={element} data={data} />
        </div>
      ))}
    </Stack>
  );
});
