/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** A document as its query text (a `String`), as the request functions send it. */
class TypedDocumentString extends String {
  constructor(value: string, _meta?: Record<string, unknown>) {
    super(value);
  }
}
import { type GraphQLClient, type RequestOptions } from 'graphql-request';
type GraphQLClientRequestHeaders = RequestOptions['requestHeaders'];
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

export type AuditTrailQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  objectId?: string | null | undefined;
}>;


export type AuditTrailQuery = { auditTrail: Array<{ id: string, at: string, userId: string | null, userName: string | null, client: string, operation: string, objectKind: AuditObjectKind, objectId: string, action: AuditAction, version: number | null }> };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string } };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: { success: boolean } };

export type RenewTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewTokenMutation = { renewToken: { token: string } };

export type DirectoryItemFieldsFragment = { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null };

export type GetDirectoryFolderToLoggedInClientQueryVariables = Exact<{
  frontEndType: string;
}>;


export type GetDirectoryFolderToLoggedInClientQuery = { getDirectoryFolderToLoggedInClient: { version: number, flat: Array<{ id: string, directory: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null } }> } };

export type MoveToRecycleBinMutationVariables = Exact<{
  directoryId: string;
  tree?: DirectoryTree | null | undefined;
  version?: number | null | undefined;
}>;


export type MoveToRecycleBinMutation = { moveToRecycleBin: { success: boolean, version: number | null } };

export type RecycleBinQueryVariables = Exact<{
  frontEndType: string;
}>;


export type RecycleBinQuery = { recycleBin: { version: number, flat: Array<{ id: string, recycleBin: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null } }> } };

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


export type SchemaDirectoryQuery = { schemaDirectory: { version: number, flat: Array<{ id: string, directory: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null } }> } };

export type SchemaRecycleBinQueryVariables = Exact<{
  frontEndType: string;
}>;


export type SchemaRecycleBinQuery = { schemaRecycleBin: { version: number, flat: Array<{ id: string, recycleBin: { id: string, fileId: string | null, parentId: string | null, position: number, name: string, fixedNumberOfChildren: number | null, schemaOfChildren: string | null, client: string, schemaId: string | null, isLeaf: boolean, isVisible: boolean, ticked: boolean, restoreParentId: string | null } }> } };

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
export const AuditTrailDocument = new TypedDocumentString(`
    query AuditTrail($limit: Int, $offset: Int, $objectId: String) {
  auditTrail(limit: $limit, offset: $offset, objectId: $objectId) {
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
    `);
export const LoginDocument = new TypedDocumentString(`
    mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    token
  }
}
    `);
export const LogoutEverywhereDocument = new TypedDocumentString(`
    mutation LogoutEverywhere {
  logoutEverywhere {
    success
  }
}
    `);
export const RenewTokenDocument = new TypedDocumentString(`
    mutation RenewToken {
  renewToken {
    token
  }
}
    `);
export const GetDirectoryFolderToLoggedInClientDocument = new TypedDocumentString(`
    query GetDirectoryFolderToLoggedInClient($frontEndType: String!) {
  getDirectoryFolderToLoggedInClient(frontEndType: $frontEndType) {
    version
    flat {
      id
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
    version
    flat {
      id
      recycleBin {
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
    version
    flat {
      id
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
    version
    flat {
      id
      recycleBin {
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
export const DeleteImageDocument = new TypedDocumentString(`
    mutation DeleteImage($id: String!) {
  deleteImage(id: $id) {
    success
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
    AuditTrail(variables?: AuditTrailQueryVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<AuditTrailQuery> {
      return withWrapper((wrappedRequestHeaders) => client.request<AuditTrailQuery>({ document: AuditTrailDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'AuditTrail', 'query', variables);
    },
    Login(variables: LoginMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<LoginMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<LoginMutation>({ document: LoginDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'Login', 'mutation', variables);
    },
    LogoutEverywhere(variables?: LogoutEverywhereMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<LogoutEverywhereMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<LogoutEverywhereMutation>({ document: LogoutEverywhereDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'LogoutEverywhere', 'mutation', variables);
    },
    RenewToken(variables?: RenewTokenMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<RenewTokenMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<RenewTokenMutation>({ document: RenewTokenDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'RenewToken', 'mutation', variables);
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
    DeleteImage(variables: DeleteImageMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<DeleteImageMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<DeleteImageMutation>({ document: DeleteImageDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'DeleteImage', 'mutation', variables);
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
    UploadImage(variables: UploadImageMutationVariables, requestHeaders?: GraphQLClientRequestHeaders, signal?: RequestInit['signal']): Promise<UploadImageMutation> {
      return withWrapper((wrappedRequestHeaders) => client.request<UploadImageMutation>({ document: UploadImageDocument, variables, requestHeaders: { ...requestHeaders, ...wrappedRequestHeaders }, signal }), 'UploadImage', 'mutation', variables);
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