import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { chain, file, folder, linked } from '../../../domain/directory/tree-fixtures';
import { NotificationToasters } from '../notification-toasters';
import { treeConfig } from './tree-config';
import { chooseRowMenuItem, renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const row = (name: string) => screen.getByRole('treeitem', { name });
const rowNames = () => screen.getAllByRole('treeitem').map((item) => item.textContent);

/** Toasts show in regions of their own, as the app renders them beside its pages. */
function renderWithToasts(props: Parameters<typeof renderTree>[0] = {}) {
  render(
    <ChakraProvider value={defaultSystem}>
      <NotificationToasters />
    </ChakraProvider>,
  );
  return renderTree(props);
}

test('rows name the keys that move them, while reordering is on', () => {
  renderTree();
  expect(row('Notizen')).toHaveAttribute(
    'aria-keyshortcuts',
    'Alt+ArrowUp Alt+ArrowDown Alt+ArrowRight Alt+ArrowLeft',
  );
});

test('Alt+ArrowRight moves the entry into the folder above as its last child; Alt+ArrowLeft moves it out', async () => {
  const onChange = vi.fn();
  const { user } = renderTree({ onChange });
  await user.click(row('Notizen'));
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');

  expect(onChange).toHaveBeenLastCalledWith(expect.any(Array), {
    kind: 'move',
    id: 'notes',
    parentId: 'letters',
    position: 3,
  });
  // The folder opens, so the entry stays in sight and keeps the focus.
  expect(row('Briefe')).toHaveAttribute('aria-expanded', 'true');
  expect(rowNames()).toEqual(['Berichte', 'Briefe', 'Einladung', 'Quartal 1', 'Notizen']);
  expect(row('Notizen')).toHaveAttribute('aria-level', '2');
  expect(row('Notizen')).toHaveFocus();
  expect(screen.getByText('„Notizen“ liegt jetzt in „Briefe“ an Stelle 3 von 3.')).toBeInTheDocument();

  await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
  expect(onChange).toHaveBeenLastCalledWith(expect.any(Array), {
    kind: 'move',
    id: 'notes',
    parentId: null,
    position: 3,
  });
  expect(row('Notizen')).toHaveAttribute('aria-level', '1');
  expect(row('Notizen')).toHaveFocus();
  expect(
    screen.getByText('„Notizen“ liegt jetzt auf der obersten Ebene an Stelle 3 von 3.'),
  ).toBeInTheDocument();
});

test('Alt+ArrowUp and Alt+ArrowDown say where the entry is now', async () => {
  const { user } = renderTree();
  await user.click(row('Notizen'));
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  expect(
    screen.getByText('„Notizen“ liegt jetzt auf der obersten Ebene an Stelle 2 von 3.'),
  ).toBeInTheDocument();
});

test('the first of its siblings and an entry at the top level stay where they are', async () => {
  const onChange = vi.fn();
  const { user } = renderTree({ onChange });
  await user.click(row('Berichte'));
  await user.keyboard('{Alt>}{ArrowRight}{ArrowLeft}{/Alt}');
  expect(onChange).not.toHaveBeenCalled();
  expect(row('Berichte')).toHaveAttribute('aria-expanded', 'false');
  expect(row('Berichte')).toHaveFocus();
});

test('a move the rules refuse changes nothing and says why, as the buttons and dialogs do', async () => {
  const onChange = vi.fn();
  const { user } = renderWithToasts({ onChange });
  await user.click(row('Berichte'));
  await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
  expect(row('Quartal 2')).toHaveFocus();
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(await screen.findByText('Nur Ordner können Einträge aufnehmen.')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
  expect(row('Quartal 2')).toHaveFocus();

  // The other place of Quartal 1, out of Briefe and up beside Berichte: Berichte holds that file already.
  await user.click(screen.getByRole('treeitem', { name: 'Briefe' }));
  await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
  await user.keyboard('{Alt>}{ArrowLeft}{ArrowUp}{/Alt}');
  expect(onChange).toHaveBeenCalledTimes(2);
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(await screen.findByText('Die Datei liegt dort bereits.')).toBeInTheDocument();
  expect(onChange).toHaveBeenCalledTimes(2);
});

test('a folder does not go where a sibling has its name, nor below the deepest level', async () => {
  const items = linked([
    folder('plans', [folder('inner', [], { name: 'Pläne' })], { name: 'Projekte' }),
    folder('top', [], { name: 'Pläne' }),
    ...chain(3),
  ]);
  const onChange = vi.fn();
  const { user } = renderWithToasts({ items, onChange, maxDepth: 3 });
  await user.click(row('Pläne'));
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(await screen.findByText('Ein Eintrag mit diesem Namen existiert hier bereits.')).toBeInTheDocument();

  await user.click(row('level-1'));
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(await screen.findByText('Dort läge ein Eintrag tiefer als 3 Ebenen.')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
});

test('"Verschieben nach …" moves the entry to the end of the chosen folder, and explains a refused choice', async () => {
  const onChange = vi.fn();
  const { user } = renderTree({ onChange });
  await user.click(row('Berichte'));
  await user.keyboard('{ArrowRight}');
  await chooseRowMenuItem(user, 'Archiv', 'Verschieben nach …');
  const dialog = screen.getByRole('dialog', { name: '„Archiv“ verschieben' });
  const folders = within(dialog).getByRole('tree', { name: 'Zielordner' });
  expect(within(folders).getByRole('treeitem', { name: 'Berichte' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await user.click(within(folders).getByRole('treeitem', { name: 'Archiv' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'Ein Ordner lässt sich nicht in sich selbst oder in einen seiner Unterordner verschieben.',
  );
  expect(within(dialog).getByRole('button', { name: 'Verschieben' })).toBeDisabled();

  await user.click(within(folders).getByRole('treeitem', { name: 'Briefe' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent('');
  await user.click(within(dialog).getByRole('button', { name: 'Verschieben' }));
  expect(onChange).toHaveBeenLastCalledWith(expect.any(Array), {
    kind: 'move',
    id: 'archive',
    parentId: 'letters',
    position: 3,
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(row('Archiv')).toHaveAttribute('aria-level', '2');
  expect(rowNames()).toEqual([
    'Berichte',
    'Quartal 1',
    'Quartal 2',
    'Briefe',
    'Einladung',
    'Quartal 1',
    'Archiv',
    'Notizen',
  ]);
});

test('"Verschieben nach …" offers the top level', async () => {
  const onChange = vi.fn();
  const { user } = renderTree({ onChange });
  await user.click(row('Berichte'));
  await user.keyboard('{ArrowRight}');
  await chooseRowMenuItem(user, 'Quartal 2', 'Verschieben nach …');
  const dialog = screen.getByRole('dialog', { name: '„Quartal 2“ verschieben' });
  await user.click(within(dialog).getByRole('treeitem', { name: 'Oberste Ebene' }));
  await user.click(within(dialog).getByRole('button', { name: 'Verschieben' }));
  expect(onChange).toHaveBeenLastCalledWith(expect.any(Array), {
    kind: 'move',
    id: 'q2',
    parentId: null,
    position: 4,
  });
});

test('without reordering, Alt with an arrow only moves the focus and opens folders', async () => {
  const onChange = vi.fn();
  const { user } = renderTree({
    onChange,
    config: treeConfig((config) => {
      config.behavior.positionChange = false;
    }),
  });
  await user.click(row('Berichte'));
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(row('Berichte')).toHaveAttribute('aria-expanded', 'true');
  expect(onChange).not.toHaveBeenCalled();
  expect(row('Berichte')).not.toHaveAttribute('aria-keyshortcuts');
  expect(row('Berichte')).not.toHaveAttribute('draggable');
});

test('rows are draggable while reordering is on', () => {
  renderTree({ items: linked([folder('a', [file('b')])]) });
  expect(row('a')).toHaveAttribute('draggable', 'true');
});
