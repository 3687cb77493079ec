import { Button } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { LuFilePlus } from 'react-icons/lu';

interface CreateEntryButtonProps {
  label: string;
  /** The dialog, mounted afresh (with a new id) each time the button opens it. */
  dialog: (close: () => void) => ReactNode;
}

/** The explorer's full-width create button above its tree ("Neue Datei Erstellen", "Neues Schema Erstellen"). */
export function CreateEntryButton({ label, dialog }: CreateEntryButtonProps) {
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
        {label}
      </Button>
      {open ? dialog(() => setOpen(false)) : null}
    </>
  );
}
