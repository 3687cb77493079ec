import { Link as ChakraLink, Code, DataList, Heading, HStack, Icon, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuFileText } from 'react-icons/lu';
import { t } from '../../lib/messages/t';

export interface SchemaLink {
  id: string;
  label: string;
  /** The schema's entry in the schema directory, for `/SchemaEditor/{id}`. */
  entryId: string | undefined;
}

interface FileHeaderProps {
  label: string;
  fileId: string;
  schema: SchemaLink | null;
}

export function FileHeader({ label, fileId, schema }: FileHeaderProps) {
  const schemaLabel = schema?.label ?? t('file.unknownSchema');
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Icon fontSize="2xl" color="fg.muted" aria-hidden="true">
          <LuFileText />
        </Icon>
        <Heading as="h2" size="xl" wordBreak="break-word">
          {label || t('file.unnamed')}
        </Heading>
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel minWidth="24">{t('file.id')}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">
            <Code size="sm">{fileId}</Code>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minWidth="24">{t('file.schema')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {schema?.entryId ? (
              <ChakraLink asChild colorPalette="blue" color="colorPalette.fg">
                <Link to="/SchemaEditor/$id" params={{ id: schema.entryId }}>
                  {schemaLabel}
                </Link>
              </ChakraLink>
            ) : (
              schemaLabel
            )}
            {schema ? (
              <>
                {' · '}
                <ChakraLink asChild colorPalette="blue" color="colorPalette.fg">
                  <Link to="/DataEditor/schema/$schemaId" params={{ schemaId: schema.id }}>
                    {t('table.allFiles')}
                  </Link>
                </ChakraLink>
              </>
            ) : null}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
