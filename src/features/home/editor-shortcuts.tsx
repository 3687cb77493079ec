import { Card, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LuArrowRight, LuDatabase, LuShapes } from 'react-icons/lu';
import { t } from '../../lib/messages/t';

function Shortcut({
  to,
  title,
  caption,
  icon,
}: {
  to: LinkComponentProps['to'];
  title: string;
  caption: string;
  icon: ReactNode;
}) {
  return (
    <Flex
      asChild
      alignItems="center"
      gap="3"
      padding="3"
      borderWidth="1px"
      borderRadius="md"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
    >
      <Link to={to}>
        <Icon fontSize="xl" color="blue.fg" aria-hidden="true">
          {icon}
        </Icon>
        <Stack gap="0" flex="1" minWidth="0">
          <Text fontWeight="medium">{title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {caption}
          </Text>
        </Stack>
        <Icon color="fg.muted" aria-hidden="true">
          <LuArrowRight />
        </Icon>
      </Link>
    </Flex>
  );
}

export function EditorShortcuts() {
  return (
    <Card.Root as="section" aria-labelledby="shortcuts-heading" boxShadow="xs">
      <Card.Header>
        <Heading as="h3" size="md" id="shortcuts-heading">
          {t('home.shortcuts.heading')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Shortcut
            to="/DataEditor"
            title={t('home.shortcuts.dataEditor')}
            caption={t('home.shortcuts.dataEditorCaption')}
            icon={<LuDatabase />}
          />
          <Shortcut
            to="/SchemaEditor"
            title={t('home.shortcuts.schemaEditor')}
            caption={t('home.shortcuts.schemaEditorCaption')}
            icon={<LuShapes />}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
