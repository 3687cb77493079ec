import {
  avatarSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes } from './system';

// The recipes of the screens behind the login (layout, editors, trees, dialogs), added when the layout's
// code loads, before any of them renders.
addRecipes({
  recipes: {
    checkmark: checkmarkRecipe,
    code: codeRecipe,
    container: containerRecipe,
    inputAddon: inputAddonRecipe,
    link: linkRecipe,
    mark: markRecipe,
  },
  slotRecipes: {
    avatar: avatarSlotRecipe,
    checkbox: checkboxSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    stat: statSlotRecipe,
    steps: stepsSlotRecipe,
    table: tableSlotRecipe,
    tag: tagSlotRecipe,
    tooltip: tooltipSlotRecipe,
  },
});
