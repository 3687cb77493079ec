import { Badge, HStack, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { MdArrowDownward, MdArrowUpward, MdDelete, MdEdit, MdInfoOutline } from 'react-icons/md';
import type { SchemaElement } from '../../../domain/schema/types';
import { HintTooltip } from '../../components/hint-tooltip';
import { t } from '../../lib/messages/t';
import type { ElementActions } from './element-actions';

interface ElementRowButtonsProps {
  element: SchemaElement;
  actions: ElementActions;
}

export function ElementRowButtons({ element, actions }: ElementRowButtonsProps) {
  const { label } = element;
  const hasChildren = element.children.length > 0;
  const deleteButton = (
    <IconButton
      aria-label={t('schemaViewer.delete', { label })}
      variant="ghost"
      colorPalette="red"
      size="sm"
      // aria-disabled keeps the button focusable, so keyboard users reach the reason in the tooltip.
      aria-disabled={hasChildren || undefined}
      onClick={hasChildren ? undefined : () => actions.remove(element)}
    >
      <MdDelete />
    </IconButton>
  );
  return (
    <HStack gap="1" flexShrink={0} marginLeft="auto">
      <IconButton
        aria-label={t('schemaViewer.showDetails', { label })}
        variant="ghost"
        size="sm"
        onClick={() => actions.showDetails(element)}
      >
        <MdInfoOutline />
      </IconButton>
      <IconButton
        aria-label={t('schemaViewer.edit', { label })}
        variant="ghost"
        size="sm"
        onClick={() => actions.edit(element)}
      >
        <MdEdit />
      </IconButton>
      <IconButton
        aria-label={t('schemaViewer.moveUp', { label })}
        variant="ghost"
        size="sm"
        disabled={!actions.canMove(element, 'up')}
        onClick={() => actions.move(element, 'up')}
      >
        <MdArrowUpward />
      </IconButton>
      <Badge variant="outline" minWidth="7" justifyContent="center">
        <VisuallyHidden>{t('schemaViewer.positionLabel')}</VisuallyHidden>
        {element.position + 1}
      </Badge>
      <IconButton
        aria-label={t('schemaViewer.moveDown', { label })}
        variant="ghost"
        size="sm"
        disabled={!actions.canMove(element, 'down')}
        onClick={() => actions.move(element, 'down')}
      >
        <MdArrowDownward />
      </IconButton>
      {hasChildren ? (
        <HintTooltip content={t('schemaViewer.deleteRefused')}>{deleteButton}</HintTooltip>
      ) : (
        deleteButton
      )}
    </HStack>
  );
}
