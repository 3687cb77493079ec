import type { Database } from '../db/database';
import type { TestServer } from '../test/harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Ids of the objects `acme` holds, for requests that name them. */
export interface AcmeObjects {
  schemaId: string;
  fileId: string;
  otherFileId: string;
  folderId: string;
  fileEntryId: string;
  binEntryId: string;
  relationshipId: string;
  imageId: string;
}

export interface TwoClients {
  /** Tokens: an admin and an editor of `acme`, an admin of `globex`. */
  admin: string;
  editor: string;
  stranger: string;
  acme: AcmeObjects;
}

async function call<Data>(server: TestServer, token: string, query: string, variables = {}): Promise<Data> {
  const { body } = await server.gql<Data>(query, variables, token);
  if (body.errors || !body.data) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function uploadPng(server: TestServer, token: string, fileId: string): Promise<string> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query:
        'mutation($fileId: String!, $image: File!) { uploadImage(fileId: $fileId, elementId: "photo", image: $image) { id } }',
      variables: { fileId, image: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.image'] }));
  form.set('0', new File([PNG], 'bild.png', { type: 'image/png' }));
  const response = await fetch(`${server.url}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { uploadImage: { id: string } } };
  if (!body.data) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.uploadImage.id;
}

const ELEMENTS = [
  { elementId: 'name', componentId: 'Input', label: 'Name', parentId: '0', position: 0, props: {} },
  { elementId: 'photo', componentId: 'Image', label: 'Foto', parentId: '0', position: 1, props: {} },
  { elementId: 'links', componentId: 'Relationship', label: 'Links', parentId: '0', position: 2, props: {} },
];

/** Fills one client with a schema, two related files in a folder, a binned folder and an image. */
async function fillClient(server: TestServer, token: string, label: string): Promise<AcmeObjects> {
  const { saveSchema } = await call<{ saveSchema: { id: string } }>(
    server,
    token,
    'mutation($schema: JSON!) { saveSchema(schema: $schema) { id } }',
    { schema: { label, elements: ELEMENTS } },
  );
  const tree = [
    { id: `${label}-folder`, name: 'Ordner', children: [] },
    { id: `${label}-old`, name: 'Alt', children: [] },
  ];
  await call(server, token, 'mutation($d: JSON!) { updateDirectory(directory: $d) { success } }', {
    d: tree,
  });
  const saveFile = (fileLabel: string) =>
    call<{ saveFile: { id: string; directoryId: string } }>(
      server,
      token,
      'mutation($file: JSON!) { saveFile(file: $file) { id directoryId } }',
      {
        file: {
          schemaId: saveSchema.id,
          label: fileLabel,
          parentId: `${label}-folder`,
          data: [{ elementId: 'name', 'props.model.model-value': fileLabel }],
        },
      },
    );
  const first = await saveFile(`${label} eins`);
  const second = await saveFile(`${label} zwei`);
  await call(server, token, 'mutation($id: String!) { moveToRecycleBin(directoryId: $id) { success } }', {
    id: `${label}-old`,
  });
  await call(server, token, 'mutation($data: JSON!) { addRelatedFiles(data: $data) { success } }', {
    data: { fileId: first.saveFile.id, relationship: { fileId: second.saveFile.id, elementId: 'links' } },
  });
  const { queryFileData } = await call<{ queryFileData: { relatedFiles: { relationshipId: string }[] } }>(
    server,
    token,
    'query($id: String!) { queryFileData(id: $id) { relatedFiles { relationshipId } } }',
    { id: first.saveFile.id },
  );
  return {
    schemaId: saveSchema.id,
    fileId: first.saveFile.id,
    otherFileId: second.saveFile.id,
    folderId: `${label}-folder`,
    fileEntryId: first.saveFile.directoryId,
    binEntryId: `${label}-old`,
    relationshipId: queryFileData.relatedFiles[0]?.relationshipId ?? '',
    imageId: await uploadPng(server, token, first.saveFile.id),
  };
}

/** `acme` (an admin and an editor) and `globex` (an admin), each with content of its own. */
export async function createTwoClients(server: TestServer): Promise<TwoClients> {
  const users = [
    { client: 'acme', username: 'acme-admin', password: 'acme-admin-pw', role: 'admin' as const },
    { client: 'acme', username: 'acme-editor', password: 'acme-editor-pw', role: 'editor' as const },
    { client: 'globex', username: 'globex-admin', password: 'globex-admin-pw', role: 'admin' as const },
  ];
  const [admin = '', editor = '', stranger = ''] = await Promise.all(
    users.map(async (user) => {
      await server.createUser(user);
      return server.login(user.username, user.password);
    }),
  );
  const acme = await fillClient(server, admin, 'acme');
  await fillClient(server, stranger, 'globex');
  return { admin, editor, stranger, acme };
}

const CONTENT_TABLES = {
  clients: 'id',
  users: 'id',
  directories: 'front_end_type, tree, bin',
  directory_entries: 'front_end_type, tree, bin, id',
  schemas: 'id',
  files: 'id',
  related_files: 'relationship_id',
  images: 'id',
  audit_events: 'id',
} as const;

/** Every stored row of the given clients, table by table; image bytes as their length. */
export async function snapshotClients(db: Database, clients: string[]): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(CONTENT_TABLES)) {
    const clientColumn = table === 'clients' ? 'id' : 'client_id';
    const columns =
      table === 'images' ? 'client_id, id, file_id, element_id, sha256, length(bytes) as length' : '*';
    snapshot[table] = await db.query(
      `select ${columns} from ${table} where ${clientColumn} = any($1::text[]) order by ${clientColumn}, ${order}`,
      [clients],
    );
  }
  return snapshot;
}
