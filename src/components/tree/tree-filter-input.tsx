import { Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { t } from '../../lib/messages/t';

interface TreeFilterInputProps {
  /** The tree's name, so several trees on a page have distinct filters. */
  treeLabel: string;
  value: string;
  onChange: (value: string) => void;
}

export function TreeFilterInput({ treeLabel, value, onChange }: TreeFilterInputProps) {
  return (
    <InputGroup flex="1" startElement={<LuSearch aria-hidden="true" />}>
      <Input
        type="search"
        size="sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('tree.filter.placeholder')}
        aria-label={t('tree.filter.label', { label: treeLabel })}
        autoComplete="off"
      />
    </InputGroup>
  );
}
