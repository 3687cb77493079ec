import { Code, DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
  /** Ids are shown in a monospace font. */
  isId?: boolean;
}

export function DetailList({ details }: { details: Detail[] }) {
  return (
    <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="md">
      {details.map(({ label, value, isId }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minWidth="44">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">
            {isId ? <Code size="sm">{value}</Code> : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
