import type { SchemaElement } from '../../../../domain/schema/types';

/** The caption an element's field shows: its content label, or its name in the schema. */
export const fieldCaption = (element: SchemaElement) => element.props.content?.label || element.label;
