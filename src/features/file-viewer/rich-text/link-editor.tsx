import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { t } from '../../../lib/messages/t';
import { linkUrl } from './safe-url';

interface LinkEditorProps {
  onApply: (url: string | null) => void;
  onCancel: () => void;
}

/** Asks for a link's address; an empty address removes the link. */
export function LinkEditor({ onApply, onCancel }: LinkEditorProps) {
  const [typed, setTyped] = useState('');
  const url = linkUrl(typed);
  const invalid = typed.trim() !== '' && url === null;
  const apply = () => {
    if (!invalid) onApply(url);
  };
  return (
    <HStack gap="2" padding="2" borderBottomWidth="1px">
      <Input
        size="sm"
        autoFocus
        aria-label={t('file.richText.linkAddress')}
        aria-invalid={invalid || undefined}
        placeholder="https://"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Button size="sm" colorPalette="blue" disabled={invalid} onClick={apply}>
        {t('file.richText.linkApply')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('file.related.cancel')}
      </Button>
    </HStack>
  );
}
