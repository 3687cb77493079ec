import { Button, Checkbox, HStack, Image, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuArrowLeft, LuHistory } from 'react-icons/lu';
import { revisionQueryOptions } from '../../api/history-query';
import type { RevisionRestore } from '../../api/restore-revision-mutation';
import { formatDateTime } from '../../lib/format-date-time';
import type { RevisionQuery } from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';
import { fieldName } from './change-text';

type Field = RevisionQuery['revision']['comparison'][number];

interface RevisionComparisonProps {
  revisionId: string;
  /** Why restoring is not possible now (unsaved edits); null when it is. */
  blocked: string | null;
  restoring: boolean;
  onRestore: (restore: RevisionRestore, fieldNames: string[]) => void;
  onBack: () => void;
}

function FieldValue({ field, side }: { field: Field; side: 'revision' | 'current' }) {
  const text = field[side];
  const value = side === 'revision' ? field.revisionValue : field.currentValue;
  if (field.componentId === 'Image' && typeof value === 'string' && value !== '') {
    const label = t(side === 'revision' ? 'history.compare.revision' : 'history.compare.current');
    return (
      <Image
        src={`/images/${encodeURIComponent(value)}`}
        alt={t('history.compare.image', { field: fieldName(field), side: label })}
        maxHeight="16"
        maxWidth="32"
        objectFit="contain"
      />
    );
  }
  if (text.trim() === '') return <Text color="fg.muted">{t('history.emptyValue')}</Text>;
  // Table rows and paragraphs of rich text come one per line.
  return <Text whiteSpace="pre-wrap">{text}</Text>;
}

/** A revision beside the object now, field by field, with restores of the whole revision or one field. */
export function RevisionComparison({
  revisionId,
  blocked,
  restoring,
  onRestore,
  onBack,
}: RevisionComparisonProps) {
  const detail = useQuery(revisionQueryOptions(revisionId));
  const [allFields, setAllFields] = useState(false);
  const back = (
    <Button variant="outline" size="sm" alignSelf="start" onClick={onBack}>
      <LuArrowLeft aria-hidden="true" />
      {t('history.back')}
    </Button>
  );
  if (detail.isPending) {
    return (
      <Stack gap="3">
        {back}
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text>{t('history.loading')}</Text>
        </HStack>
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="3">
        {back}
        <Text role="alert">{t('history.loadFailed')}</Text>
      </Stack>
    );
  }
  const { revision, comparison, currentVersion } = detail.data;
  const changed = comparison.filter((field) => field.changed);
  const shown = allFields ? comparison : changed;
  const restorable = currentVersion !== null && blocked === null;
  const restore = (fields: Field[] | null) =>
    onRestore(
      {
        id: revision.id,
        fields: fields ? fields.map((field) => field.key) : null,
        version: currentVersion ?? 0,
      },
      (fields ?? []).map(fieldName),
    );
  return (
    <Stack gap="4">
      {back}
      <Text fontWeight="semibold">{t('history.compare.heading', { when: formatDateTime(revision.at) })}</Text>
      {currentVersion === null ? <Text role="alert">{t('history.compare.deleted')}</Text> : null}
      {blocked ? <Text color="fg.warning">{blocked}</Text> : null}
      <HStack justifyContent="space-between" wrap="wrap" gap="3">
        <Button
          colorPalette="blue"
          size="sm"
          disabled={!restorable || restoring}
          loading={restoring}
          onClick={() => restore(null)}
        >
          <LuHistory aria-hidden="true" />
          {t('history.restoreAll')}
        </Button>
        <Checkbox.Root
          checked={allFields}
          onCheckedChange={(details) => setAllFields(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('history.compare.allFields')}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      {changed.length === 0 && currentVersion !== null ? <Text>{t('history.compare.same')}</Text> : null}
      {shown.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Caption captionSide="top" srOnly>
              {t('history.compare.caption')}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('history.compare.field')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('history.compare.revision')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('history.compare.current')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('history.compare.action')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((field) => (
                <Table.Row key={field.key} bg={field.changed ? 'bg.warning' : undefined}>
                  <Table.Cell fontWeight="medium">{fieldName(field)}</Table.Cell>
                  <Table.Cell>
                    <FieldValue field={field} side="revision" />
                  </Table.Cell>
                  <Table.Cell>
                    <FieldValue field={field} side="current" />
                  </Table.Cell>
                  <Table.Cell>
                    {field.changed ? (
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={!restorable || restoring}
                        aria-label={t('history.restoreFieldLabel', { field: fieldName(field) })}
                        onClick={() => restore([field])}
                      >
                        {t('history.restoreField')}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </Stack>
  );
}
