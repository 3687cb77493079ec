import { Button, Kbd } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { t } from '../../lib/messages/t';
import { SearchDialog } from './search-dialog';
import { useSearchShortcut } from './search-shortcut';

const onMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's search field: opens the search dialog on a click, Ctrl+K or ⌘K. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useSearchShortcut(show);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        color="fg.muted"
        justifyContent="flex-start"
        minWidth={{ base: 'auto', md: '15rem' }}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={show}
      >
        <LuSearch />
        {t('search.open')}
        <Kbd size="sm" marginStart="auto" hideBelow="md">
          {t(onMac() ? 'search.shortcutMac' : 'search.shortcut')}
        </Kbd>
      </Button>
      {open ? <SearchDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
