import './search-dialog.css';
import { CloseButton, Dialog, HStack, Input, Portal } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SEARCH_LIMITS } from '../../../domain/search/search-query';
import { searchQueryOptions } from '../../api/search-query';
import { countText } from '../../lib/messages/count-text';
import { t } from '../../lib/messages/t';
import { hitLink, type SearchHit } from './hit-link';
import { type HitKind, SearchHitOption } from './search-hit-option';

/** How long typing has to pause before the search runs. */
const PAUSE_MS = 120;
const KINDS: HitKind[] = ['files', 'folders', 'schemas'];

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/**
 * The search: a field that keeps the focus while the arrow keys move through the hits below it, grouped
 * by kind (a combobox with its list box); Enter or a click opens the hit's entry and closes the dialog.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const query = usePaused(text.trim());
  const long = [...query].length >= SEARCH_LIMITS.minQuery;
  const { data, isFetching, isError } = useQuery({ ...searchQueryOptions(query), enabled: long });
  // The hit pointed at, in the hits it was pointed at in: new hits start at their first.
  const [pointed, setPointed] = useState<{ in: typeof data; index: number }>({ in: undefined, index: 0 });
  const active = pointed.in === data ? pointed.index : 0;
  const setActive = (index: number) => setPointed({ in: data, index });

  const groups =
    long && data
      ? KINDS.map((kind) => ({ kind, ...data[kind] })).filter((group) => group.hits.length > 0)
      : [];
  const hits = groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${ids}-hit-${index}`;
  const current = Math.min(active, hits.length - 1);

  useEffect(() => {
    if (current >= 0) document.getElementById(`${ids}-hit-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [current, ids]);

  const open = (hit: SearchHit | undefined) => {
    const link = hit && hitLink(hit);
    if (!link) return;
    onClose();
    void navigate(link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && hits.length > 0) {
      event.preventDefault();
      setActive((current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[current]);
    }
  };

  const status = !long
    ? t('search.tooShort')
    : isError
      ? t('search.failed')
      : !data || (isFetching && hits.length === 0)
        ? t('search.searching')
        : hits.length === 0
          ? t('search.noHits', { query })
          : countText(hits.length, 'search.hits.one', 'search.hits.other');
  const listId = `${ids}-hits`;
  let index = 0;

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="top"
      size="lg"
      initialFocusEl={() => field.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header paddingBottom="2">
              <Dialog.Title>{t('search.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body paddingBottom="2">
              <Input
                ref={field}
                role="combobox"
                aria-label={t('search.input')}
                aria-expanded={hits.length > 0}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={current >= 0 ? optionId(current) : undefined}
                placeholder={t('search.placeholder')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onKeyDown}
                autoComplete="off"
                spellCheck={false}
                maxLength={SEARCH_LIMITS.maxQuery}
              />
              <div className="search-status" role="status">
                {status}
              </div>
              <div
                id={listId}
                role="listbox"
                aria-label={t('search.title')}
                aria-busy={isFetching}
                className="search-hits"
              >
                {groups.map((group) => (
                  // biome-ignore lint/a11y/useSemanticElements: a list box groups its options with role group, not a fieldset
                  <div key={group.kind} role="group" aria-labelledby={`${ids}-${group.kind}`}>
                    <div id={`${ids}-${group.kind}`} className="search-group-heading" role="presentation">
                      {t(`search.group.${group.kind}`)}
                    </div>
                    {group.hits.map((hit) => {
                      const at = index++;
                      return (
                        <SearchHitOption
                          key={`${hit.tree}:${hit.id}`}
                          id={optionId(at)}
                          hit={hit}
                          kind={group.kind}
                          active={at === current}
                          onPoint={() => setActive(at)}
                          onOpen={() => open(hit)}
                        />
                      );
                    })}
                    {group.more ? <div className="search-more">{t('search.more')}</div> : null}
                  </div>
                ))}
              </div>
            </Dialog.Body>
            <Dialog.Footer paddingTop="0">
              <HStack className="search-keys">{t('search.keys')}</HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('search.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
