import { Badge } from '@chakra-ui/react';
import { HintTooltip } from '../../components/hint-tooltip';
import { t } from '../../lib/messages/t';

export function UnsavedBadge() {
  return (
    <HintTooltip content={t('schemaViewer.unsavedTooltip')}>
      <Badge
        // Focusable so keyboard users reach the tooltip too.
        tabIndex={0}
        colorPalette="orange"
        variant="solid"
        animation="pulse 2s ease-in-out infinite"
        _motionReduce={{ animation: 'none' }}
      >
        {t('schemaViewer.unsaved')}
      </Badge>
    </HintTooltip>
  );
}
