import { HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { t } from '../../../lib/messages/t';
import { PAGE_SIZES, type PageBounds, type PageSize } from '../table-rows';

interface TablePagerProps {
  bounds: PageBounds;
  total: number;
  pageSize: PageSize;
  onPageSize: (size: PageSize) => void;
  onPage: (page: number) => void;
}

export function TablePager({ bounds, total, pageSize, onPageSize, onPage }: TablePagerProps) {
  return (
    <HStack gap="3" justify="flex-end" wrap="wrap" fontSize="sm">
      <HStack gap="2">
        <Text color="fg.muted" aria-hidden="true">
          {t('file.table.pageSize')}
        </Text>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={t('file.table.pageSize')}
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value) as PageSize)}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size === 0 ? t('file.table.all') : size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text color="fg.muted" aria-live="polite">
        {t('file.table.range', { from: total === 0 ? 0 : bounds.from + 1, to: bounds.to, total })}
      </Text>
      <IconButton
        aria-label={t('file.table.previous')}
        size="xs"
        variant="ghost"
        disabled={bounds.page === 0}
        onClick={() => onPage(bounds.page - 1)}
      >
        <LuChevronLeft />
      </IconButton>
      <IconButton
        aria-label={t('file.table.next')}
        size="xs"
        variant="ghost"
        disabled={bounds.page >= bounds.pageCount - 1}
        onClick={() => onPage(bounds.page + 1)}
      >
        <LuChevronRight />
      </IconButton>
    </HStack>
  );
}
