import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { file, folder, linked } from '../../../domain/directory/tree-fixtures';
import { treeConfig } from './tree-config';
import { renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const tickable = treeConfig((config) => {
  config.behavior.ticking.tickable = true;
});
const row = (name: string) => screen.getByRole('treeitem', { name });

async function openAll(user: ReturnType<typeof renderTree>['user']) {
  await user.click(row('Berichte'));
  await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
}

test('a folder is checked, mixed or unchecked after the leaves below it', async () => {
  const { user } = renderTree({ config: tickable });
  await openAll(user);
  expect(row('Berichte')).toHaveAttribute('aria-checked', 'false');

  await user.click(row('Alt'));
  await user.keyboard(' ');
  expect(row('Alt')).toHaveAttribute('aria-checked', 'true');
  expect(row('Archiv')).toHaveAttribute('aria-checked', 'true');
  expect(row('Berichte')).toHaveAttribute('aria-checked', 'mixed');

  await user.click(row('Berichte'));
  await user.keyboard(' ');
  for (const name of ['Berichte', 'Quartal 1', 'Quartal 2', 'Archiv', 'Alt']) {
    expect(row(name)).toHaveAttribute('aria-checked', 'true');
  }
  await user.keyboard(' ');
  for (const name of ['Berichte', 'Quartal 1', 'Quartal 2', 'Archiv', 'Alt']) {
    expect(row(name)).toHaveAttribute('aria-checked', 'false');
  }
});

test('clicking a checkbox ticks and reports the configured property of the ticked leaves', async () => {
  const onTickedChange = vi.fn();
  const { user, container } = renderTree({ config: tickable, onTickedChange });
  await user.click(row('Briefe'));
  await user.keyboard('{ArrowRight}');
  const checkbox = row('Briefe').querySelector('input[type=checkbox]');
  if (!checkbox) throw new Error(`No checkbox in ${container.innerHTML}`);
  await user.click(checkbox);
  expect(onTickedChange).toHaveBeenLastCalledWith(new Set(['invite', 'q1-copy']), ['file-invite', 'file-q1']);
  expect(row('Einladung')).toHaveAttribute('aria-checked', 'true');
});

test('a folder ticks only the leaves the filter shows', async () => {
  const onTickedChange = vi.fn();
  const { user } = renderTree({ config: tickable, onTickedChange });
  await user.type(screen.getByRole('searchbox', { name: 'Dateien filtern' }), 'quartal 2');
  await user.click(row('Berichte'));
  await user.keyboard(' ');
  expect(onTickedChange).toHaveBeenLastCalledWith(new Set(['q2']), ['file-q2']);

  await user.clear(screen.getByRole('searchbox', { name: 'Dateien filtern' }));
  expect(row('Berichte')).toHaveAttribute('aria-checked', 'mixed');
});

test('without given ticks, leaves start ticked after the tick mark property', () => {
  renderTree({
    config: tickable,
    items: linked([
      folder('letters', [file('invite', 'file-invite', { name: 'Einladung', ticked: true }), file('memo')], {
        name: 'Briefe',
      }),
    ]),
  });
  expect(row('Briefe')).toHaveAttribute('aria-expanded', 'true');
  expect(row('Briefe')).toHaveAttribute('aria-checked', 'mixed');
  expect(row('Einladung')).toHaveAttribute('aria-checked', 'true');
});

test('given ticks win over the tick mark property', () => {
  renderTree({
    config: tickable,
    ticked: new Set(['notes']),
    items: linked([
      file('notes', 'file-notes', { name: 'Notizen' }),
      file('memo', 'file-memo', { ticked: true }),
    ]),
  });
  expect(row('Notizen')).toHaveAttribute('aria-checked', 'true');
  expect(row('memo')).toHaveAttribute('aria-checked', 'false');
});

test('a tree without ticks has no checked state and ignores Space', async () => {
  const onTickedChange = vi.fn();
  const { user } = renderTree({ onTickedChange });
  await user.click(row('Notizen'));
  await user.keyboard(' ');
  expect(row('Notizen')).not.toHaveAttribute('aria-checked');
  expect(onTickedChange).not.toHaveBeenCalled();
});
