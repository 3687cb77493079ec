import { Box, HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { t } from '../lib/messages/t';

/** The shape of a page (heading, a few lines, a block) while its data loads, instead of a blank area. */
export function PageSkeleton() {
  return (
    <Box role="status" aria-label={t('app.loading')} padding={{ base: '4', md: '6' }} width="100%">
      <Stack gap="5" maxWidth="4xl">
        <HStack gap="3">
          <Skeleton boxSize="8" borderRadius="md" />
          <Skeleton height="7" width="40%" />
        </HStack>
        <SkeletonText noOfLines={3} gap="3" />
        <Skeleton height="40" borderRadius="md" />
        <SkeletonText noOfLines={2} gap="3" />
      </Stack>
    </Box>
  );
}
