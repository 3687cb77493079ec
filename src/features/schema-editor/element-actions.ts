import type { SchemaElement } from '../../../domain/schema/types';

export type MoveDirection = 'up' | 'down';

/** What the viewer's rows and the element tree can ask for. */
export interface ElementActions {
  showDetails: (element: SchemaElement) => void;
  edit: (element: SchemaElement) => void;
  addChild: (group: SchemaElement) => void;
  move: (element: SchemaElement, direction: MoveDirection) => void;
  canMove: (element: SchemaElement, direction: MoveDirection) => boolean;
  remove: (element: SchemaElement) => void;
}
