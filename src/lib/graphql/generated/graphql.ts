/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a write did to an object. */
export type AuditAction =
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE';

/** The kind of object an audit event is about. */
export type AuditObjectKind =
  /** A directory tree; its id is `<frontEndType>/<DATA|SCHEMA>`, e.g. `alloy/DATA`. */
  | 'DIRECTORY'
  | 'FILE'
  | 'IMAGE'
  /** A recycle bin; its id is that of its directory followed by `/bin`, e.g. `alloy/DATA/bin`. */
  | 'RECYCLE_BIN'
  | 'SCHEMA';

/** Which of a client's two trees a directory operation works on. */
export type DirectoryTree =
  /** The data-file directory (folders and files). */
  | 'DATA'
  /** The schema directory (folders and schemas). */
  | 'SCHEMA';

export type FieldChangeKind =
  | 'ADDED'
  | 'CHANGED'
  | 'MOVED'
  | 'REMOVED';

export type FileFilter = {
  /** `label`, `updatedAt`, `updatedBy`, or the elementId of a top-level element of the schema. */
  column: string;
  op: FileFilterOp;
  value?: string | null | undefined;
};

/** Which rows of a file table a filter lets through. */
export type FileFilterOp =
  /** The column's value holds `value` (case and accents aside). */
  | 'CONTAINS'
  | 'EMPTY'
  /** The column's value is `value` (case and accents aside): a Select's option label. */
  | 'EQUALS'
  | 'NOT_EMPTY'
  /** Changed at or after `value` (an ISO 8601 date or time): `updatedAt` only. */
  | 'SINCE';

export type FileSort = {
  /** `label`, `updatedAt`, or the elementId of a top-level Input, Select, Table, WYSIWYG or Group; rows without a value come last. */
  column: string;
  direction?: SortDirection | null | undefined;
};

/** Where a cell of an imported row goes: `id`, `label` or an element id. */
export type ImportColumn = {
  /** The cell's place in a row, from 0. */
  index: number;
  target: string;
};

/** The kinds of objects that keep revisions. */
export type RevisionObjectKind =
  | 'DIRECTORY'
  | 'FILE'
  | 'SCHEMA';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type TreeChangeKind =
  | 'BINNED'
  | 'CREATED'
  | 'DELETED'
  | 'MOVED'
  | 'REMOVED'
  | 'RENAMED'
  | 'RESTORED';

export type AuditTrailQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  objectId?: string | null | undefined;
  userId?: string | null | undefined;
  operation?: string | null | undefined;
  objectKind?: AuditObjectKind | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AuditTrailQuery = { auditTrail: Array<{ id: string, at: string, userId: string | null, userName: string | null, client: string, operation: string, objectKind: AuditObjectKind, objectId: string, action: AuditAction, version: number | null }> };

export type AuditUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditUsersQuery = { auditUsers: Array<{ id: string, name: string }> };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string } };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: { success: boolean } };

export type RenewTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewTokenMutation = { renewToken: { token: string } };

export type CreateDirectoryFolderMutationVariables = Exact<{
  parentId?: string | null | undefined;
  name: string;
  id?: string | null | undefined;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type CreateDirectoryFolderMutation = { createDirectoryFolder: { success: boolean, directoryId: string | null, version: number | null } };

export type DirectoryItemFieldsFragment = { id: string, fileId: string | null, parentId: string | null, position: number, name: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean };

export type GetDirectoryFolderToLoggedInClientQueryVariables = Exact<{
  frontEndType: string;
}>;


export type GetDirectoryFolderToLoggedInClientQuery = { getDirectoryFolderToLoggedInClient: { version: number, flat: Array<{ directory: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean } }> } };

