import { Button, Field, HStack, Input, NativeSelect, Tag, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { type FilterOp, filterOpsOf, TABLE_LIMITS, takesValue } from '../../../domain/table/table-query';
import type { FileFilter } from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';
import type { ShownColumn } from './table-columns';

const filterKey = (filter: FileFilter) => JSON.stringify([filter.column, filter.op, filter.value]);

/** A filter in words: "Farbe ist Rot", "Modell ist leer". */
export function filterText(filter: FileFilter, columns: Map<string, ShownColumn>): string {
  const label = columns.get(filter.column)?.label ?? filter.column;
  return [label, t(`table.op.${filter.op}`), takesValue(filter.op) ? `„${filter.value}“` : '']
    .filter(Boolean)
    .join(' ');
}

interface FilterBarProps {
  columns: Map<string, ShownColumn>;
  filters: FileFilter[];
  onChange: (filters: FileFilter[]) => void;
}

/** Adds filters one column at a time and shows those in force, each with a button that removes it. */
export function FilterBar({ columns, filters, onChange }: FilterBarProps) {
  const filterable = [...columns.values()].filter((column) => filterOpsOf(column.kind).length > 0);
  const [columnId, setColumnId] = useState(filterable[0]?.id ?? '');
  const column = columns.get(columnId) ?? filterable[0];
  const ops = column ? filterOpsOf(column.kind) : [];
  const [chosenOp, setOp] = useState<FilterOp>(ops[0] ?? 'CONTAINS');
  const op = ops.includes(chosenOp) ? chosenOp : (ops[0] ?? 'CONTAINS');
  const [value, setValue] = useState('');
  if (!column) return null;
  const choosesOption = column.kind === 'select' && op === 'EQUALS';
  const canAdd = !takesValue(op) || value.trim() !== '';

  const add = () => {
    if (!canAdd) return;
    const added = { column: column.id, op, value: takesValue(op) ? value.trim() : null };
    if (!filters.some((filter) => filterKey(filter) === filterKey(added))) onChange([...filters, added]);
    setValue('');
  };

  return (
    <Wrap gap="2" align="flex-end">
      <Field.Root width="auto">
        <Field.Label fontSize="sm">{t('table.filter.column')}</Field.Label>
        <NativeSelect.Root size="sm" width="12rem">
          <NativeSelect.Field value={column.id} onChange={(event) => setColumnId(event.currentTarget.value)}>
            {filterable.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label fontSize="sm">{t('table.filter.op')}</Field.Label>
        <NativeSelect.Root size="sm" width="10rem">
          <NativeSelect.Field value={op} onChange={(event) => setOp(event.currentTarget.value as FilterOp)}>
            {ops.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`table.op.${candidate}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {takesValue(op) ? (
        <Field.Root width="auto">
          <Field.Label fontSize="sm">{t('table.filter.value')}</Field.Label>
          {choosesOption ? (
            <NativeSelect.Root size="sm" width="12rem">
              <NativeSelect.Field value={value} onChange={(event) => setValue(event.currentTarget.value)}>
                <option value="" />
                {column.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : (
            <Input
              size="sm"
              width="12rem"
              type={op === 'SINCE' ? 'date' : 'text'}
              value={value}
              maxLength={TABLE_LIMITS.maxValue}
              onChange={(event) => setValue(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') add();
              }}
            />
          )}
        </Field.Root>
      ) : null}
      <Button size="sm" variant="outline" disabled={!canAdd} onClick={add}>
        {t('table.filter.add')}
      </Button>
      {filters.length > 0 ? (
        <HStack gap="2" wrap="wrap" width="100%">
          {filters.map((filter) => {
            const text = filterText(filter, columns);
            return (
              <Tag.Root key={filterKey(filter)} size="lg" variant="subtle">
                <Tag.Label>{text}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('table.filter.remove', { filter: text })}
                    onClick={() => onChange(filters.filter((other) => other !== filter))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            );
          })}
          <Button size="xs" variant="ghost" onClick={() => onChange([])}>
            {t('table.filter.clear')}
          </Button>
        </HStack>
      ) : null}
    </Wrap>
  );
}
