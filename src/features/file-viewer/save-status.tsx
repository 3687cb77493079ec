import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';
import { t } from '../../lib/messages/t';
import type { SaveState } from './use-file-saves';

/**
 * Whether the form's changes have reached the server; a failed save offers to try again, a save that
 * clashed with someone else's change offers the comparison, a value the server refused is told at its field.
 */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <HStack gap="2" minHeight="8" role="status" aria-live="polite" textStyle="sm">
      {state === 'saving' ? (
        <>
          <Spinner size="xs" />
          <Text color="fg.muted">{t('file.save.saving')}</Text>
        </>
      ) : null}
      {state === 'saved' ? (
        <>
          <LuCircleCheck aria-hidden="true" color="var(--chakra-colors-green-fg)" />
          <Text color="fg.muted">{t('file.save.saved')}</Text>
        </>
      ) : null}
      {state === 'conflict' ? (
        <>
          <LuCircleAlert aria-hidden="true" color="var(--chakra-colors-orange-fg)" />
          <Text color="orange.fg">{t('file.conflict.status')}</Text>
          <Button size="xs" colorPalette="orange" variant="outline" onClick={onRetry}>
            {t('file.save.retry')}
          </Button>
        </>
      ) : null}
      {state === 'refused' ? (
        <>
          <LuCircleAlert aria-hidden="true" color="var(--chakra-colors-red-fg)" />
          <Text color="red.fg">{t('rules.save.refused')}</Text>
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <LuCircleAlert aria-hidden="true" color="var(--chakra-colors-red-fg)" />
          <Text color="red.fg">{t('file.save.failed')}</Text>
          <Button size="xs" colorPalette="red" variant="outline" onClick={onRetry}>
            {t('file.save.retry')}
          </Button>
        </>
      ) : null}
    </HStack>
  );
}
