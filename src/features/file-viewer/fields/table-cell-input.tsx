import { Input } from '@chakra-ui/react';
import { ENTRY_FIELD_ATTRIBUTE, focusNextField } from '../focus-next-field';
import { useDraft } from './use-draft';

interface TableCellInputProps {
  value: string;
  label: string;
  disabled: boolean;
  /** The id of the message saying what the cell lacks; the cell is marked invalid while there is one. */
  problemId?: string;
  onCommit: (text: string) => void;
}

/** One cell of a table row; saves on Enter and on leaving it, like an Input. */
export function TableCellInput({ value, label, disabled, problemId, onCommit }: TableCellInputProps) {
  const { draft, setDraft, flush } = useDraft(value, onCommit);
  return (
    <Input
      {...{ [ENTRY_FIELD_ATTRIBUTE]: '' }}
      size="sm"
      aria-label={label}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
      value={draft}
      disabled={disabled}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={flush}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        flush();
        focusNextField(event.currentTarget);
      }}
    />
  );
}
