import { Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { AuditEvent } from '../../api/audit-trail-query';
import { formatDateTime } from '../../lib/format-date-time';
import { t } from '../../lib/messages/t';
import { actionLabel, kindLabel, operationLabel } from './audit-labels';
import { type FlatDirectory, type HistoryTarget, historyTarget } from './history-target';

interface AuditTableProps {
  events: readonly AuditEvent[];
  directories: { data: FlatDirectory | undefined; schema: FlatDirectory | undefined };
}

/** The events, newest first, each with a link to its object's history where it has one. */
export function AuditTable({ events, directories }: AuditTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t('audit.table')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('audit.column.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.column.user')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.column.operation')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.column.kind')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.column.object')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.column.action')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('audit.column.version')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.column.history')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.map((event) => {
            const target = historyTarget(event, directories);
            return (
              <Table.Row key={event.id}>
                <Table.Cell whiteSpace="nowrap">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </Table.Cell>
                <Table.Cell>{event.userName ?? t('audit.noUser')}</Table.Cell>
                <Table.Cell>{operationLabel(event.operation)}</Table.Cell>
                <Table.Cell>{kindLabel(event.objectKind)}</Table.Cell>
                <Table.Cell>
                  <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
                    {event.objectId}
                  </Text>
                </Table.Cell>
                <Table.Cell>{actionLabel(event.action)}</Table.Cell>
                <Table.Cell textAlign="end">{event.version ?? t('audit.noVersion')}</Table.Cell>
                <Table.Cell>
                  {target ? <HistoryLink target={target} objectId={event.objectId} /> : null}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** „Verlauf“, named for its object: the editor's history of a file or schema, or a tree's changes. */
function HistoryLink({ target, objectId }: { target: HistoryTarget; objectId: string }) {
  const label = t('audit.historyOf', { object: objectId });
  const text = t('audit.history');
  const link = (() => {
    switch (target.kind) {
      case 'file':
        return (
          <Link
            to="/DataEditor/$id"
            params={{ id: target.entryId }}
            search={{ history: true }}
            aria-label={label}
          >
            {text}
          </Link>
        );
      case 'schema':
        return (
          <Link
            to="/SchemaEditor/$id"
            params={{ id: target.entryId }}
            search={{ history: true }}
            aria-label={label}
          >
            {text}
          </Link>
        );
      case 'dataTree':
        return (
          <Link to="/DataEditor" search={{ changes: true }} aria-label={label}>
            {text}
          </Link>
        );
      case 'schemaTree':
        return (
          <Link to="/SchemaEditor" search={{ changes: true }} aria-label={label}>
            {text}
          </Link>
        );
    }
  })();
  return (
    <ChakraLink asChild colorPalette="blue" color="colorPalette.fg" whiteSpace="nowrap">
      {link}
    </ChakraLink>
  );
}
