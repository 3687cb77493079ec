import type { TreeConfig } from '../../components/tree/tree-config';

/** The new-file location picker: pick one folder (or the top level), filter by name; nothing else. */
export const LOCATION_PICKER_CONFIG: TreeConfig = {
  menu: {
    showMenu: false,
    visible: false,
    delete: { deletable: false, moveToRecycleBin: false },
    fingerprint: false,
    parentEditable: false,
  },
  behavior: {
    ticking: {
      tickable: false,
      tickStrategy: 'leaf-filtered',
      tickMarkProperty: 'ticked',
      tickReturnProperty: 'id',
      parentFromRecycleBin: false,
    },
    selectable: true,
    positionChange: false,
    selectProperty: 'id',
  },
  filter: { filterInput: { userInput: true }, filterProperty: 'name' },
};
