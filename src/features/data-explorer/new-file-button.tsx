import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFilePlus } from 'react-icons/lu';
import type { DirectoryItem } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { NewFileDialog } from './new-file-dialog';

/** "Neue Datei Erstellen" and its dialog, fresh (with a new File ID) each time it opens. */
export function NewFileButton({ directory }: { directory: DirectoryItem[] }) {
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
        {t('explorer.newFile.open')}
      </Button>
      {open ? <NewFileDialog directory={directory} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
