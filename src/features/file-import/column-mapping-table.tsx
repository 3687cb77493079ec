import { NativeSelect, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  type ElementTarget,
  ID_TARGET,
  LABEL_TARGET,
  type Target,
} from '../../../domain/transfer/column-mapping';
import { t } from '../../lib/messages/t';
import { headerText } from './target-labels';

/** The value of "Nicht importieren" in a target's select; no target is named so. */
const SKIP = '';

interface ColumnMappingTableProps {
  headers: string[];
  /** The first row of the file, a sample of each column. */
  sample: string[];
  targets: Target[];
  elements: ElementTarget[];
  /** Columns that name an element the import cannot fill. */
  unimportable: Set<number>;
  disabled: boolean;
  onChange: (index: number, target: Target) => void;
}

/** One row per column of the file: its header (which names its select), a sample value and its target. */
export function ColumnMappingTable({
  headers,
  sample,
  targets,
  elements,
  unimportable,
  disabled,
  onChange,
}: ColumnMappingTableProps) {
  const id = useId();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t('import.map.table')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('import.map.column')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('import.map.sample')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('import.map.target')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {headers.map((_header, index) => {
            const selectId = `${id}-${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a file do not move.
              <Table.Row key={index}>
                <Table.Cell>
                  <label htmlFor={selectId}>{headerText(headers, index)}</label>
                </Table.Cell>
                <Table.Cell maxWidth="16rem">
                  <Text truncate title={sample[index]}>
                    {sample[index]}
                  </Text>
                </Table.Cell>
                <Table.Cell minWidth="14rem">
                  <NativeSelect.Root size="sm" disabled={disabled}>
                    <NativeSelect.Field
                      id={selectId}
                      value={targets[index] ?? SKIP}
                      onChange={(event) => onChange(index, event.currentTarget.value || null)}
                    >
                      <option value={SKIP}>{t('import.map.skip')}</option>
                      <option value={ID_TARGET}>{t('import.map.id')}</option>
                      <option value={LABEL_TARGET}>{t('import.map.label')}</option>
                      {elements.map((element) => (
                        <option key={element.elementId} value={element.elementId}>
                          {element.header}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {unimportable.has(index) && targets[index] === null ? (
                    <Text fontSize="xs" color="fg.muted" marginTop="1">
                      {t('import.map.unimportable')}
                    </Text>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
