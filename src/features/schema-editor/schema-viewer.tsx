import { Box, Button, Link as ChakraLink, Code, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import { LuDownload, LuHistory } from 'react-icons/lu';
import { MdAdd, MdSave } from 'react-icons/md';
import { canMoveDown, canMoveUp, findElement, isTopLevelParentId } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { SCHEMAS_KEY } from '../../api/query-keys';
import { type RuleViolation, ruleViolationsQueryOptions } from '../../api/rule-violations-query';
import { directoryQueryKey, recycleBinQueryKey } from '../../api/tree-query-keys';
import { exportFileName, schemaExportHref } from '../../components/export/export-address';
import { ExportButton } from '../../components/export/export-button';
import { t } from '../../lib/messages/t';
import { useBeforeUnloadWarning } from '../../lib/use-before-unload-warning';
import { HistoryDrawer } from '../history/history-drawer';
import { useHistoryOpen } from '../history/history-search';
import { DeleteElementDialog } from './delete-element-dialog';
import type { ElementActions } from './element-actions';
import { ElementDetailsDialog } from './element-details-dialog';
import { type EditorRequest, ElementEditorDialog } from './element-editor-dialog';
import { ElementRows } from './element-row';
import { ElementTree } from './element-tree';
import { LeaveGuardDialog } from './leave-guard-dialog';
import { relatedSchemaLinks, type SchemaDirectoryEntry, type SchemaSummary } from './related-schema-links';
import { UnsavedBadge } from './unsaved-badge';
import { type ServerCopy, useLocalSchema } from './use-local-schema';

export interface SchemaViewerProps {
  schema: SchemaSummary;
  /** The elements as the server has them. */
  remote: ServerCopy;
  /** Every schema, for the Relationship choices and chips. */
  schemas: readonly SchemaSummary[];
  schemaDirectoryFlat: readonly SchemaDirectoryEntry[];
  /**
   * Stores the elements as a change of `baseVersion`; resolves with what the server holds afterwards (what
   * it stored, or the newer copy reloaded after a conflict), or null when saving failed.
   */
  onSave: (elements: SchemaElement[], baseVersion: number) => Promise<ServerCopy | null>;
  saving: boolean;
}

type OpenDialog =
  | { kind: 'editor'; request: EditorRequest }
  | { kind: 'details'; element: SchemaElement }
  | { kind: 'delete'; element: SchemaElement };

export function SchemaViewer({
  schema,
  remote,
  schemas,
  schemaDirectoryFlat,
  onSave,
  saving,
}: SchemaViewerProps) {
  const local = useLocalSchema(remote);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const titleId = useId();
  const [historyOpen, setHistoryOpen] = useHistoryOpen();
  const elementsHeadingId = useId();
  useBeforeUnloadWarning(local.isDirty);

  const { elements, move } = local;
  const actions = useMemo<ElementActions>(
    () => ({
      showDetails: (element) => setDialog({ kind: 'details', element }),
      edit: (element) => setDialog({ kind: 'editor', request: { kind: 'edit', element } }),
      addChild: (group) =>
        setDialog({ kind: 'editor', request: { kind: 'create', parentElementId: group.elementId } }),
      move: (element, direction) => move(element.elementId, direction),
      canMove: (element, direction) =>
        direction === 'up'
          ? canMoveUp(elements, element.elementId)
          : canMoveDown(elements, element.elementId),
      remove: (element) => setDialog({ kind: 'delete', element }),
    }),
    [elements, move],
  );
  const linksOf = useCallback(
    (element: SchemaElement) => relatedSchemaLinks(element.props, schemas, schemaDirectoryFlat),
    [schemas, schemaDirectoryFlat],
  );
  // The files that break the rules as saved; a report that cannot be read leaves the rows as they are.
  const { data: violations } = useQuery(ruleViolationsQueryOptions(schema.id));
  const violationsOf = useCallback(
    (element: SchemaElement): readonly RuleViolation[] =>
      (violations ?? []).filter((violation) => violation.elementId === element.elementId),
    [violations],
  );

  const save = async () => {
    const stored = await onSave(local.elements, local.server.version);
    if (stored) local.reset(stored);
  };

  const storeElement = (element: SchemaElement, request: EditorRequest) =>
    request.kind === 'edit' ? local.replace(element) : local.add(element, request.parentElementId);

  const deleteElement = (element: SchemaElement) => {
    const parentElementId = isTopLevelParentId(element.parentId) ? null : element.parentId;
    local.remove(element.elementId, parentElementId);
    close();
  };

  return (
    <Stack as="article" gap="6" padding="4" aria-labelledby={titleId}>
      <HStack justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="4">
        <Stack gap="1" minWidth="0">
          <Heading as="h2" size="xl" id={titleId} wordBreak="break-word">
            {schema.label}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t('schemaViewer.id')}: <Code size="sm">{schema.id}</Code>
          </Text>
          <ChakraLink asChild colorPalette="blue" color="colorPalette.fg" textStyle="sm">
            <Link to="/DataEditor/schema/$schemaId" params={{ schemaId: schema.id }}>
              {t('table.allFiles')}
            </Link>
          </ChakraLink>
        </Stack>
        <HStack gap="3" wrap="wrap">
          <Box role="status">{local.isDirty ? <UnsavedBadge /> : null}</Box>
          <Button onClick={save} disabled={!local.isDirty} loading={saving}>
            <MdSave aria-hidden="true" />
            {t('schemaViewer.save')}
          </Button>
          <Button
            variant="outline"
            onClick={() => setDialog({ kind: 'editor', request: { kind: 'create', parentElementId: null } })}
          >
            <MdAdd aria-hidden="true" />
            {t('schemaViewer.newElement')}
          </Button>
          <Button variant="outline" onClick={() => setHistoryOpen(true)}>
            <LuHistory aria-hidden="true" />
            {t('history.open')}
          </Button>
          <ExportButton
            href={schemaExportHref(schema.id)}
            fileName={exportFileName(`${schema.label}.schema`, 'json')}
            kind="json"
            size="md"
            icon={<LuDownload aria-hidden="true" />}
          >
            {t('schemaViewer.export')}
          </ExportButton>
        </HStack>
      </HStack>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 18rem' }}
        gap="6"
        alignItems="start"
      >
        <Stack as="section" gap="3" aria-labelledby={elementsHeadingId}>
          <Heading as="h3" size="md" id={elementsHeadingId}>
            {t('schemaViewer.elementsHeading')}
          </Heading>
          {elements.length > 0 ? (
            <ElementRows
              elements={elements}
              actions={actions}
              linksOf={linksOf}
              violationsOf={violationsOf}
            />
          ) : (
            <Text color="fg.muted">{t('schemaViewer.noElements')}</Text>
          )}
        </Stack>
        {elements.length > 0 ? (
          <Stack as="aside" gap="3" borderWidth="1px" borderRadius="md" padding="3">
            <Heading as="h3" size="sm">
              {t('schemaViewer.treeHeading')}
            </Heading>
            <ElementTree elements={elements} actions={actions} />
          </Stack>
        ) : null}
      </Grid>

      {dialog?.kind === 'editor' ? (
        <ElementEditorDialog
          request={dialog.request}
          elements={elements}
          schemas={schemas}
          onDone={storeElement}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'details' ? (
        <ElementDetailsDialog
          element={dialog.element}
          savedOnServer={findElement(local.server.elements, dialog.element.elementId) !== null}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteElementDialog
          element={dialog.element}
          onConfirm={() => deleteElement(dialog.element)}
          onClose={close}
        />
      ) : null}
      {historyOpen ? (
        <HistoryDrawer
          objectId={schema.id}
          kind="SCHEMA"
          label={schema.label}
          objectKeys={[SCHEMAS_KEY, directoryQueryKey('SCHEMA'), recycleBinQueryKey('SCHEMA')]}
          restoreBlocked={local.isDirty ? t('history.unsavedFirst') : null}
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
      <LeaveGuardDialog active={local.isDirty} />
    </Stack>
  );
}
