/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { type GraphQLClient, type RequestOptions } from 'graphql-request';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
type GraphQLClientRequestHeaders = RequestOptions['requestHeaders'];
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * Alloy API contract. Every operation except `login` needs the `authorization` header
   * (a bare token or `Bearer <token>`). Errors carry `extensions.code`:
   * BAD_USER_INPUT, UNAUTHENTICATED, NOT_FOUND, CONFLICT, FORBIDDEN, TOO_MANY_REQUESTS.
   */
  JSON: { input: unknown; output: unknown; }
};

/** One entry of a directory or recycle bin. */
export type DirectoryItem = {
  __typename?: 'DirectoryItem';
  children: Array<DirectoryItem>;
  client: Scalars['String']['output'];
  /** File id (data tree) or schema id (schema tree); null for folders. */
  fileId: Maybe<Scalars['String']['output']>;
  fixedNumberOfChildren: Maybe<Scalars['Int']['output']>;
  id: Scalars['String']['output'];
  isLeaf: Scalars['Boolean']['output'];
  isVisible: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Parent entry id; null at the root of a directory, 'bin' at the root of a recycle bin. */
  parentId: Maybe<Scalars['String']['output']>;
  /** 1-based position among siblings. */
  position: Scalars['Int']['output'];
  /** In a recycle bin: the parent the entry had before it was binned (null: the root). */
  restoreParentId: Maybe<Scalars['String']['output']>;
  schemaId: Maybe<Scalars['String']['output']>;
  schemaOfChildren: Maybe<Scalars['String']['output']>;
  ticked: Scalars['Boolean']['output'];
};

export type DirectoryResponse = {
  __typename?: 'DirectoryResponse';
  /** The scope of the tree: `{ frontEndType, tree }`. */
  filter: Scalars['JSON']['output'];
  /** Every entry at every depth, without children, in tree order. */
  flat: Array<DirectoryRow>;
  /** The root entries, each with its children. */
  nested: Array<DirectoryRow>;
  version: Scalars['Int']['output'];
};

export type DirectoryRow = {
  __typename?: 'DirectoryRow';
  directory: DirectoryItem;
  /** The entry's id. */
  id: Scalars['String']['output'];
};

/** Which of a client's two trees a directory operation works on. */
export type DirectoryTree =
  /** The data-file directory (folders and files). */
  | 'DATA'
  /** The schema directory (folders and schemas). */
  | 'SCHEMA';

export type FileData = {
  __typename?: 'FileData';
  /** `[{ elementId, 'props.model.model-value', 'props.content.prefix'?, 'props.content.suffix'? }]` */
  data: Scalars['JSON']['output'];
  /** Directory entry id of the file's first place in the data directory, for `/DataEditor/{id}`. */
  directoryId: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Parent folder entry id of the file's first place in the data directory (null at the root or in no folder). */
  parentId: Maybe<Scalars['String']['output']>;
  relatedFiles: Array<RelatedFile>;
  schemaId: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  token: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Appends related files `{ fileId, relationship: { fileId, elementId? } | [...] }`, renumbered from 1. */
  addRelatedFiles: WriteResult;
  /** Removes one related file by its relationship id; the rest are renumbered from 1. */
  deleteRelatedFile: WriteResult;
  /** Checks a user name and password; returns a signed token. Failures answer UNAUTHENTICATED alike. */
  login: LoginResult;
  /** Moves an entry (with its subtree) from a directory to its recycle bin in one write. */
  moveToRecycleBin: WriteResult;
  /** Removes one directory or bin entry (with its subtree); a file or schema left in no tree is deleted. */
  removeItemFromDirectory: WriteResult;
  /**
   * Restores a bin entry (with its subtree) under its old parent when that still exists, otherwise at the
   * root; restored entries get new ids. Returns the new id of the restored entry as `directoryId`.
   */
  restoreFromRecycleBin: SaveResult;
  /** Stores a new file `{ id?, schemaId, label, parentId, data? }` and files it under `parentId` (null: root). */
  saveFile: SaveResult;
  /** Stores a new schema `{ id?, label, metadata?, elements?, parentId? }` and files it in the schema directory. */
  saveSchema: SaveResult;
  /**
   * Replaces a whole directory tree with `directory`, the list the query returns under `nested`.
   * `tree` picks the data (default) or schema directory. With `version`, a stale write is refused (CONFLICT).
   */
  updateDirectory: WriteResult;
  /** Updates a file `{ id, label?, schemaId?, data, version? }`: entries replace or join by elementId. */
  updateFile: WriteResult;
  /** Replaces a whole recycle bin with `recycleBin`, the list the query returns under `nested`. */
  updateRecycleBin: WriteResult;
  /** Reorders related files `{ fileId, relatedFiles: [{ relationshipId }...], version? }` to the order given. */
  updateRelatedFiles: WriteResult;
  /** Replaces a schema `{ id, label?, metadata?, elements, version? }`. */
  updateSchema: UpdateSchemaResult;
};


