import { Code, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { type FileDataEntry, MODEL_VALUE_KEY, PREFIX_KEY, SUFFIX_KEY } from '../../../domain/file/types';
import { t } from '../../lib/messages/t';

const raw = (entry: FileDataEntry) => {
  const { [MODEL_VALUE_KEY]: value, [PREFIX_KEY]: prefix, [SUFFIX_KEY]: suffix } = entry;
  return JSON.stringify(
    prefix === undefined && suffix === undefined
      ? value
      : { [PREFIX_KEY]: prefix, [MODEL_VALUE_KEY]: value, [SUFFIX_KEY]: suffix },
    null,
    2,
  );
};

/** Stored data the form cannot show, read-only with its raw value, so nothing is silently dropped. */
export function OutsideSchemaList({ entries }: { entries: readonly FileDataEntry[] }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderTopWidth="1px" paddingTop="5">
      <Heading as="h3" id={headingId} size="md">
        {t('file.outside.heading')}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {t('file.outside.text')}
      </Text>
      <DataList.Root orientation="vertical" gap="3">
        {entries.map((entry) => (
          <DataList.Item key={entry.elementId}>
            <DataList.ItemLabel>
              {t('file.outside.element', { elementId: entry.elementId })}
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Code
                as="pre"
                display="block"
                whiteSpace="pre-wrap"
                wordBreak="break-word"
                padding="2"
                width="100%"
              >
                {raw(entry)}
              </Code>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
