import type { FieldRules } from '../../../domain/rules/field-rules';
import { type StepId, stepsFor } from '../../../domain/schema/element-steps';
import type {
  AffixType,
  ComponentId,
  ElementProps,
  ImageMimeType,
  SchemaElement,
  SelectOption,
  TableColumn,
} from '../../../domain/schema/types';
import { FIELD_OF_RULE, type RuleFormValues, toFieldRules, toRuleFormValues } from './rule-form-values';

/** The element editor's form: one flat field per editable part of an element. */
export interface ElementFormValues {
  label: string;
  elementId: string;
  componentId: ComponentId;
  contentLabel: string;
  shadowText: string;
  hint: string;
  /** The Input's default text or the Select's default option id. */
  defaultValue: string;
  disabled: boolean;
  editsLabel: boolean;
  labelPosition: string;
  prefixType: AffixType | '';
  prefix: string;
  prefixOptions: SelectOption[];
  suffixType: AffixType | '';
  suffix: string;
  suffixOptions: SelectOption[];
  options: SelectOption[];
  columns: TableColumn[];
  rows: string;
  relatedSchemaIds: string[];
  accept: ImageMimeType[];
  toolbar: string[];
  /** The rules step's fields. */
  rules: RuleFormValues;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function toFormValues(element: SchemaElement | null): ElementFormValues {
  const props = element?.props ?? {};
  const content = props.content ?? {};
  return {
    label: element?.label ?? '',
    elementId: element?.elementId ?? '',
    componentId: element?.componentId ?? 'Input',
    contentLabel: content.label ?? '',
    shadowText: content.shadowText ?? '',
    hint: content.hint ?? '',
    defaultValue: text(props.model?.modelValue),
    disabled: props.state?.disable ?? false,
    editsLabel: props._behavior?.labelDependency?.editsLabel ?? false,
    labelPosition: numberText(props._behavior?.labelDependency?.labelPosition),
    prefixType: content._prefixType ?? '',
    prefix: content.prefix ?? '',
    prefixOptions: content._prefix ?? [],
    suffixType: content._suffixType ?? '',
    suffix: content.suffix ?? '',
    suffixOptions: content._suffix ?? [],
    options: props.options?.options ?? [],
    columns: props.columns?.columns ?? [],
    // A new table starts with one row, the least it needs.
    rows: element ? numberText(props.general?.rows) : '1',
    relatedSchemaIds: (props._props?._content?._schema ?? []).map((ref) => ref.schemaId),
    accept: props.behavior?.accept ?? [],
    toolbar: props.toolbar?.toolbar ?? [],
    rules: toRuleFormValues(props.rules),
  };
}

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);
const optionalNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : undefined);
const optionalList = <T>(list: T[]) => (list.length === 0 ? undefined : list);

/** The rules replace the stored ones whole: a rule the form leaves unset is removed, not kept. */
function wholeRules(rules: FieldRules | undefined): FieldRules | undefined {
  if (!rules) return undefined;
  const unset = Object.fromEntries(Object.keys(FIELD_OF_RULE).map((rule) => [rule, undefined]));
  return { ...unset, ...rules };
}

type StepPatch = (values: ElementFormValues) => ElementProps;

/** What each step writes into the element's configuration; `undefined` removes a part. */
const STEP_PATCHES: Partial<Record<StepId, StepPatch>> = {
  label: (values) => ({ content: { label: values.contentLabel } }),
  input: (values) => ({
    content: {
      label: values.contentLabel,
      shadowText: optionalText(values.shadowText),
      hint: optionalText(values.hint),
    },
    model: { modelValue: optionalText(values.defaultValue) },
    state: { disable: values.disabled || undefined },
    _behavior: {
      labelDependency: {
        editsLabel: values.editsLabel || undefined,
        labelPosition: values.editsLabel ? optionalNumber(values.labelPosition) : undefined,
      },
    },
  }),
  prefix: (values) => ({
    content: {
      _prefixType: values.prefixType || undefined,
      prefix: optionalText(values.prefix),
      _prefix: optionalList(values.prefixOptions),
    },
  }),
  suffix: (values) => ({
    content: {
      _suffixType: values.suffixType || undefined,
      suffix: optionalText(values.suffix),
      _suffix: optionalList(values.suffixOptions),
    },
  }),
  options: (values) => ({
    options: { options: values.options },
    model: { modelValue: optionalText(values.defaultValue) },
  }),
  table: (values) => ({
    columns: { columns: values.columns },
    general: { rows: optionalNumber(values.rows) },
  }),
  relationship: (values) => ({
    _props: {
      _content: {
        _schema: values.relatedSchemaIds.map((schemaId, position) => ({
          schemaId,
          elementId: values.elementId.trim(),
          position,
        })),
      },
    },
  }),
  image: (values) => ({ behavior: { accept: values.accept } }),
  format: (values) => ({ toolbar: { toolbar: values.toolbar } }),
  rules: (values) => ({
    rules: wholeRules(
      toFieldRules(
        values.componentId,
        values.rules,
        values.columns.map((column) => column.field),
      ),
    ),
  }),
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of plain objects; lists are replaced and `undefined` removes a key. */
function mergeProps(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete merged[key];
    else if (isPlainObject(value)) {
      const existing = base[key];
      const part = mergeProps(isPlainObject(existing) ? existing : {}, value);
      // A part the element did not have and the form left empty stays absent.
      if (Object.keys(part).length === 0 && !isPlainObject(existing)) delete merged[key];
      else merged[key] = part;
    } else merged[key] = value;
  }
  return merged;
}

export interface ElementPlace {
  parentId: string;
  position: number;
}

/**
 * The element the form describes. Editing keeps the parts of the configuration the editor does not show,
 * unless the component type changed; the new type then starts from its own steps only.
 */
export function toElement(
  values: ElementFormValues,
  original: SchemaElement | null,
  place: ElementPlace,
): SchemaElement {
  const keepsProps = original !== null && original.componentId === values.componentId;
  const props = stepsFor(values.componentId).reduce<Record<string, unknown>>(
    (merged, step) => {
      const patch = STEP_PATCHES[step];
      return patch ? mergeProps(merged, patch(values) as Record<string, unknown>) : merged;
    },
    keepsProps ? (original.props as Record<string, unknown>) : {},
  );
  return {
    elementId: values.elementId.trim(),
    componentId: values.componentId,
    label: values.label.trim(),
    parentId: original?.parentId ?? place.parentId,
    position: original?.position ?? place.position,
    props: props as ElementProps,
    children: values.componentId === 'Group' ? (original?.children ?? []) : [],
  };
}