export type MutationAddRelatedFilesArgs = {
  data: Scalars['JSON']['input'];
};


export type MutationDeleteRelatedFileArgs = {
  relationshipId: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationMoveToRecycleBinArgs = {
  directoryId: Scalars['String']['input'];
  tree?: InputMaybe<DirectoryTree>;
  version: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRemoveItemFromDirectoryArgs = {
  directoryId: Scalars['String']['input'];
};


export type MutationRestoreFromRecycleBinArgs = {
  directoryId: Scalars['String']['input'];
  tree?: InputMaybe<DirectoryTree>;
  version: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSaveFileArgs = {
  file: Scalars['JSON']['input'];
};


export type MutationSaveSchemaArgs = {
  schema: Scalars['JSON']['input'];
};


export type MutationUpdateDirectoryArgs = {
  directory: Scalars['JSON']['input'];
  frontEndType?: InputMaybe<Scalars['String']['input']>;
  tree?: InputMaybe<DirectoryTree>;
  version: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateFileArgs = {
  data: Scalars['JSON']['input'];
};


export type MutationUpdateRecycleBinArgs = {
  frontEndType?: InputMaybe<Scalars['String']['input']>;
  recycleBin: Scalars['JSON']['input'];
  tree?: InputMaybe<DirectoryTree>;
  version: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateRelatedFilesArgs = {
  data: Scalars['JSON']['input'];
};


export type MutationUpdateSchemaArgs = {
  schema: Scalars['JSON']['input'];
};

export type Overview = {
  __typename?: 'Overview';
  fileCount: Scalars['Int']['output'];
  folderCount: Scalars['Int']['output'];
  recentFiles: Array<RecentFile>;
  schemaCount: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The files among `fileIds` that the caller's client has, in the order asked. */
  filesByFileIds: Array<FileData>;
  /** The data-file directory of the caller's client. */
  getDirectoryFolderToLoggedInClient: DirectoryResponse;
  /** Counts and recently changed files for the start page. */
  overview: Overview;
  /** One file by file id; NOT_FOUND when the client has no such file. */
  queryFileData: FileData;
  /** The data-file recycle bin of the caller's client. */
  recycleBin: RecycleBinResponse;
  /** All schemas of the caller's client, ordered by label. */
  schema: Array<Schema>;
  /** The schema directory of the caller's client. */
  schemaDirectory: DirectoryResponse;
  /** The schema recycle bin of the caller's client. */
  schemaRecycleBin: RecycleBinResponse;
};


export type QueryFilesByFileIdsArgs = {
  fileIds: Array<Scalars['String']['input']>;
};


export type QueryGetDirectoryFolderToLoggedInClientArgs = {
  frontEndType: Scalars['String']['input'];
};


export type QueryOverviewArgs = {
  recentLimit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryQueryFileDataArgs = {
  id: Scalars['String']['input'];
};


export type QueryRecycleBinArgs = {
  frontEndType: Scalars['String']['input'];
};


export type QuerySchemaDirectoryArgs = {
  frontEndType: Scalars['String']['input'];
};


export type QuerySchemaRecycleBinArgs = {
  frontEndType: Scalars['String']['input'];
};

export type RecentFile = {
  __typename?: 'RecentFile';
  /** A directory entry id of the file, for `/DataEditor/{id}`. */
  directoryId: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  schemaId: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type RecycleBinResponse = {
  __typename?: 'RecycleBinResponse';
  /** The scope of the bin: `{ frontEndType, tree }`. */
  filter: Scalars['JSON']['output'];
  flat: Array<RecycleBinRow>;
  nested: Array<RecycleBinRow>;
  version: Scalars['Int']['output'];
};

export type RecycleBinRow = {
  __typename?: 'RecycleBinRow';
  /** The entry's id. */
  id: Scalars['String']['output'];
  recycleBin: DirectoryItem;
};

export type RelatedFile = {
  __typename?: 'RelatedFile';
  /** The Relationship element the link was made through, if any. */
  elementId: Maybe<Scalars['String']['output']>;
  fileId: Scalars['String']['output'];
  /** A directory entry id of the related file (for `/DataEditor/{id}`); null when it sits in no folder. */
  id: Maybe<Scalars['String']['output']>;
  /** The related file's label. */
  label: Scalars['String']['output'];
  /** 1-based. */
  position: Scalars['Int']['output'];
  relationshipId: Scalars['String']['output'];
};

export type SaveResult = {
  __typename?: 'SaveResult';
  /** Id of the directory entry that holds the new object. */
  directoryId: Maybe<Scalars['String']['output']>;
  /** Id of the stored object (file or schema). */
  id: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  version: Maybe<Scalars['Int']['output']>;
};

export type Schema = {
  __typename?: 'Schema';
  /** The element tree: `[{ elementId, componentId, label, parentId, position, props, children }]`. */
  elements: Scalars['JSON']['output'];
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** `{ type, isLeaf, metadata_elements }` */
  metadata: Scalars['JSON']['output'];
  /** Parent folder entry id of the schema's first place in the schema directory (null at the root or in no folder). */
  parentId: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type UpdateSchemaResult = {
  __typename?: 'UpdateSchemaResult';
  data: Maybe<Schema>;
  success: Scalars['Boolean']['output'];
};

export type WriteResult = {
  __typename?: 'WriteResult';
  success: Scalars['Boolean']['output'];
  /** The written object's new version, when the write changed one versioned object. */
  version: Maybe<Scalars['Int']['output']>;
};

/** Which of a client's two trees a directory operation works on. */
export type DirectoryTree =
  /** The data-file directory (folders and files). */
  | 'DATA'
  /** The schema directory (folders and schemas). */
  | 'SCHEMA';

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string } };

export type DirectoryItemFieldsFragment = { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null };

export type GetDirectoryFolderToLoggedInClientQueryVariables = Exact<{
  frontEndType: string;
}>;


export type GetDirectoryFolderToLoggedInClientQuery = { getDirectoryFolderToLoggedInClient: { filter: unknown, version: number, flat: Array<{ id: string, directory: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null } }>, nested: Array<{ id: string, directory: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null }> }> }> }> }> } }> } };

