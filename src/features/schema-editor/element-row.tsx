import { Badge, Box, Button, Collapsible, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MdAdd, MdChevronRight } from 'react-icons/md';
import { sortByPosition } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import type { RuleViolation } from '../../api/rule-violations-query';
import { countText } from '../../lib/messages/count-text';
import { t } from '../../lib/messages/t';
import type { ElementActions } from './element-actions';
import { ElementIcon } from './element-icon';
import { ElementRowButtons } from './element-row-buttons';
import type { RelatedSchemaLink } from './related-schema-links';
import { RelationshipChips } from './relationship-chips';
import { RuleViolationButtons } from './rule-violation-buttons';
import { TruncatedLabel } from './truncated-label';

export interface ElementRowProps {
  element: SchemaElement;
  actions: ElementActions;
  linksOf: (element: SchemaElement) => RelatedSchemaLink[];
  /** The rules of the element that stored files break. */
  violationsOf: (element: SchemaElement) => readonly RuleViolation[];
}

/** One element of the schema viewer; a Group expands to its children, rendered the same way. */
export function ElementRow({ element, actions, linksOf, violationsOf }: ElementRowProps) {
  const [expanded, setExpanded] = useState(false);
  const isGroup = element.componentId === 'Group';

  const row = (
    <HStack
      role="group"
      aria-label={element.label}
      // On a narrow screen the buttons move below the label instead of pushing the row wider.
      wrap="wrap"
      gap="3"
      paddingX="3"
      paddingY="2"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
    >
      {isGroup ? (
        <Collapsible.Trigger asChild>
          <IconButton
            aria-label={t('schemaViewer.toggleChildren', { label: element.label })}
            variant="ghost"
            size="xs"
          >
            <Box as="span" transition="transform 0.15s" transform={expanded ? 'rotate(90deg)' : undefined}>
              <MdChevronRight />
            </Box>
          </IconButton>
        </Collapsible.Trigger>
      ) : (
        <Box width="6" flexShrink={0} />
      )}
      <Box fontSize="xl" color="fg.muted" flexShrink={0}>
        <ElementIcon componentId={element.componentId} />
      </Box>
      <Stack gap="0" flex="1 1 6rem" minWidth="0">
        <TruncatedLabel fontWeight="medium">{element.label}</TruncatedLabel>
        <HStack columnGap="2" rowGap="1" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {element.componentId}
          </Text>
          <Badge size="sm" variant="subtle">
            {countText(
              element.children.length,
              'schemaViewer.childCount.one',
              'schemaViewer.childCount.other',
            )}
          </Badge>
        </HStack>
        {element.componentId === 'Relationship' ? (
          <Box paddingTop="1">
            <RelationshipChips elementLabel={element.label} links={linksOf(element)} />
          </Box>
        ) : null}
        <Box paddingTop="1" _empty={{ display: 'none' }}>
          <RuleViolationButtons label={element.label} violations={violationsOf(element)} />
        </Box>
      </Stack>
      <ElementRowButtons element={element} actions={actions} />
    </HStack>
  );

  if (!isGroup) return <li>{row}</li>;

  return (
    <li>
      <Collapsible.Root open={expanded} onOpenChange={(details) => setExpanded(details.open)}>
        {row}
        <Collapsible.Content>
          <Stack
            role="group"
            aria-label={t('schemaViewer.childrenOf', { label: element.label })}
            gap="2"
            paddingLeft="6"
            paddingTop="2"
          >
            {element.children.length > 0 ? (
              <ElementRows
                elements={element.children}
                actions={actions}
                linksOf={linksOf}
                violationsOf={violationsOf}
              />
            ) : (
              <Text color="fg.muted" textStyle="sm">
                {t('schemaViewer.noChildren')}
              </Text>
            )}
            <Box>
              <Button size="sm" variant="outline" onClick={() => actions.addChild(element)}>
                <MdAdd aria-hidden="true" />
                {t('schemaViewer.addElement')}
              </Button>
            </Box>
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}

interface ElementRowsProps extends Omit<ElementRowProps, 'element'> {
  elements: SchemaElement[];
}

/** Sibling elements in position order. */
export function ElementRows({ elements, actions, linksOf, violationsOf }: ElementRowsProps) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {sortByPosition(elements).map((element) => (
        <ElementRow
          key={element.elementId}
          element={element}
          actions={actions}
          linksOf={linksOf}
          violationsOf={violationsOf}
        />
      ))}
    </Stack>
  );
}
