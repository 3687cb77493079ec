import { pickerTreeConfig, type TreeConfig } from '../../components/tree/tree-config';

/** The new-file location picker: pick one folder (or the top level), filter by name; nothing else. */
export const LOCATION_PICKER_CONFIG: TreeConfig = pickerTreeConfig((config) => {
  config.behavior.selectable = true;
});
