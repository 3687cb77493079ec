import { Link } from '@chakra-ui/react';
import { t } from '../lib/messages/t';

/** Lets keyboard users jump past the top bar and the menu. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipLink"
      bg="bg"
      padding="2"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