export type MoveToRecycleBinMutationVariables = Exact<{
  directoryId: string;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type MoveToRecycleBinMutation = { moveToRecycleBin: { success: boolean, version: number | null } };

export type RecycleBinQueryVariables = Exact<{
  frontEndType: string;
}>;


export type RecycleBinQuery = { recycleBin: { filter: unknown, version: number, flat: Array<{ id: string, recycleBin: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null } }>, nested: Array<{ id: string, recycleBin: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null }> }> }> }> }> } }> } };

export type RemoveItemFromDirectoryMutationVariables = Exact<{
  directoryId: string;
}>;


export type RemoveItemFromDirectoryMutation = { removeItemFromDirectory: { success: boolean } };

export type RestoreFromRecycleBinMutationVariables = Exact<{
  directoryId: string;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type RestoreFromRecycleBinMutation = { restoreFromRecycleBin: { success: boolean, directoryId: string | null, version: number | null } };

export type SchemaDirectoryQueryVariables = Exact<{
  frontEndType: string;
}>;


export type SchemaDirectoryQuery = { schemaDirectory: { filter: unknown, version: number, flat: Array<{ id: string, directory: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null } }>, nested: Array<{ id: string, directory: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null }> }> } }> } };

export type SchemaRecycleBinQueryVariables = Exact<{
  frontEndType: string;
}>;


export type SchemaRecycleBinQuery = { schemaRecycleBin: { filter: unknown, version: number, flat: Array<{ id: string, recycleBin: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null } }>, nested: Array<{ id: string, recycleBin: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null, children: Array<{ id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null }> }> }> }> }> } }> } };

