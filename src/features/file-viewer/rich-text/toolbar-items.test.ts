import { expect, it } from 'vitest';
import { toolbarButtons } from './toolbar-items';

it('turns the configured items into buttons, undoRedo into a pair, unknown ones left out', () => {
  expect(toolbarButtons(['bold', 'undoRedo', 'sparkles', 'bold', 'numberedList'])).toEqual([
    'bold',
    'undo',
    'redo',
    'numberedList',
  ]);
  expect(toolbarButtons([])).toEqual([]);
});
