import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { workerAccount } from './worker-account';

/** Creates a schema through the explorer's dialog and waits for its schema viewer; returns its entry id. */
export async function createSchema(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Neues Schema Erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Schema erstellen' });
  await dialog.getByRole('textbox', { name: 'Schemaname' }).fill(name);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const entryId = new URL(page.url()).pathname.split('/').at(-1);
  if (!entryId) throw new Error(`no entry id in ${page.url()}`);
  return entryId;
}

export const elementsRegion = (page: Page) => page.getByRole('region', { name: 'Elemente' });

/** The viewer's row of an element: its label, type, child count, position badge and buttons. */
export const elementRow = (page: Page, label: string) =>
  elementsRegion(page).getByRole('group', { name: label, exact: true });

/** The rows of one level of the viewer, in the order shown, as their labels. */
export async function rowLabels(list: Locator): Promise<string[]> {
  return list
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('[role="group"]')?.getAttribute('aria-label') ?? ''),
    );
}

export const topLevelList = (page: Page) => elementsRegion(page).getByRole('list').first();

/** Shows the children of a Group in the viewer; returns the region holding them. */
export async function expandGroup(page: Page, label: string): Promise<Locator> {
  const children = elementsRegion(page).getByRole('group', { name: `Unterelemente von „${label}“` });
  if (!(await children.isVisible())) {
    await page.getByRole('button', { name: `Unterelemente von „${label}“ anzeigen` }).click();
  }
  await expect(children).toBeVisible();
  // The Group opens with an animation that still moves its rows: a click in the meantime may be pressed on
  // one place and released on another, which is no click at all. An animation may be cancelled and replaced
  // by another (its `finished` then rejects), so this waits until none is left, a few rounds at most.
  await children.evaluate(async (group) => {
    const root = group.parentElement ?? group;
    for (let round = 0; round < 5; round++) {
      const running = root.getAnimations({ subtree: true });
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
  return children;
}

export interface Basics {
  label: string;
  elementId: string;
  component: 'Group' | 'Image' | 'Input' | 'Select' | 'Table' | 'Relationship' | 'WYSIWYG';
}

/** Opens the element editor for a new element at the top level or inside a Group. */
export async function openNewElement(page: Page, parentGroup?: string): Promise<Locator> {
  if (parentGroup) {
    const children = await expandGroup(page, parentGroup);
    await children.getByRole('button', { name: 'Add Element' }).last().click();
  } else {
    await page.getByRole('button', { name: 'Neues Element' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Neues Element' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function fillBasics(dialog: Locator, { label, elementId, component }: Basics) {
  await dialog.getByRole('textbox', { name: /^Bezeichnung/ }).fill(label);
  await dialog.getByRole('textbox', { name: /^Element-ID/ }).fill(elementId);
  await dialog.getByRole('combobox', { name: /^Komponente/ }).selectOption(component);
}

export const nextButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Weiter' });
export const doneButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Fertig' });

/** The titles of the stepper's steps, in order. */
export async function stepTitles(dialog: Locator): Promise<string[]> {
  return dialog
    .getByRole('tablist', { name: 'Schritte' })
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => (tab.textContent ?? '').replace(/^\d+/, '').trim()));
}

/** Fills the label step, the one most types have right after the basic information. */
export async function fillFieldLabel(dialog: Locator, text: string) {
  await expect(nextButtonOrDone(dialog)).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Beschriftung des Feldes/ }).fill(text);
}

const nextButtonOrDone = (dialog: Locator) => dialog.getByRole('button', { name: /^(Weiter|Fertig)$/ });

/** Finishes the editor, passing the rules step (it asks for nothing) when not on it, and waits for it to close. */
export async function finish(dialog: Locator) {
  if (await nextButton(dialog).isVisible()) {
    await nextButton(dialog).click();
    await expect(dialog.getByRole('tab', { name: /Regeln/, selected: true })).toBeVisible();
  }
  await doneButton(dialog).click();
  await expect(dialog).toBeHidden();
}

async function graphql<T>(request: APIRequestContext, query: string, variables: object, token = '') {
  const response = await request.post('/', {
    data: { query, variables },
    headers: { authorization: token, 'content-type': 'application/json' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Logs the worker's account in through the API; answers the token. */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const { username, password } = workerAccount();
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token } }',
    { username, password },
  );
  return login.token;
}

export interface SeedElement {
  elementId: string;
  componentId: Basics['component'];
  label: string;
  parentId: string;
  position: number;
  props: object;
  children: SeedElement[];
}

/** An element for seeding; a Group's children get its id as parentId and their list order as positions. */
export function seedElement(
  elementId: string,
  componentId: Basics['component'],
  label: string,
  children: SeedElement[] = [],
): SeedElement {
  return {
    elementId,
    componentId,
    label,
    parentId: '0',
    position: 0,
    props: { content: { label } },
    children: children.map((child, position) => ({ ...child, parentId: elementId, position })),
  };
}

/** Stores a schema with top-level elements (positions from their list order) straight through the API. */
export async function seedSchema(request: APIRequestContext, label: string, elements: SeedElement[]) {
  const token = await apiToken(request);
  const { saveSchema } = await graphql<{ saveSchema: { id: string; directoryId: string } }>(
    request,
    'mutation ($schema: JSON!) { saveSchema(schema: $schema) { id directoryId } }',
    { schema: { label, elements: elements.map((element, position) => ({ ...element, position })) } },
    token,
  );
  return { ...saveSchema, token };
}

/** Replaces a schema's elements through the API, as another user would. */
export async function updateSchemaElements(
  request: APIRequestContext,
  token: string,
  id: string,
  elements: SeedElement[],
) {
  const { schema } = await graphql<{ schema: { id: string; version: number }[] }>(
    request,
    '{ schema { id version } }',
    {},
    token,
  );
  const version = schema.find((candidate) => candidate.id === id)?.version;
  await graphql(
    request,
    'mutation ($schema: JSON!) { updateSchema(schema: $schema) { success } }',
    { schema: { id, version, elements: elements.map((element, position) => ({ ...element, position })) } },
    token,
  );
}

/** The id of the schema directory's folder entry with this name. */
export async function folderEntryId(request: APIRequestContext, token: string, name: string) {
  const { schemaDirectory } = await graphql<{
    schemaDirectory: { flat: { directory: { id: string; fileId: string | null; name: string } }[] };
  }>(
    request,
    'query ($type: String!) { schemaDirectory(frontEndType: $type) { flat { directory { id fileId name } } } }',
    { type: 'alloy' },
    token,
  );
  const folder = schemaDirectory.flat.find(
    ({ directory }) => directory.fileId === null && directory.name === name,
  );
  if (!folder) throw new Error(`no folder ${name}`);
  return folder.directory.id;
}