export type UpdateDirectoryMutationVariables = Exact<{
  directory: unknown;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type UpdateDirectoryMutation = { updateDirectory: { success: boolean, version: number | null } };

export type UpdateRecycleBinMutationVariables = Exact<{
  recycleBin: unknown;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type UpdateRecycleBinMutation = { updateRecycleBin: { success: boolean, version: number | null } };

export type AddRelatedFilesMutationVariables = Exact<{
  data: unknown;
}>;


export type AddRelatedFilesMutation = { addRelatedFiles: { success: boolean, version: number | null } };

export type DeleteRelatedFileMutationVariables = Exact<{
  relationshipId: string;
}>;


export type DeleteRelatedFileMutation = { deleteRelatedFile: { success: boolean, version: number | null } };

export type FileDataFieldsFragment = { id: string, label: string, schemaId: string, parentId: string | null, directoryId: string | null, data: unknown, version: number, updatedAt: string, relatedFiles: Array<{ id: string | null, fileId: string, relationshipId: string, position: number, label: string, elementId: string | null }> };

export type FilesByFileIdsQueryVariables = Exact<{
  fileIds: Array<string> | string;
}>;


export type FilesByFileIdsQuery = { filesByFileIds: Array<{ id: string, label: string, schemaId: string, parentId: string | null, directoryId: string | null, data: unknown, version: number, updatedAt: string, relatedFiles: Array<{ id: string | null, fileId: string, relationshipId: string, position: number, label: string, elementId: string | null }> }> };

export type QueryFileDataQueryVariables = Exact<{
  id: string;
}>;


export type QueryFileDataQuery = { queryFileData: { id: string, label: string, schemaId: string, parentId: string | null, directoryId: string | null, data: unknown, version: number, updatedAt: string, relatedFiles: Array<{ id: string | null, fileId: string, relationshipId: string, position: number, label: string, elementId: string | null }> } };

export type SaveFileMutationVariables = Exact<{
  file: unknown;
}>;


export type SaveFileMutation = { saveFile: { success: boolean, directoryId: string | null, id: string | null } };

export type UpdateFileMutationVariables = Exact<{
  data: unknown;
}>;


export type UpdateFileMutation = { updateFile: { success: boolean, version: number | null } };

export type UpdateRelatedFilesMutationVariables = Exact<{
  data: unknown;
}>;


export type UpdateRelatedFilesMutation = { updateRelatedFiles: { success: boolean, version: number | null } };

export type OverviewQueryVariables = Exact<{
  recentLimit?: number | null | undefined;
}>;


export type OverviewQuery = { overview: { schemaCount: number, fileCount: number, folderCount: number, recentFiles: Array<{ id: string, label: string, schemaId: string, directoryId: string | null, updatedAt: string }> } };

export type SaveSchemaMutationVariables = Exact<{
  schema: unknown;
}>;


export type SaveSchemaMutation = { saveSchema: { success: boolean, directoryId: string | null, id: string | null } };

export type SchemaFieldsFragment = { id: string, label: string, parentId: string | null, metadata: unknown, elements: unknown, version: number, updatedAt: string };

export type SchemasQueryVariables = Exact<{ [key: string]: never; }>;


export type SchemasQuery = { schema: Array<{ id: string, label: string, parentId: string | null, metadata: unknown, elements: unknown, version: number, updatedAt: string }> };

export type UpdateSchemaMutationVariables = Exact<{
  schema: unknown;
}>;


export type UpdateSchemaMutation = { updateSchema: { success: boolean, data: { id: string, label: string, parentId: string | null, metadata: unknown, elements: unknown, version: number, updatedAt: string } | null } };

export const DirectoryItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment DirectoryItemFields on DirectoryItem {
  id
  fileId
  parentId
  position
  name
  fixedNumberOfChildren
  schemaOfChildren
  client
  schemaId
  isLeaf
  isVisible
  ticked
  restoreParentId
}
    `, {"fragmentName":"DirectoryItemFields"});
export const FileDataFieldsFragmentDoc = new TypedDocumentString(`
    fragment FileDataFields on FileData {
  id
  label
  schemaId
  parentId
  directoryId
  data
  relatedFiles {
    id
    fileId
    relationshipId
    position
    label
    elementId
  }
  version
  updatedAt
}
    `, {"fragmentName":"FileDataFields"});
export const SchemaFieldsFragmentDoc = new TypedDocumentString(`
    fragment SchemaFields on Schema {
  id
  label
  parentId
  metadata
  elements
  version
  updatedAt
}
    `, {"fragmentName":"SchemaFields"});
export const LoginDocument = new TypedDocumentString(`
    mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    token
  }
}
    `);
export const GetDirectoryFolderToLoggedInClientDocument = new TypedDocumentString(`
    query GetDirectoryFolderToLoggedInClient($frontEndType: String!) {
  getDirectoryFolderToLoggedInClient(frontEndType: $frontEndType) {
    filter
    version
    flat {
      id
      directory {
        ...DirectoryItemFields
      }
    }
    nested {
      id
      directory {
        ...DirectoryItemFields
        children {
          ...DirectoryItemFields
          children {
            ...DirectoryItemFields
            children {
              ...DirectoryItemFields
              children {
                ...DirectoryItemFields
                children {
                  ...DirectoryItemFields
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment DirectoryItemFields on DirectoryItem {
  id
  fileId
  parentId
  position
  name
  fixedNumberOfChildren
  schemaOfChildren
  client
  schemaId
  isLeaf
  isVisible
  ticked
  restoreParentId
}`);
export const MoveToRecycleBinDocument = new TypedDocumentString(`
    mutation MoveToRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {
  moveToRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {
    success
    version
  }
}
    `);
export const RecycleBinDocument = new TypedDocumentString(`
    query RecycleBin($frontEndType: String!) {
  recycleBin(frontEndType: $frontEndType) {
    filter
    version
    flat {
      id
      recycleBin {
        ...DirectoryItemFields
      }
    }
    nested {
      id
      recycleBin {
        ...DirectoryItemFields
        children {
          ...DirectoryItemFields
          children {
            ...DirectoryItemFields
            children {
              ...DirectoryItemFields
              children {
                ...DirectoryItemFields
                children {
                  ...DirectoryItemFields
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment DirectoryItemFields on DirectoryItem {
  id
  fileId
  parentId
  position
  name
  fixedNumberOfChildren
  schemaOfChildren
  client
  schemaId
  isLeaf
  isVisible
  ticked
  restoreParentId
}`);
export const RemoveItemFromDirectoryDocument = new TypedDocumentString(`
    mutation RemoveItemFromDirectory($directoryId: String!) {
  removeItemFromDirectory(directoryId: $directoryId) {
    success
  }
}
    `);
export const RestoreFromRecycleBinDocument = new TypedDocumentString(`
    mutation RestoreFromRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {
  restoreFromRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {
    success
    directoryId
    version
  }
}
    `);
export const SchemaDirectoryDocument = new TypedDocumentString(`
    query SchemaDirectory($frontEndType: String!) {
  schemaDirectory(frontEndType: $frontEndType) {
    filter
    version
    flat {
      id
      directory {
        ...DirectoryItemFields
      }
    }
    nested {
      id
      directory {
        ...DirectoryItemFields
        children {
          ...DirectoryItemFields
          children {
            ...DirectoryItemFields
          }
        }
      }
    }
  }
}
    fragment DirectoryItemFields on DirectoryItem {
  id
  fileId
  parentId
  position
  name
  fixedNumberOfChildren
  schemaOfChildren
  client
  schemaId
  isLeaf
  isVisible
  ticked
  restoreParentId
}`);
export const SchemaRecycleBinDocument = new TypedDocumentString(`
    query SchemaRecycleBin($frontEndType: String!) {
  schemaRecycleBin(frontEndType: $frontEndType) {
    filter
    version
    flat {
      id
      recycleBin {
        ...DirectoryItemFields
      }
    }
    nested {
      id
      recycleBin {
        ...DirectoryItemFields
        children {
          ...DirectoryItemFields
          children {
            ...DirectoryItemFields
            children {
              ...DirectoryItemFields
              children {
                ...DirectoryItemFields
                children {
                  ...DirectoryItemFields
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment DirectoryItemFields on DirectoryItem {
  id
  fileId
  parentId
  position
  name
  fixedNumberOfChildren
  schemaOfChildren
  client
  schemaId
  isLeaf
  isVisible
  ticked
  restoreParentId
}`);
export const UpdateDirectoryDocument = new TypedDocumentString(`
    mutation UpdateDirectory($directory: JSON!, $tree: DirectoryTree, $version: Int) {
  updateDirectory(directory: $directory, tree: $tree, version: $version) {
    success
    version
  }
}
    `);
export const UpdateRecycleBinDocument = new TypedDocumentString(`
    mutation UpdateRecycleBin($recycleBin: JSON!, $tree: DirectoryTree, $version: Int) {
  updateRecycleBin(recycleBin: $recycleBin, tree: $tree, version: $version) {
    success
    version
  }
}
    `);
export const AddRelatedFilesDocument = new TypedDocumentString(`
    mutation AddRelatedFiles($data: JSON!) {
  addRelatedFiles(data: $data) {
    success
    version
  }
}
    `);
export const DeleteRelatedFileDocument = new TypedDocumentString(`
    mutation DeleteRelatedFile($relationshipId: String!) {
  deleteRelatedFile(relationshipId: $relationshipId) {
    success
    version
  }
}
    `);
export const FilesByFileIdsDocument = new TypedDocumentString(`
    query FilesByFileIds($fileIds: [String!]!) {
  filesByFileIds(fileIds: $fileIds) {
    ...FileDataFields
  }
}
    fragment FileDataFields on FileData {
  id
  label
  schemaId
  parentId
  directoryId
  data
  relatedFiles {
    id
    fileId
    relationshipId
    position
    label
    elementId
  }
  version
  updatedAt
}`);
export const QueryFileDataDocument = new TypedDocumentString(`
    query QueryFileData($id: String!) {
  queryFileData(id: $id) {
    ...FileDataFields
  }
}
    fragment FileDataFields on FileData {
  id
  label
  schemaId
  parentId
  directoryId
  data
  relatedFiles {
    id
    fileId
    relationshipId
    position
    label
    elementId
  }
  version
  updatedAt
}`);
export const SaveFileDocument = new TypedDocumentString(`
    mutation SaveFile($file: JSON!) {
  saveFile(file: $file) {
    success
    directoryId
    id
  }
}
    `);
export const UpdateFileDocument = new TypedDocumentString(`
    mutation UpdateFile($data: JSON!) {
  updateFile(data: $data) {
    success
    version
  }
}
    `);
export const UpdateRelatedFilesDocument = new TypedDocumentString(`
    mutation UpdateRelatedFiles($data: JSON!) {
  updateRelatedFiles(data: $data) {
    success
    version
  }
}
    `);
export const OverviewDocument = new TypedDocumentString(`
    query Overview($recentLimit: Int) {
  overview(recentLimit: $recentLimit) {
    schemaCount
    fileCount
    folderCount
    recentFiles {
      id
      label
      schemaId
      directoryId
      updatedAt
    }
  }
}
    `);
export const SaveSchemaDocument = new TypedDocumentString(`
    mutation SaveSchema($schema: JSON!) {
  saveSchema(schema: $schema) {
    success
    directoryId
    id
  }
}
    `);
export const SchemasDocument = new TypedDocumentString(`
    query Schemas {
  schema {
    ...SchemaFields
  }
}
    fragment SchemaFields on Schema {
  id
  label
  parentId
  metadata
  elements
  version
  updatedAt
}`);
export const UpdateSchemaDocument = new TypedDocumentString(`
    mutation UpdateSchema($schema: JSON!) {
  updateSchema(schema: $schema) {
    success
    data {
      ...SchemaFields
    }
  }
}
    fragment SchemaFields on Schema {
  id
  label
  parentId
  metadata
  elements
  version
  updatedAt
}`);

export type SdkFunctionWrapper = <T>(action: (requestHeaders?:Record<string, string>) => Promise<T>, operationName: string, operationType?: string, variables?: any) => Promise<T>;


const defaultWrapper: SdkFunctionWrapper = (action, _operationName, _operationType, _variables) => action();

export function getSdk(client: GraphQLClient, withWrapper: SdkFunctionWrapper = defaultWrapper) {
  return {
    Login(variables: LoginMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<LoginMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<LoginMutation>({ document: LoginDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'Login', 'mutation', variables);
    },
    GetDirectoryFolderToLoggedInClient(variables: GetDirectoryFolderToLoggedInClientQueryVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<GetDirectoryFolderToLoggedInClientQuery> {
      return withWrapper((wrappedRequestHeaders) => client.request<GetDirectoryFolderToLoggedInClientQuery>({ document: GetDirectoryFolderToLoggedInClientDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'GetDirectoryFolderToLoggedInClient', 'query', variables);
    },
    MoveToRecycleBin(variables: MoveToRecycleBinMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<MoveToRecycleBinMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<MoveToRecycleBinMutation>({ document: MoveToRecycleBinDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'MoveToRecycleBin', 'mutation', variables);
    },
    RecycleBin(variables: RecycleBinQueryVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<RecycleBinQuery> {
      return withWrapper((wrappedRequestHeaders) => client.request<RecycleBinQuery>({ document: RecycleBinDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'RecycleBin', 'query', variables);
    },
    RemoveItemFromDirectory(variables: RemoveItemFromDirectoryMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<RemoveItemFromDirectoryMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<RemoveItemFromDirectoryMutation>({ document: RemoveItemFromDirectoryDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'RemoveItemFromDirectory', 'mutation', variables);
    },
    RestoreFromRecycleBin(variables: RestoreFromRecycleBinMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<RestoreFromRecycleBinMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<RestoreFromRecycleBinMutation>({ document: RestoreFromRecycleBinDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'RestoreFromRecycleBin', 'mutation', variables);
    },
    SchemaDirectory(variables: SchemaDirectoryQueryVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<SchemaDirectoryQuery> {
      return withWrapper((wrappedRequestHeaders) => client.request<SchemaDirectoryQuery>({ document: SchemaDirectoryDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'SchemaDirectory', 'query', variables);
    },
    SchemaRecycleBin(variables: SchemaRecycleBinQueryVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<SchemaRecycleBinQuery> {
      return withWrapper((wrappedRequestHeaders) => client.request<SchemaRecycleBinQuery>({ document: SchemaRecycleBinDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'SchemaRecycleBin', 'query', variables);
    },
    UpdateDirectory(variables: UpdateDirectoryMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<UpdateDirectoryMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<UpdateDirectoryMutation>({ document: UpdateDirectoryDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'UpdateDirectory', 'mutation', variables);
    },
    UpdateRecycleBin(variables: UpdateRecycleBinMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<UpdateRecycleBinMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<UpdateRecycleBinMutation>({ document: UpdateRecycleBinDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'UpdateRecycleBin', 'mutation', variables);
    },
    AddRelatedFiles(variables: AddRelatedFilesMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<AddRelatedFilesMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<AddRelatedFilesMutation>({ document: AddRelatedFilesDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'AddRelatedFiles', 'mutation', variables);
    },
    DeleteRelatedFile(variables: DeleteRelatedFileMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<DeleteRelatedFileMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<DeleteRelatedFileMutation>({ document: DeleteRelatedFileDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'DeleteRelatedFile', 'mutation', variables);
    },
    FilesByFileIds(variables: FilesByFileIdsQueryVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<FilesByFileIdsQuery> {
      return withWrapper((wrappedRequestHeaders) => client.request<FilesByFileIdsQuery>({ document: FilesByFileIdsDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'FilesByFileIds', 'query', variables);
    },
    QueryFileData(variables: QueryFileDataQueryVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<QueryFileDataQuery> {
      return withWrapper((wrappedRequestHeaders) => client.request<QueryFileDataQuery>({ document: QueryFileDataDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'QueryFileData', 'query', variables);
    },
    SaveFile(variables: SaveFileMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<SaveFileMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<SaveFileMutation>({ document: SaveFileDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'SaveFile', 'mutation', variables);
    },
    UpdateFile(variables: UpdateFileMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<UpdateFileMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<UpdateFileMutation>({ document: UpdateFileDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'UpdateFile', 'mutation', variables);
    },
    UpdateRelatedFiles(variables: UpdateRelatedFilesMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<UpdateRelatedFilesMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<UpdateRelatedFilesMutation>({ document: UpdateRelatedFilesDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'UpdateRelatedFiles', 'mutation', variables);
    },
    Overview(variables?: OverviewQueryVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<OverviewQuery> {
      return withWrapper((wrappedRequestHeaders) => client.request<OverviewQuery>({ document: OverviewDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'Overview', 'query', variables);
    },
    SaveSchema(variables: SaveSchemaMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<SaveSchemaMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<SaveSchemaMutation>({ document: SaveSchemaDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'SaveSchema', 'mutation', variables);
    },
    Schemas(variables?: SchemasQueryVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<SchemasQuery> {
      return withWrapper((wrappedRequestHeaders) => client.request<SchemasQuery>({ document: SchemasDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'Schemas', 'query', variables);
    },
    UpdateSchema(variables: UpdateSchemaMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<UpdateSchemaMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<UpdateSchemaMutation>({ document: UpdateSchemaDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'UpdateSchema', 'mutation', variables);
    }
  };
}
export type Sdk = ReturnType<typeof getSdk>;