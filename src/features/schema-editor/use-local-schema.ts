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
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';

/** The elements as the server holds them, at the version they were read or stored at. */
export interface ServerCopy {
  elements: SchemaElement[];
  version: number;
}

export interface LocalSchema {
  elements: SchemaElement[];
  /** The server's copy the local edits are based on. */
  server: ServerCopy;
  /** True while the local copy differs from the server's. */
  isDirty: boolean;
  /** Adds at the top level (null) or into a Group; false when refused (a toast says why). */
  add: (element: SchemaElement, parentElementId: string | null) => boolean;
  replace: (element: SchemaElement) => boolean;
  /** Deletes an element, or the child of the given parent; false when refused. */
  remove: (elementId: string, parentElementId?: string | null) => boolean;
  move: (elementId: string, direction: 'up' | 'down') => void;
  /** Takes what the server now holds (after a save, or reloaded after a conflict) as both copies. */
  reset: (server: ServerCopy) => void;
}

function addRefusal(error: ElementEditError, element: SchemaElement): string {
  if (error === 'duplicate-element-id') {
    return t('elementEdit.addRefused.duplicate', { elementId: element.elementId });
  }
  if (error === 'parent-not-group') return t('elementEdit.addRefused.parentNotGroup');
  return t('elementEdit.addRefused.parentMissing');
}

interface Copies {
  server: ServerCopy;
  local: SchemaElement[];
}

/** The schema's elements as edited locally, based on the server's copy `remote`. */
export function useLocalSchema(remote: ServerCopy): LocalSchema {
  const [copies, setCopies] = useState<Copies>({ server: remote, local: remote.elements });

  // A newer server copy replaces an unchanged local copy, but never local edits: those stay based on the
  // version they were made on, so saving them cannot silently overwrite what someone else stored since.
  const { local, server } = copies;
  if (remote.version > server.version && elementsEqual(local, server.elements)) {
    setCopies({ server: remote, local: remote.elements });
  }

  const update = useCallback((change: (local: SchemaElement[]) => SchemaElement[]) => {
    setCopies((current) => ({ ...current, local: change(current.local) }));
  }, []);

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
    (stored: ServerCopy) => setCopies({ server: stored, local: stored.elements }),
    [],
  );

  return {
    elements: local,
    server,
    isDirty: !elementsEqual(local, server.elements),
    add,
    replace,
    remove,
    move,
    reset,
  };
}
