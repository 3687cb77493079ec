import { Box, HStack, Text } from '@chakra-ui/react';

interface ListEditorHeaderProps {
  columns: { label: string; flex: string }[];
}

/**
 * Visible captions above the rows of a list editor, so a filled row still says what each cell is.
 * Hidden from assistive technology: every cell carries its own accessible name.
 */
export function ListEditorHeader({ columns }: ListEditorHeaderProps) {
  return (
    <HStack aria-hidden="true">
      {columns.map(({ label, flex }) => (
        <Text key={label} flex={flex} textStyle="xs" fontWeight="medium" color="fg.muted">
          {label}
        </Text>
      ))}
      {/* The width of a row's remove button. */}
      <Box width="10" flexShrink={0} />
    </HStack>
  );
}
