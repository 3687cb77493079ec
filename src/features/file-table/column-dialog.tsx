import { Button, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { TreeDialog } from '../../components/tree/tree-dialog';
import { t } from '../../lib/messages/t';
import type { ShownColumn } from './table-columns';
import { defaultLayout, type TableLayout, withMoved, withShown } from './table-layout';

interface ColumnDialogProps {
  columns: Map<string, ShownColumn>;
  elementIds: string[];
  layout: TableLayout;
  onLayout: (layout: TableLayout) => void;
  onClose: () => void;
}

/** "Spalten anpassen": which columns show, in which order (the label stays first). */
export function ColumnDialog({ columns, elementIds, layout, onLayout, onClose }: ColumnDialogProps) {
  const hidden = [...columns.keys()].filter((id) => !layout.shown.includes(id));
  const order = [...layout.shown, ...hidden];
  return (
    <TreeDialog
      title={t('table.columns.title')}
      onClose={onClose}
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => onLayout({ ...defaultLayout(elementIds), widths: layout.widths })}
          >
            {t('table.columns.reset')}
          </Button>
          <Button colorPalette="blue" onClick={onClose}>
            {t('table.columns.done')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('table.columns.text')}</Text>
        <Stack gap="1" as="ul" listStyleType="none">
          {order.map((id) => {
            const column = columns.get(id);
            if (!column) return null;
            const at = layout.shown.indexOf(id);
            return (
              <HStack as="li" key={id} justifyContent="space-between">
                <Checkbox.Root
                  checked={at !== -1}
                  disabled={id === 'label'}
                  onCheckedChange={(details) => onLayout(withShown(layout, id, details.checked === true))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{column.label}</Checkbox.Label>
                </Checkbox.Root>
                <HStack gap="1">
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('table.columns.left', { label: column.label })}
                    disabled={at < 2}
                    onClick={() => onLayout(withMoved(layout, id, -1))}
                  >
                    <LuArrowLeft />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('table.columns.right', { label: column.label })}
                    disabled={at < 1 || at >= layout.shown.length - 1}
                    onClick={() => onLayout(withMoved(layout, id, 1))}
                  >
                    <LuArrowRight />
                  </IconButton>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      </Stack>
    </TreeDialog>
  );
}