export type MoveDirectoryEntryMutationVariables = Exact<{
  directoryId: string;
  parentId?: string | null | undefined;
  position: number;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type MoveDirectoryEntryMutation = { moveDirectoryEntry: { success: boolean, version: number | null } };

export type MoveToRecycleBinMutationVariables = Exact<{
  directoryId: string;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type MoveToRecycleBinMutation = { moveToRecycleBin: { success: boolean, version: number | null } };

export type RecycleBinQueryVariables = Exact<{
  frontEndType: string;
}>;


export type RecycleBinQuery = { recycleBin: { version: number, flat: Array<{ recycleBin: { restoreParentId: string | null, id: string, fileId: string | null, parentId: string | null, position: number, name: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean } }> } };

export type RemoveItemFromDirectoryMutationVariables = Exact<{
  directoryId: string;
}>;


export type RemoveItemFromDirectoryMutation = { removeItemFromDirectory: { success: boolean } };

export type RenameDirectoryEntryMutationVariables = Exact<{
  directoryId: string;
  name: string;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type RenameDirectoryEntryMutation = { renameDirectoryEntry: { success: boolean, version: number | null } };

export type RestoreFromRecycleBinMutationVariables = Exact<{
  directoryId: string;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type RestoreFromRecycleBinMutation = { restoreFromRecycleBin: { success: boolean, directoryId: string | null, version: number | null } };

export type SchemaDirectoryQueryVariables = Exact<{
  frontEndType: string;
}>;


export type SchemaDirectoryQuery = { schemaDirectory: { version: number, flat: Array<{ directory: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean } }> } };

export type SchemaRecycleBinQueryVariables = Exact<{
  frontEndType: string;
}>;


export type SchemaRecycleBinQuery = { schemaRecycleBin: { version: number, flat: Array<{ recycleBin: { restoreParentId: string | null, id: string, fileId: string | null, parentId: string | null, position: number, name: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean } }> } };

export type SetDirectoryEntryVisibilityMutationVariables = Exact<{
  directoryId: string;
  isVisible: boolean;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type SetDirectoryEntryVisibilityMutation = { setDirectoryEntryVisibility: { success: boolean, version: number | null } };

export type SetFileParentsMutationVariables = Exact<{
  directoryId: string;
  parentIds: Array<string | null | undefined> | string;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type SetFileParentsMutation = { setFileParents: { success: boolean, version: number | null } };

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

export type DeleteImageMutationVariables = Exact<{
  id: string;
}>;


export type DeleteImageMutation = { deleteImage: { success: boolean } };

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

export type UploadImageMutationVariables = Exact<{
  fileId: string;
  elementId: string;
  image: File;
}>;


export type UploadImageMutation = { uploadImage: { id: string, fileId: string, elementId: string, url: string, contentType: string, size: number, fileName: string } };

export type HistoryQueryVariables = Exact<{
  objectId: string;
  kind?: RevisionObjectKind | null | undefined;
  first?: number | null | undefined;
  before?: string | number | null | undefined;
}>;


export type HistoryQuery = { history: Array<{ id: string, kind: RevisionObjectKind, objectId: string, version: number | null, at: string, userId: string | null, userName: string | null, operation: string, moreEntries: number, changes: Array<{ key: string, label: string | null, kind: FieldChangeKind, before: string, after: string }>, entries: Array<{ kind: TreeChangeKind, entryId: string, fileId: string | null, name: string, canPutBack: boolean, from: { parentId: string | null, parentName: string | null, position: number, name: string } | null, to: { parentId: string | null, parentName: string | null, position: number, name: string } | null }> }> };

export type RestoreRevisionMutationVariables = Exact<{
  id: string | number;
  fields?: Array<string> | string | null | undefined;
  version?: number | null | undefined;
}>;


export type RestoreRevisionMutation = { restoreRevision: { success: boolean, version: number, orphaned: Array<string> } };

export type RevisionFieldsFragment = { id: string, kind: RevisionObjectKind, objectId: string, version: number | null, at: string, userId: string | null, userName: string | null, operation: string, moreEntries: number, changes: Array<{ key: string, label: string | null, kind: FieldChangeKind, before: string, after: string }>, entries: Array<{ kind: TreeChangeKind, entryId: string, fileId: string | null, name: string, canPutBack: boolean, from: { parentId: string | null, parentName: string | null, position: number, name: string } | null, to: { parentId: string | null, parentName: string | null, position: number, name: string } | null }> };

export type RevisionQueryVariables = Exact<{
  id: string | number;
}>;


export type RevisionQuery = { revision: { label: string | null, currentVersion: number | null, revision: { id: string, kind: RevisionObjectKind, objectId: string, version: number | null, at: string, userId: string | null, userName: string | null, operation: string, moreEntries: number, changes: Array<{ key: string, label: string | null, kind: FieldChangeKind, before: string, after: string }>, entries: Array<{ kind: TreeChangeKind, entryId: string, fileId: string | null, name: string, canPutBack: boolean, from: { parentId: string | null, parentName: string | null, position: number, name: string } | null, to: { parentId: string | null, parentName: string | null, position: number, name: string } | null }> }, comparison: Array<{ key: string, label: string | null, componentId: string | null, changed: boolean, revision: string, current: string, revisionValue: unknown, currentValue: unknown, orphaned: boolean }> } };

export type OverviewQueryVariables = Exact<{
  recentLimit?: number | null | undefined;
}>;


export type OverviewQuery = { overview: { schemaCount: number, fileCount: number, folderCount: number, recentFiles: Array<{ id: string, label: string, schemaId: string, directoryId: string | null, updatedAt: string }> } };

export type RuleViolationsQueryVariables = Exact<{
  schemaId: string;
}>;


export type RuleViolationsQuery = { ruleViolations: Array<{ elementId: string, rule: string, count: number, files: Array<{ id: string, label: string, directoryId: string | null }> }> };

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

export type SearchGroupFieldsFragment = { more: boolean, hits: Array<{ id: string, tree: DirectoryTree, directoryId: string | null, title: string, path: Array<string>, titleMarks: Array<{ start: number, length: number }>, snippet: { label: string | null, text: string, marks: Array<{ start: number, length: number }> } | null }> };

export type SearchQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
}>;


export type SearchQuery = { search: { files: { more: boolean, hits: Array<{ id: string, tree: DirectoryTree, directoryId: string | null, title: string, path: Array<string>, titleMarks: Array<{ start: number, length: number }>, snippet: { label: string | null, text: string, marks: Array<{ start: number, length: number }> } | null }> }, folders: { more: boolean, hits: Array<{ id: string, tree: DirectoryTree, directoryId: string | null, title: string, path: Array<string>, titleMarks: Array<{ start: number, length: number }>, snippet: { label: string | null, text: string, marks: Array<{ start: number, length: number }> } | null }> }, schemas: { more: boolean, hits: Array<{ id: string, tree: DirectoryTree, directoryId: string | null, title: string, path: Array<string>, titleMarks: Array<{ start: number, length: number }>, snippet: { label: string | null, text: string, marks: Array<{ start: number, length: number }> } | null }> } } };

export type FilesOfSchemaQueryVariables = Exact<{
  schemaId: string;
  filter?: Array<FileFilter> | FileFilter | null | undefined;
  sort?: FileSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FilesOfSchemaQuery = { filesOfSchema: { total: number, endCursor: string | null, columns: Array<{ elementId: string, label: string, kind: string, options: Array<string> }>, rows: Array<{ id: string, label: string, directoryId: string | null, folders: Array<Array<string>>, updatedAt: string, updatedBy: string | null, cells: Array<{ elementId: string, text: string }> }> } };

export type MoveFilesToFolderMutationVariables = Exact<{
  fileIds: Array<string> | string;
  folderId?: string | null | undefined;
  keepPlaces?: boolean | null | undefined;
}>;


export type MoveFilesToFolderMutation = { moveFilesToFolder: { success: boolean, version: number | null } };

export type MoveFilesToRecycleBinMutationVariables = Exact<{
  fileIds: Array<string> | string;
}>;


export type MoveFilesToRecycleBinMutation = { moveFilesToRecycleBin: { success: boolean, version: number | null } };

export type ImportFilesMutationVariables = Exact<{
  schemaId: string;
  rows: Array<Array<string> | string> | Array<string> | string;
  columns: Array<ImportColumn> | ImportColumn;
  folderId?: string | null | undefined;
  matchBy?: string | null | undefined;
  firstRow?: number | null | undefined;
  dryRun?: boolean | null | undefined;
}>;


export type ImportFilesMutation = { importFiles: { created: number, updated: number, problems: Array<{ row: number, target: string | null, code: string, message: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DirectoryItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment DirectoryItemFields on DirectoryItem {
  id
  fileId
  parentId
  position
  name
  schemaId
  isLeaf
  isVisible
}
    `, {"fragmentName":"DirectoryItemFields"}) as unknown as TypedDocumentString<DirectoryItemFieldsFragment, unknown>;
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
    `, {"fragmentName":"FileDataFields"}) as unknown as TypedDocumentString<FileDataFieldsFragment, unknown>;
export const RevisionFieldsFragmentDoc = new TypedDocumentString(`
    fragment RevisionFields on Revision {
  id
  kind
  objectId
  version
  at
  userId
  userName
  operation
  changes {
    key
    label
    kind
    before
    after
  }
  entries {
    kind
    entryId
    fileId
    name
    from {
      parentId
      parentName
      position
      name
    }
    to {
      parentId
      parentName
      position
      name
    }
    canPutBack
  }
  moreEntries
}
    `, {"fragmentName":"RevisionFields"}) as unknown as TypedDocumentString<RevisionFieldsFragment, unknown>;
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
    `, {"fragmentName":"SchemaFields"}) as unknown as TypedDocumentString<SchemaFieldsFragment, unknown>;
export const SearchGroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment SearchGroupFields on SearchGroup {
  more
  hits {
    id
    tree
    directoryId
    title
    titleMarks {
      start
      length
    }
    path
    snippet {
      label
      text
      marks {
        start
        length
      }
    }
  }
}
    `, {"fragmentName":"SearchGroupFields"}) as unknown as TypedDocumentString<SearchGroupFieldsFragment, unknown>;
export const AuditTrailDocument = new TypedDocumentString(`
    query AuditTrail($limit: Int, $offset: Int, $objectId: String, $userId: String, $operation: String, $objectKind: AuditObjectKind, $from: String, $to: String) {
  auditTrail(
    limit: $limit
    offset: $offset
    objectId: $objectId
    userId: $userId
    operation: $operation
    objectKind: $objectKind
    from: $from
    to: $to
  ) {
    id
    at
    userId
    userName
    client
    operation
    objectKind
    objectId
    action
    version
  }
}
    `) as unknown as TypedDocumentString<AuditTrailQuery, AuditTrailQueryVariables>;
export const AuditUsersDocument = new TypedDocumentString(`
    query AuditUsers {
  auditUsers {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AuditUsersQuery, AuditUsersQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LogoutEverywhereDocument = new TypedDocumentString(`
    mutation LogoutEverywhere {
  logoutEverywhere {
    success
  }
}
    `) as unknown as TypedDocumentString<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;
export const RenewTokenDocument = new TypedDocumentString(`
    mutation RenewToken {
  renewToken {
    token
  }
}
    `) as unknown as TypedDocumentString<RenewTokenMutation, RenewTokenMutationVariables>;
export const CreateDirectoryFolderDocument = new TypedDocumentString(`
    mutation CreateDirectoryFolder($parentId: String, $name: String!, $id: String, $tree: DirectoryTree, $version: Int) {
  createDirectoryFolder(
    parentId: $parentId
    name: $name
    id: $id
    tree: $tree
    version: $version
  ) {
    success
    directoryId
    version
  }
}
    `) as unknown as TypedDocumentString<CreateDirectoryFolderMutation, CreateDirectoryFolderMutationVariables>;
export const GetDirectoryFolderToLoggedInClientDocument = new TypedDocumentString(`
    query GetDirectoryFolderToLoggedInClient($frontEndType: String!) {
  getDirectoryFolderToLoggedInClient(frontEndType: $frontEndType) {
    version
    flat {
      directory {
        ...DirectoryItemFields
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
  schemaId
  isLeaf
  isVisible
}`) as unknown as TypedDocumentString<GetDirectoryFolderToLoggedInClientQuery, GetDirectoryFolderToLoggedInClientQueryVariables>;
export const MoveDirectoryEntryDocument = new TypedDocumentString(`
    mutation MoveDirectoryEntry($directoryId: String!, $parentId: String, $position: Int!, $tree: DirectoryTree, $version: Int) {
  moveDirectoryEntry(
    directoryId: $directoryId
    parentId: $parentId
    position: $position
    tree: $tree
    version: $version
  ) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<MoveDirectoryEntryMutation, MoveDirectoryEntryMutationVariables>;
export const MoveToRecycleBinDocument = new TypedDocumentString(`
    mutation MoveToRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {
  moveToRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<MoveToRecycleBinMutation, MoveToRecycleBinMutationVariables>;
export const RecycleBinDocument = new TypedDocumentString(`
    query RecycleBin($frontEndType: String!) {
  recycleBin(frontEndType: $frontEndType) {
    version
    flat {
      recycleBin {
        ...DirectoryItemFields
        restoreParentId
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
  schemaId
  isLeaf
  isVisible
}`) as unknown as TypedDocumentString<RecycleBinQuery, RecycleBinQueryVariables>;
export const RemoveItemFromDirectoryDocument = new TypedDocumentString(`
    mutation RemoveItemFromDirectory($directoryId: String!) {
  removeItemFromDirectory(directoryId: $directoryId) {
    success
  }
}
    `) as unknown as TypedDocumentString<RemoveItemFromDirectoryMutation, RemoveItemFromDirectoryMutationVariables>;
export const RenameDirectoryEntryDocument = new TypedDocumentString(`
    mutation RenameDirectoryEntry($directoryId: String!, $name: String!, $tree: DirectoryTree, $version: Int) {
  renameDirectoryEntry(
    directoryId: $directoryId
    name: $name
    tree: $tree
    version: $version
  ) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<RenameDirectoryEntryMutation, RenameDirectoryEntryMutationVariables>;
export const RestoreFromRecycleBinDocument = new TypedDocumentString(`
    mutation RestoreFromRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {
  restoreFromRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {
    success
    directoryId
    version
  }
}
    `) as unknown as TypedDocumentString<RestoreFromRecycleBinMutation, RestoreFromRecycleBinMutationVariables>;
export const SchemaDirectoryDocument = new TypedDocumentString(`
    query SchemaDirectory($frontEndType: String!) {
  schemaDirectory(frontEndType: $frontEndType) {
    version
    flat {
      directory {
        ...DirectoryItemFields
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
  schemaId
  isLeaf
  isVisible
}`) as unknown as TypedDocumentString<SchemaDirectoryQuery, SchemaDirectoryQueryVariables>;
export const SchemaRecycleBinDocument = new TypedDocumentString(`
    query SchemaRecycleBin($frontEndType: String!) {
  schemaRecycleBin(frontEndType: $frontEndType) {
    version
    flat {
      recycleBin {
        ...DirectoryItemFields
        restoreParentId
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
  schemaId
  isLeaf
  isVisible
}`) as unknown as TypedDocumentString<SchemaRecycleBinQuery, SchemaRecycleBinQueryVariables>;
export const SetDirectoryEntryVisibilityDocument = new TypedDocumentString(`
    mutation SetDirectoryEntryVisibility($directoryId: String!, $isVisible: Boolean!, $tree: DirectoryTree, $version: Int) {
  setDirectoryEntryVisibility(
    directoryId: $directoryId
    isVisible: $isVisible
    tree: $tree
    version: $version
  ) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<SetDirectoryEntryVisibilityMutation, SetDirectoryEntryVisibilityMutationVariables>;
export const SetFileParentsDocument = new TypedDocumentString(`
    mutation SetFileParents($directoryId: String!, $parentIds: [String]!, $tree: DirectoryTree, $version: Int) {
  setFileParents(
    directoryId: $directoryId
    parentIds: $parentIds
    tree: $tree
    version: $version
  ) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<SetFileParentsMutation, SetFileParentsMutationVariables>;
export const UpdateDirectoryDocument = new TypedDocumentString(`
    mutation UpdateDirectory($directory: JSON!, $tree: DirectoryTree, $version: Int) {
  updateDirectory(directory: $directory, tree: $tree, version: $version) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateDirectoryMutation, UpdateDirectoryMutationVariables>;
export const UpdateRecycleBinDocument = new TypedDocumentString(`
    mutation UpdateRecycleBin($recycleBin: JSON!, $tree: DirectoryTree, $version: Int) {
  updateRecycleBin(recycleBin: $recycleBin, tree: $tree, version: $version) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateRecycleBinMutation, UpdateRecycleBinMutationVariables>;
export const AddRelatedFilesDocument = new TypedDocumentString(`
    mutation AddRelatedFiles($data: JSON!) {
  addRelatedFiles(data: $data) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<AddRelatedFilesMutation, AddRelatedFilesMutationVariables>;
export const DeleteImageDocument = new TypedDocumentString(`
    mutation DeleteImage($id: String!) {
  deleteImage(id: $id) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteImageMutation, DeleteImageMutationVariables>;
export const DeleteRelatedFileDocument = new TypedDocumentString(`
    mutation DeleteRelatedFile($relationshipId: String!) {
  deleteRelatedFile(relationshipId: $relationshipId) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<DeleteRelatedFileMutation, DeleteRelatedFileMutationVariables>;
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
}`) as unknown as TypedDocumentString<FilesByFileIdsQuery, FilesByFileIdsQueryVariables>;
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
}`) as unknown as TypedDocumentString<QueryFileDataQuery, QueryFileDataQueryVariables>;
export const SaveFileDocument = new TypedDocumentString(`
    mutation SaveFile($file: JSON!) {
  saveFile(file: $file) {
    success
    directoryId
    id
  }
}
    `) as unknown as TypedDocumentString<SaveFileMutation, SaveFileMutationVariables>;
export const UpdateFileDocument = new TypedDocumentString(`
    mutation UpdateFile($data: JSON!) {
  updateFile(data: $data) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateFileMutation, UpdateFileMutationVariables>;
export const UpdateRelatedFilesDocument = new TypedDocumentString(`
    mutation UpdateRelatedFiles($data: JSON!) {
  updateRelatedFiles(data: $data) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateRelatedFilesMutation, UpdateRelatedFilesMutationVariables>;
export const UploadImageDocument = new TypedDocumentString(`
    mutation UploadImage($fileId: String!, $elementId: String!, $image: File!) {
  uploadImage(fileId: $fileId, elementId: $elementId, image: $image) {
    id
    fileId
    elementId
    url
    contentType
    size
    fileName
  }
}
    `) as unknown as TypedDocumentString<UploadImageMutation, UploadImageMutationVariables>;
export const HistoryDocument = new TypedDocumentString(`
    query History($objectId: String!, $kind: RevisionObjectKind, $first: Int, $before: ID) {
  history(objectId: $objectId, kind: $kind, first: $first, before: $before) {
    ...RevisionFields
  }
}
    fragment RevisionFields on Revision {
  id
  kind
  objectId
  version
  at
  userId
  userName
  operation
  changes {
    key
    label
    kind
    before
    after
  }
  entries {
    kind
    entryId
    fileId
    name
    from {
      parentId
      parentName
      position
      name
    }
    to {
      parentId
      parentName
      position
      name
    }
    canPutBack
  }
  moreEntries
}`) as unknown as TypedDocumentString<HistoryQuery, HistoryQueryVariables>;
export const RestoreRevisionDocument = new TypedDocumentString(`
    mutation RestoreRevision($id: ID!, $fields: [String!], $version: Int) {
  restoreRevision(id: $id, fields: $fields, version: $version) {
    success
    version
    orphaned
  }
}
    `) as unknown as TypedDocumentString<RestoreRevisionMutation, RestoreRevisionMutationVariables>;
export const RevisionDocument = new TypedDocumentString(`
    query Revision($id: ID!) {
  revision(id: $id) {
    revision {
      ...RevisionFields
    }
    label
    comparison {
      key
      label
      componentId
      changed
      revision
      current
      revisionValue
      currentValue
      orphaned
    }
    currentVersion
  }
}
    fragment RevisionFields on Revision {
  id
  kind
  objectId
  version
  at
  userId
  userName
  operation
  changes {
    key
    label
    kind
    before
    after
  }
  entries {
    kind
    entryId
    fileId
    name
    from {
      parentId
      parentName
      position
      name
    }
    to {
      parentId
      parentName
      position
      name
    }
    canPutBack
  }
  moreEntries
}`) as unknown as TypedDocumentString<RevisionQuery, RevisionQueryVariables>;
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
    `) as unknown as TypedDocumentString<OverviewQuery, OverviewQueryVariables>;
export const RuleViolationsDocument = new TypedDocumentString(`
    query RuleViolations($schemaId: String!) {
  ruleViolations(schemaId: $schemaId) {
    elementId
    rule
    count
    files {
      id
      label
      directoryId
    }
  }
}
    `) as unknown as TypedDocumentString<RuleViolationsQuery, RuleViolationsQueryVariables>;
export const SaveSchemaDocument = new TypedDocumentString(`
    mutation SaveSchema($schema: JSON!) {
  saveSchema(schema: $schema) {
    success
    directoryId
    id
  }
}
    `) as unknown as TypedDocumentString<SaveSchemaMutation, SaveSchemaMutationVariables>;
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
}`) as unknown as TypedDocumentString<SchemasQuery, SchemasQueryVariables>;
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
}`) as unknown as TypedDocumentString<UpdateSchemaMutation, UpdateSchemaMutationVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($query: String!, $limit: Int) {
  search(query: $query, limit: $limit) {
    files {
      ...SearchGroupFields
    }
    folders {
      ...SearchGroupFields
    }
    schemas {
      ...SearchGroupFields
    }
  }
}
    fragment SearchGroupFields on SearchGroup {
  more
  hits {
    id
    tree
    directoryId
    title
    titleMarks {
      start
      length
    }
    path
    snippet {
      label
      text
      marks {
        start
        length
      }
    }
  }
}`) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const FilesOfSchemaDocument = new TypedDocumentString(`
    query FilesOfSchema($schemaId: String!, $filter: [FileFilter!], $sort: FileSort, $first: Int, $after: String) {
  filesOfSchema(
    schemaId: $schemaId
    filter: $filter
    sort: $sort
    first: $first
    after: $after
  ) {
    columns {
      elementId
      label
      kind
      options
    }
    total
    endCursor
    rows {
      id
      label
      directoryId
      folders
      updatedAt
      updatedBy
      cells {
        elementId
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FilesOfSchemaQuery, FilesOfSchemaQueryVariables>;
export const MoveFilesToFolderDocument = new TypedDocumentString(`
    mutation MoveFilesToFolder($fileIds: [String!]!, $folderId: String, $keepPlaces: Boolean) {
  moveFilesToFolder(
    fileIds: $fileIds
    folderId: $folderId
    keepPlaces: $keepPlaces
  ) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<MoveFilesToFolderMutation, MoveFilesToFolderMutationVariables>;
export const MoveFilesToRecycleBinDocument = new TypedDocumentString(`
    mutation MoveFilesToRecycleBin($fileIds: [String!]!) {
  moveFilesToRecycleBin(fileIds: $fileIds) {
    success
    version
  }
}
    `) as unknown as TypedDocumentString<MoveFilesToRecycleBinMutation, MoveFilesToRecycleBinMutationVariables>;
export const ImportFilesDocument = new TypedDocumentString(`
    mutation ImportFiles($schemaId: String!, $rows: [[String!]!]!, $columns: [ImportColumn!]!, $folderId: String, $matchBy: String, $firstRow: Int, $dryRun: Boolean) {
  importFiles(
    schemaId: $schemaId
    rows: $rows
    columns: $columns
    folderId: $folderId
    matchBy: $matchBy
    firstRow: $firstRow
    dryRun: $dryRun
  ) {
    created
    updated
    problems {
      row
      target
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ImportFilesMutation, ImportFilesMutationVariables>;