import type { TreeConfig } from '../tree/tree-config';

/** A recycle bin: restore top-level entries or delete for good; no reordering, no links. */
export const BIN_TREE_CONFIG: TreeConfig = {
  menu: {
    showMenu: true,
    visible: false,
    delete: { deletable: true, moveToRecycleBin: false },
    fingerprint: false,
    parentEditable: false,
  },
  behavior: {
    ticking: {
      tickable: false,
      tickStrategy: 'leaf-filtered',
      tickMarkProperty: 'ticked',
      tickReturnProperty: 'fileId',
      parentFromRecycleBin: true,
    },
    selectable: false,
    positionChange: false,
    selectProperty: 'id',
  },
  filter: { filterInput: { userInput: true }, filterProperty: 'name' },
};
