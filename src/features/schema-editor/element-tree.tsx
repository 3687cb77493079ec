import { Box, HStack, IconButton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { MdChevronRight } from 'react-icons/md';
import { sortByPosition } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import type { ElementActions } from './element-actions';
import { ElementIcon } from './element-icon';
import { ElementTreeMenu } from './element-tree-menu';
import { TruncatedLabel } from './truncated-label';

interface ElementTreeProps {
  elements: SchemaElement[];
  actions: ElementActions;
}

/** A compact outline of the schema's elements, each with a menu of what can be done with it. */
export function ElementTree({ elements, actions }: ElementTreeProps) {
  return (
    <Box as="nav" aria-label={t('elementTree.label')}>
      <TreeLevel elements={elements} actions={actions} />
    </Box>
  );
}

function TreeLevel({ elements, actions }: ElementTreeProps) {
  return (
    <Stack as="ul" gap="0.5" listStyleType="none">
      {sortByPosition(elements).map((element) => (
        <TreeNode key={element.elementId} element={element} actions={actions} />
      ))}
    </Stack>
  );
}

function TreeNode({ element, actions }: { element: SchemaElement; actions: ElementActions }) {
  const [expanded, setExpanded] = useState(true);
  const hasChildren = element.children.length > 0;
  return (
    <li>
      <HStack gap="1" minHeight="8">
        {hasChildren ? (
          <IconButton
            aria-label={t(expanded ? 'elementTree.collapse' : 'elementTree.expand', {
              label: element.label,
            })}
            aria-expanded={expanded}
            variant="ghost"
            size="2xs"
            onClick={() => setExpanded(!expanded)}
          >
            <Box as="span" transition="transform 0.15s" transform={expanded ? 'rotate(90deg)' : undefined}>
              <MdChevronRight />
            </Box>
          </IconButton>
        ) : (
          <Box width="6" flexShrink={0} />
        )}
        <Box color="fg.muted" flexShrink={0}>
          <ElementIcon componentId={element.componentId} />
        </Box>
        <TruncatedLabel textStyle="sm" flex="1">
          {element.label}
        </TruncatedLabel>
        <ElementTreeMenu element={element} actions={actions} />
      </HStack>
      {hasChildren && expanded ? (
        <Box paddingLeft="5">
          <TreeLevel elements={element.children} actions={actions} />
        </Box>
      ) : null}
    </li>
  );
}
