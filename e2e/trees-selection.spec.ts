import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import { apiAs, dataTree, row, unique } from './trees-helpers';

test('a file opened by its address is scrolled into view in a long tree', async ({ page, request }) => {
  const api = await apiAs(request);
  const { id: schemaId } = await api.schema(unique('Akte'));
  let last = '';
  for (let n = 0; n < 30; n++) last = await api.folder(unique(`Füllordner ${String(n).padStart(2, '0')}`));
  const fileName = unique('Ganz unten');
  const file = await api.file(schemaId, fileName, last);

  await openLoggedIn(page, `/DataEditor/${file.directoryId}`);
  await expect(page.getByRole('heading', { name: fileName, level: 2 })).toBeVisible();
  const selected = row(dataTree(page), fileName);
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  await expect(selected).toHaveAttribute('aria-level', '2');
  await expect(selected).toBeInViewport();
});
