import { expect, test, vi } from 'vitest';
import { file, folder, linked } from '../../../domain/directory/tree-fixtures';
import { checkTreeConfig, treeConfig } from './tree-config';
import { renderTree, sampleTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const silenceErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

test('a complete configuration with named nodes passes without errors', () => {
  const errors = silenceErrors();
  expect(checkTreeConfig(treeConfig(), sampleTree())).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
});

test('logs every missing or invalid key by its path', () => {
  const errors = silenceErrors();
  const config: Record<string, unknown> = structuredClone(treeConfig());
  const menu = config.menu as Record<string, unknown>;
  delete menu.fingerprint;
  (menu.delete as Record<string, unknown>).moveToRecycleBin = 'yes';
  delete config.filter;

  const problems = checkTreeConfig(config, sampleTree());
  expect(problems).toHaveLength(3);
  expect(problems.join('\n')).toMatch(/"menu\.fingerprint" is missing/);
  expect(problems.join('\n')).toMatch(/"menu\.delete\.moveToRecycleBin" is missing or invalid/);
  expect(problems.join('\n')).toMatch(/"filter" is missing/);
  expect(errors).toHaveBeenCalledTimes(3);
});

test('logs an empty tree and nodes without id or name, at any depth', () => {
  const errors = silenceErrors();
  expect(checkTreeConfig(treeConfig(), [])).toEqual(['Tree configuration: the tree has no nodes.']);

  const items = linked([
    folder('letters', [file('', 'file-a', { name: 'Ohne ID' }), file('blank', 'file-b', { name: ' ' })]),
  ]);
  expect(checkTreeConfig(treeConfig(), items)).toEqual([
    'Tree configuration: a node named "Ohne ID" has no id.',
    'Tree configuration: node "blank" has no name.',
  ]);
  expect(errors).toHaveBeenCalledTimes(3);
});

test('the tree runs the checks on what it is given', () => {
  const errors = silenceErrors();
  renderTree({ items: [] });
  expect(errors).toHaveBeenCalledWith('Tree configuration: the tree has no nodes.');
});
