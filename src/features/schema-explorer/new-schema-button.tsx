import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFilePlus } from 'react-icons/lu';
import { t } from '../../lib/messages/t';
import { NewSchemaDialog } from './new-schema-dialog';

/** "Neues Schema Erstellen" and its dialog, fresh (with a new Schema ID) each time it opens. */
export function NewSchemaButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        colorPalette="blue"
        width="full"
        height="auto"
        minHeight="8"
        paddingX="3"
        paddingY="1.5"
        whiteSpace="normal"
        onClick={() => setOpen(true)}
      >
        <LuFilePlus aria-hidden="true" />
        {t('explorer.newSchema.open')}
      </Button>
      {open ? <NewSchemaDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
