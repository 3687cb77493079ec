import { Button, Link as ChakraLink, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { RuleViolation } from '../../api/rule-violations-query';
import { countText } from '../../lib/messages/count-text';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import { ruleNameText } from './rule-texts';

interface RuleViolationsDialogProps {
  /** The element's label. */
  label: string;
  violation: RuleViolation;
  onClose: () => void;
}

/** The files that break one rule of an element: each a link to the file where it has a folder. */
export function RuleViolationsDialog({ label, violation, onClose }: RuleViolationsDialogProps) {
  const rest = violation.count - violation.files.length;
  return (
    <Dialog.Root
      open
      size="md"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t('rulesEditor.violations.title', { rule: ruleNameText(violation.rule), label })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  {countText(
                    violation.count,
                    'rulesEditor.violations.files.one',
                    'rulesEditor.violations.files.other',
                  )}
                </Text>
                <List.Root gap="1" paddingLeft="5">
                  {violation.files.map((file) => (
                    <List.Item key={file.id} wordBreak="break-word">
                      {file.directoryId ? (
                        <ChakraLink asChild colorPalette="blue" color="colorPalette.fg">
                          <Link to="/DataEditor/$id" params={{ id: file.directoryId }}>
                            {file.label || file.id}
                          </Link>
                        </ChakraLink>
                      ) : (
                        <>
                          {file.label || file.id}{' '}
                          <Text as="span" color="fg.muted">
                            {t('rulesEditor.violations.noFolder')}
                          </Text>
                        </>
                      )}
                    </List.Item>
                  ))}
                </List.Root>
                {rest > 0 ? (
                  <Text color="fg.muted">
                    {t('rulesEditor.violations.more', { count: formatNumber(rest) })}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('rulesEditor.violations.close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
