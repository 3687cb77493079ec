import { LuFileText, LuFolder, LuShapes } from 'react-icons/lu';
import { t } from '../../lib/messages/t';
import type { SearchHit } from './hit-link';
import { MarkedText } from './marked-text';

export type HitKind = 'files' | 'folders' | 'schemas';

const ICONS = { files: LuFileText, folders: LuFolder, schemas: LuShapes } as const;

interface SearchHitOptionProps {
  id: string;
  hit: SearchHit;
  kind: HitKind;
  active: boolean;
  onPoint: () => void;
  onOpen: () => void;
}

/** One hit in the search's list box: title, where it is, and the value that matched. */
export function SearchHitOption({ id, hit, kind, active, onPoint, onOpen }: SearchHitOptionProps) {
  const Icon = ICONS[kind];
  const unfiled = hit.directoryId === null;
  const path = unfiled ? t('search.unfiled') : hit.path.join(' / ') || t('search.topLevel');
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the search field keeps the focus and points at options (aria-activedescendant)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search field's arrow keys and Enter do what a click does
    <div
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={unfiled || undefined}
      className="search-hit"
      onMouseMove={active ? undefined : onPoint}
      onClick={unfiled ? undefined : onOpen}
    >
      <Icon className="search-hit-icon" aria-hidden />
      <div className="search-hit-body">
        <div className="search-hit-title">
          <MarkedText text={hit.title} marks={hit.titleMarks} />
        </div>
        <div className="search-hit-path">{path}</div>
        {hit.snippet ? (
          <div className="search-hit-snippet">
            {hit.snippet.label ? (
              <span className="search-hit-snippet-label">{hit.snippet.label}: </span>
            ) : null}
            <MarkedText text={hit.snippet.text} marks={hit.snippet.marks} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
