import type { TreeConfig } from '../../components/tree/tree-config';

/** The data tree: reorder, hide, edit a file's folders, move to the bin or delete, filter by name. */
export const DATA_TREE_CONFIG: TreeConfig = {
  menu: {
    showMenu: true,
    visible: true,
    delete: { deletable: true, moveToRecycleBin: true },
    fingerprint: false,
    parentEditable: true,
  },
  behavior: {
    ticking: {
      tickable: false,
      tickStrategy: 'leaf-filtered',
      tickMarkProperty: 'ticked',
      tickReturnProperty: 'fileId',
      parentFromRecycleBin: false,
    },
    selectable: true,
    positionChange: true,
    selectProperty: 'id',
  },
  filter: { filterInput: { userInput: true }, filterProperty: 'name' },
};
