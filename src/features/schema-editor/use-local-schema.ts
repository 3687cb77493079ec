import { useCallback, useState } from 'react';
import {
  addElement,
  deleteChild,
  deleteElement,
  type ElementEditError,
  elementsEqual,
  findElement,
  moveElement,
  replaceElement,
} from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../../src/lib/messages/t';
import { notify } from '../../lib/notify';

export interface LocalSchema {
  elements: SchemaElement[];
  /** The server's copy, as last loaded or saved. */
  serverElements: SchemaElement[];
  /** True while the local copy differs from the server's. */
  isDirty: boolean;
  /** Adds at the top level (null) or into a Group; false when refused (a toast says why). */
  add: (element: SchemaElement, parentElementId: string | null) => boolean;
  replace: (element: SchemaElement) => boolean;
  /** Deletes an element, or the child of the given parent; false when refused. */
  remove: (elementId: string, parentElementId?: string | null) => boolean;
  move: (elementId: string, direction: 'up' | 'down') => void;
  /** Takes what a save stored on the server as both the server's and the local copy. */
  reset: (elements: SchemaElement[]) => void;
}

function addRefusal(error: ElementEditError, element: SchemaElement): string {
  if (error === 'duplicate-element-id') {
    return t('elementEdit.addRefused.duplicate', { elementId: element.elementId });
  }
  if (error === 'parent-not-group') return t('elementEdit.addRefused.parentNotGroup');
  return t('elementEdit.addRefused.parentMissing');
}

interface Copies {
  /** The `remote` argument as last seen. */
  seen: SchemaElement[];
  /** What the server holds: `remote`, or what a save stored since. */
  server: SchemaElement[];
  local: SchemaElement[];
}

/** The schema's elements as edited locally, compared with the server's copy `remote`. */
export function useLocalSchema(remote: SchemaElement[]): LocalSchema {
  const [copies, setCopies] = useState<Copies>({ seen: remote, server: remote, local: remote });

  // A newer server copy replaces an unchanged local copy, but never local edits.
  if (!elementsEqual(copies.seen, remote)) {
    const unchanged = elementsEqual(copies.local, copies.server);
    setCopies({ seen: remote, server: remote, local: unchanged ? remote : copies.local });
  }

  const update = useCallback((change: (local: SchemaElement[]) => SchemaElement[]) => {
    setCopies((current) => ({ ...current, local: change(current.local) }));
  }, []);

  const { local, server } = copies;

  const add = useCallback(
    (element: SchemaElement, parentElementId: string | null) => {
      const result = addElement(local, element, parentElementId);
      if (!result.ok) {
        notify({ message: addRefusal(result.error, element), tone: 'negative' });
        return false;
      }
      update(() => result.elements);
      return true;
    },
    [local, update],
  );

  const replace = useCallback(
    (element: SchemaElement) => {
      if (!findElement(local, element.elementId)) {
        notify({ message: t('elementEdit.replaceRefused'), tone: 'negative' });
        return false;
      }
      update(() => replaceElement(local, element));
      return true;
    },
    [local, update],
  );

  const remove = useCallback(
    (elementId: string, parentElementId?: string | null) => {
      const result = parentElementId
        ? deleteChild(local, parentElementId, elementId)
        : deleteElement(local, elementId);
      if (!result.ok) {
        notify({ message: t('elementEdit.deleteFailed'), tone: 'negative' });
        return false;
      }
      update(() => result.elements);
      notify({ message: t('elementEdit.deleted'), tone: 'positive' });
      return true;
    },
    [local, update],
  );

  const move = useCallback(
    (elementId: string, direction: 'up' | 'down') =>
      update((current) => moveElement(current, elementId, direction)),
    [update],
  );

  const reset = useCallback(
    (elements: SchemaElement[]) =>
      setCopies((current) => ({ ...current, server: elements, local: elements })),
    [],
  );

  return {
    elements: local,
    serverElements: server,
    isDirty: !elementsEqual(local, server),
    add,
    replace,
    remove,
    move,
    reset,
  };
}
