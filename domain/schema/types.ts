import type { FieldRules } from '../rules/field-rules';

export const COMPONENT_IDS = [
  'Group',
  'Image',
  'Input',
  'Select',
  'Table',
  'Relationship',
  'WYSIWYG',
] as const;
export type ComponentId = (typeof COMPONENT_IDS)[number];

export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export type AffixType = 'fixed' | 'list';

export interface SelectOption {
  id: string;
  label: string;
}

export interface TableColumn {
  name: string;
  label: string;
  field: string;
}

export interface RelatedSchemaRef {
  schemaId: string;
  elementId: string;
  position: number;
}

/** The component configuration tree of an element (every part optional). */
export interface ElementProps {
  /** What a valid value is (see `domain/rules/field-rules.ts`). */
  rules?: FieldRules;
  content?: {
    label?: string;
    shadowText?: string;
    hint?: string;
    prefix?: string;
    suffix?: string;
    _prefixType?: AffixType;
    _suffixType?: AffixType;
    _prefix?: SelectOption[];
    _suffix?: SelectOption[];
  };
  options?: { options?: SelectOption[] };
  model?: { modelValue?: unknown };
  state?: { disable?: boolean };
  behavior?: { accept?: ImageMimeType[] };
  _behavior?: { labelDependency?: { editsLabel?: boolean; labelPosition?: number } };
  general?: { rows?: number };
  columns?: { columns?: TableColumn[] };
  toolbar?: { toolbar?: string[] };
  _props?: { _content?: { _schema?: RelatedSchemaRef[] } };
}

export interface SchemaElement {
  elementId: string;
  componentId: ComponentId;
  label: string;
  /** '0' or '' at top level, the parent Group's elementId otherwise. */
  parentId: string;
  /** 0-based among siblings. */
  position: number;
  props: ElementProps;
  /** Only Groups have children. */
  children: SchemaElement[];
}

export interface SchemaMetadata {
  type?: string;
  isLeaf?: boolean;
  metadata_elements?: unknown[];
}
