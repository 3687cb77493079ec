/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuditTrail($limit: Int, $offset: Int, $objectId: String, $userId: String, $operation: String, $objectKind: AuditObjectKind, $from: String, $to: String) {\n  auditTrail(\n    limit: $limit\n    offset: $offset\n    objectId: $objectId\n    userId: $userId\n    operation: $operation\n    objectKind: $objectKind\n    from: $from\n    to: $to\n  ) {\n    id\n    at\n    userId\n    userName\n    client\n    operation\n    objectKind\n    objectId\n    action\n    version\n  }\n}": typeof types.AuditTrailDocument,
    "query AuditUsers {\n  auditUsers {\n    id\n    name\n  }\n}": typeof types.AuditUsersDocument,
    "mutation Login($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n  }\n}": typeof types.LoginDocument,
    "mutation LogoutEverywhere {\n  logoutEverywhere {\n    success\n  }\n}": typeof types.LogoutEverywhereDocument,
    "mutation RenewToken {\n  renewToken {\n    token\n  }\n}": typeof types.RenewTokenDocument,
    "mutation CreateDirectoryFolder($parentId: String, $name: String!, $id: String, $tree: DirectoryTree, $version: Int) {\n  createDirectoryFolder(\n    parentId: $parentId\n    name: $name\n    id: $id\n    tree: $tree\n    version: $version\n  ) {\n    success\n    directoryId\n    version\n  }\n}": typeof types.CreateDirectoryFolderDocument,
    "fragment DirectoryItemFields on DirectoryItem {\n  id\n  fileId\n  parentId\n  position\n  name\n  schemaId\n  isLeaf\n  isVisible\n}": typeof types.DirectoryItemFieldsFragmentDoc,
    "query GetDirectoryFolderToLoggedInClient($frontEndType: String!) {\n  getDirectoryFolderToLoggedInClient(frontEndType: $frontEndType) {\n    version\n    flat {\n      directory {\n        ...DirectoryItemFields\n      }\n    }\n  }\n}": typeof types.GetDirectoryFolderToLoggedInClientDocument,
    "mutation MoveDirectoryEntry($directoryId: String!, $parentId: String, $position: Int!, $tree: DirectoryTree, $version: Int) {\n  moveDirectoryEntry(\n    directoryId: $directoryId\n    parentId: $parentId\n    position: $position\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}": typeof types.MoveDirectoryEntryDocument,
    "mutation MoveToRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {\n  moveToRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {\n    success\n    version\n  }\n}": typeof types.MoveToRecycleBinDocument,
    "query RecycleBin($frontEndType: String!) {\n  recycleBin(frontEndType: $frontEndType) {\n    version\n    flat {\n      recycleBin {\n        ...DirectoryItemFields\n        restoreParentId\n      }\n    }\n  }\n}": typeof types.RecycleBinDocument,
    "mutation RemoveItemFromDirectory($directoryId: String!) {\n  removeItemFromDirectory(directoryId: $directoryId) {\n    success\n  }\n}": typeof types.RemoveItemFromDirectoryDocument,
    "mutation RenameDirectoryEntry($directoryId: String!, $name: String!, $tree: DirectoryTree, $version: Int) {\n  renameDirectoryEntry(\n    directoryId: $directoryId\n    name: $name\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}": typeof types.RenameDirectoryEntryDocument,
    "mutation RestoreFromRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {\n  restoreFromRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {\n    success\n    directoryId\n    version\n  }\n}": typeof types.RestoreFromRecycleBinDocument,
    "query SchemaDirectory($frontEndType: String!) {\n  schemaDirectory(frontEndType: $frontEndType) {\n    version\n    flat {\n      directory {\n        ...DirectoryItemFields\n      }\n    }\n  }\n}": typeof types.SchemaDirectoryDocument,
    "query SchemaRecycleBin($frontEndType: String!) {\n  schemaRecycleBin(frontEndType: $frontEndType) {\n    version\n    flat {\n      recycleBin {\n        ...DirectoryItemFields\n        restoreParentId\n      }\n    }\n  }\n}": typeof types.SchemaRecycleBinDocument,
    "mutation SetDirectoryEntryVisibility($directoryId: String!, $isVisible: Boolean!, $tree: DirectoryTree, $version: Int) {\n  setDirectoryEntryVisibility(\n    directoryId: $directoryId\n    isVisible: $isVisible\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}": typeof types.SetDirectoryEntryVisibilityDocument,
    "mutation SetFileParents($directoryId: String!, $parentIds: [String]!, $tree: DirectoryTree, $version: Int) {\n  setFileParents(\n    directoryId: $directoryId\n    parentIds: $parentIds\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}": typeof types.SetFileParentsDocument,
    "mutation UpdateDirectory($directory: JSON!, $tree: DirectoryTree, $version: Int) {\n  updateDirectory(directory: $directory, tree: $tree, version: $version) {\n    success\n    version\n  }\n}": typeof types.UpdateDirectoryDocument,
    "mutation UpdateRecycleBin($recycleBin: JSON!, $tree: DirectoryTree, $version: Int) {\n  updateRecycleBin(recycleBin: $recycleBin, tree: $tree, version: $version) {\n    success\n    version\n  }\n}": typeof types.UpdateRecycleBinDocument,
    "mutation AddRelatedFiles($data: JSON!) {\n  addRelatedFiles(data: $data) {\n    success\n    version\n  }\n}": typeof types.AddRelatedFilesDocument,
    "mutation DeleteImage($id: String!) {\n  deleteImage(id: $id) {\n    success\n  }\n}": typeof types.DeleteImageDocument,
    "mutation DeleteRelatedFile($relationshipId: String!) {\n  deleteRelatedFile(relationshipId: $relationshipId) {\n    success\n    version\n  }\n}": typeof types.DeleteRelatedFileDocument,
    "fragment FileDataFields on FileData {\n  id\n  label\n  schemaId\n  parentId\n  directoryId\n  data\n  relatedFiles {\n    id\n    fileId\n    relationshipId\n    position\n    label\n    elementId\n  }\n  version\n  updatedAt\n}": typeof types.FileDataFieldsFragmentDoc,
    "query FilesByFileIds($fileIds: [String!]!) {\n  filesByFileIds(fileIds: $fileIds) {\n    ...FileDataFields\n  }\n}": typeof types.FilesByFileIdsDocument,
    "query QueryFileData($id: String!) {\n  queryFileData(id: $id) {\n    ...FileDataFields\n  }\n}": typeof types.QueryFileDataDocument,
    "mutation SaveFile($file: JSON!) {\n  saveFile(file: $file) {\n    success\n    directoryId\n    id\n  }\n}": typeof types.SaveFileDocument,
    "mutation UpdateFile($data: JSON!) {\n  updateFile(data: $data) {\n    success\n    version\n  }\n}": typeof types.UpdateFileDocument,
    "mutation UpdateRelatedFiles($data: JSON!) {\n  updateRelatedFiles(data: $data) {\n    success\n    version\n  }\n}": typeof types.UpdateRelatedFilesDocument,
    "mutation UploadImage($fileId: String!, $elementId: String!, $image: File!) {\n  uploadImage(fileId: $fileId, elementId: $elementId, image: $image) {\n    id\n    fileId\n    elementId\n    url\n    contentType\n    size\n    fileName\n  }\n}": typeof types.UploadImageDocument,
    "query History($objectId: String!, $kind: RevisionObjectKind, $first: Int, $before: ID) {\n  history(objectId: $objectId, kind: $kind, first: $first, before: $before) {\n    ...RevisionFields\n  }\n}": typeof types.HistoryDocument,
    "mutation RestoreRevision($id: ID!, $fields: [String!], $version: Int) {\n  restoreRevision(id: $id, fields: $fields, version: $version) {\n    success\n    version\n    orphaned\n  }\n}": typeof types.RestoreRevisionDocument,
    "fragment RevisionFields on Revision {\n  id\n  kind\n  objectId\n  version\n  at\n  userId\n  userName\n  operation\n  changes {\n    key\n    label\n    kind\n    before\n    after\n  }\n  entries {\n    kind\n    entryId\n    fileId\n    name\n    from {\n      parentId\n      parentName\n      position\n      name\n    }\n    to {\n      parentId\n      parentName\n      position\n      name\n    }\n    canPutBack\n  }\n  moreEntries\n}": typeof types.RevisionFieldsFragmentDoc,
    "query Revision($id: ID!) {\n  revision(id: $id) {\n    revision {\n      ...RevisionFields\n    }\n    label\n    comparison {\n      key\n      label\n      componentId\n      changed\n      revision\n      current\n      revisionValue\n      currentValue\n      orphaned\n    }\n    currentVersion\n  }\n}": typeof types.RevisionDocument,
    "query Overview($recentLimit: Int) {\n  overview(recentLimit: $recentLimit) {\n    schemaCount\n    fileCount\n    folderCount\n    recentFiles {\n      id\n      label\n      schemaId\n      directoryId\n      updatedAt\n    }\n  }\n}": typeof types.OverviewDocument,
    "query RuleViolations($schemaId: String!) {\n  ruleViolations(schemaId: $schemaId) {\n    elementId\n    rule\n    count\n    files {\n      id\n      label\n      directoryId\n    }\n  }\n}": typeof types.RuleViolationsDocument,
    "mutation SaveSchema($schema: JSON!) {\n  saveSchema(schema: $schema) {\n    success\n    directoryId\n    id\n  }\n}": typeof types.SaveSchemaDocument,
    "fragment SchemaFields on Schema {\n  id\n  label\n  parentId\n  metadata\n  elements\n  version\n  updatedAt\n}": typeof types.SchemaFieldsFragmentDoc,
    "query Schemas {\n  schema {\n    ...SchemaFields\n  }\n}": typeof types.SchemasDocument,
    "mutation UpdateSchema($schema: JSON!) {\n  updateSchema(schema: $schema) {\n    success\n    data {\n      ...SchemaFields\n    }\n  }\n}": typeof types.UpdateSchemaDocument,
    "fragment SearchGroupFields on SearchGroup {\n  more\n  hits {\n    id\n    tree\n    directoryId\n    title\n    titleMarks {\n      start\n      length\n    }\n    path\n    snippet {\n      label\n      text\n      marks {\n        start\n        length\n      }\n    }\n  }\n}": typeof types.SearchGroupFieldsFragmentDoc,
    "query Search($query: String!, $limit: Int) {\n  search(query: $query, limit: $limit) {\n    files {\n      ...SearchGroupFields\n    }\n    folders {\n      ...SearchGroupFields\n    }\n    schemas {\n      ...SearchGroupFields\n    }\n  }\n}": typeof types.SearchDocument,
    "query FilesOfSchema($schemaId: String!, $filter: [FileFilter!], $sort: FileSort, $first: Int, $after: String) {\n  filesOfSchema(\n    schemaId: $schemaId\n    filter: $filter\n    sort: $sort\n    first: $first\n    after: $after\n  ) {\n    columns {\n      elementId\n      label\n      kind\n      options\n    }\n    total\n    endCursor\n    rows {\n      id\n      label\n      directoryId\n      folders\n      updatedAt\n      updatedBy\n      cells {\n        elementId\n        text\n      }\n    }\n  }\n}": typeof types.FilesOfSchemaDocument,
    "mutation MoveFilesToFolder($fileIds: [String!]!, $folderId: String, $keepPlaces: Boolean) {\n  moveFilesToFolder(\n    fileIds: $fileIds\n    folderId: $folderId\n    keepPlaces: $keepPlaces\n  ) {\n    success\n    version\n  }\n}": typeof types.MoveFilesToFolderDocument,
    "mutation MoveFilesToRecycleBin($fileIds: [String!]!) {\n  moveFilesToRecycleBin(fileIds: $fileIds) {\n    success\n    version\n  }\n}": typeof types.MoveFilesToRecycleBinDocument,
    "mutation ImportFiles($schemaId: String!, $rows: [[String!]!]!, $columns: [ImportColumn!]!, $folderId: String, $matchBy: String, $firstRow: Int, $dryRun: Boolean) {\n  importFiles(\n    schemaId: $schemaId\n    rows: $rows\n    columns: $columns\n    folderId: $folderId\n    matchBy: $matchBy\n    firstRow: $firstRow\n    dryRun: $dryRun\n  ) {\n    created\n    updated\n    problems {\n      row\n      target\n      code\n      message\n    }\n  }\n}": typeof types.ImportFilesDocument,
};
const documents: Documents = {
    "query AuditTrail($limit: Int, $offset: Int, $objectId: String, $userId: String, $operation: String, $objectKind: AuditObjectKind, $from: String, $to: String) {\n  auditTrail(\n    limit: $limit\n    offset: $offset\n    objectId: $objectId\n    userId: $userId\n    operation: $operation\n    objectKind: $objectKind\n    from: $from\n    to: $to\n  ) {\n    id\n    at\n    userId\n    userName\n    client\n    operation\n    objectKind\n    objectId\n    action\n    version\n  }\n}": types.AuditTrailDocument,
    "query AuditUsers {\n  auditUsers {\n    id\n    name\n  }\n}": types.AuditUsersDocument,
    "mutation Login($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n  }\n}": types.LoginDocument,
    "mutation LogoutEverywhere {\n  logoutEverywhere {\n    success\n  }\n}": types.LogoutEverywhereDocument,
    "mutation RenewToken {\n  renewToken {\n    token\n  }\n}": types.RenewTokenDocument,
    "mutation CreateDirectoryFolder($parentId: String, $name: String!, $id: String, $tree: DirectoryTree, $version: Int) {\n  createDirectoryFolder(\n    parentId: $parentId\n    name: $name\n    id: $id\n    tree: $tree\n    version: $version\n  ) {\n    success\n    directoryId\n    version\n  }\n}": types.CreateDirectoryFolderDocument,
    "fragment DirectoryItemFields on DirectoryItem {\n  id\n  fileId\n  parentId\n  position\n  name\n  schemaId\n  isLeaf\n  isVisible\n}": types.DirectoryItemFieldsFragmentDoc,
    "query GetDirectoryFolderToLoggedInClient($frontEndType: String!) {\n  getDirectoryFolderToLoggedInClient(frontEndType: $frontEndType) {\n    version\n    flat {\n      directory {\n        ...DirectoryItemFields\n      }\n    }\n  }\n}": types.GetDirectoryFolderToLoggedInClientDocument,
    "mutation MoveDirectoryEntry($directoryId: String!, $parentId: String, $position: Int!, $tree: DirectoryTree, $version: Int) {\n  moveDirectoryEntry(\n    directoryId: $directoryId\n    parentId: $parentId\n    position: $position\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}": types.MoveDirectoryEntryDocument,
    "mutation MoveToRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {\n  moveToRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {\n    success\n    version\n  }\n}": types.MoveToRecycleBinDocument,
    "query RecycleBin($frontEndType: String!) {\n  recycleBin(frontEndType: $frontEndType) {\n    version\n    flat {\n      recycleBin {\n        ...DirectoryItemFields\n        restoreParentId\n      }\n    }\n  }\n}": types.RecycleBinDocument,
    "mutation RemoveItemFromDirectory($directoryId: String!) {\n  removeItemFromDirectory(directoryId: $directoryId) {\n    success\n  }\n}": types.RemoveItemFromDirectoryDocument,
    "mutation RenameDirectoryEntry($directoryId: String!, $name: String!, $tree: DirectoryTree, $version: Int) {\n  renameDirectoryEntry(\n    directoryId: $directoryId\n    name: $name\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}": types.RenameDirectoryEntryDocument,
    "mutation RestoreFromRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {\n  restoreFromRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {\n    success\n    directoryId\n    version\n  }\n}": types.RestoreFromRecycleBinDocument,
    "query SchemaDirectory($frontEndType: String!) {\n  schemaDirectory(frontEndType: $frontEndType) {\n    version\n    flat {\n      directory {\n        ...DirectoryItemFields\n      }\n    }\n  }\n}": types.SchemaDirectoryDocument,
    "query SchemaRecycleBin($frontEndType: String!) {\n  schemaRecycleBin(frontEndType: $frontEndType) {\n    version\n    flat {\n      recycleBin {\n        ...DirectoryItemFields\n        restoreParentId\n      }\n    }\n  }\n}": types.SchemaRecycleBinDocument,
    "mutation SetDirectoryEntryVisibility($directoryId: String!, $isVisible: Boolean!, $tree: DirectoryTree, $version: Int) {\n  setDirectoryEntryVisibility(\n    directoryId: $directoryId\n    isVisible: $isVisible\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}": types.SetDirectoryEntryVisibilityDocument,
    "mutation SetFileParents($directoryId: String!, $parentIds: [String]!, $tree: DirectoryTree, $version: Int) {\n  setFileParents(\n    directoryId: $directoryId\n    parentIds: $parentIds\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}": types.SetFileParentsDocument,
    "mutation UpdateDirectory($directory: JSON!, $tree: DirectoryTree, $version: Int) {\n  updateDirectory(directory: $directory, tree: $tree, version: $version) {\n    success\n    version\n  }\n}": types.UpdateDirectoryDocument,
    "mutation UpdateRecycleBin($recycleBin: JSON!, $tree: DirectoryTree, $version: Int) {\n  updateRecycleBin(recycleBin: $recycleBin, tree: $tree, version: $version) {\n    success\n    version\n  }\n}": types.UpdateRecycleBinDocument,
    "mutation AddRelatedFiles($data: JSON!) {\n  addRelatedFiles(data: $data) {\n    success\n    version\n  }\n}": types.AddRelatedFilesDocument,
    "mutation DeleteImage($id: String!) {\n  deleteImage(id: $id) {\n    success\n  }\n}": types.DeleteImageDocument,
    "mutation DeleteRelatedFile($relationshipId: String!) {\n  deleteRelatedFile(relationshipId: $relationshipId) {\n    success\n    version\n  }\n}": types.DeleteRelatedFileDocument,
    "fragment FileDataFields on FileData {\n  id\n  label\n  schemaId\n  parentId\n  directoryId\n  data\n  relatedFiles {\n    id\n    fileId\n    relationshipId\n    position\n    label\n    elementId\n  }\n  version\n  updatedAt\n}": types.FileDataFieldsFragmentDoc,
    "query FilesByFileIds($fileIds: [String!]!) {\n  filesByFileIds(fileIds: $fileIds) {\n    ...FileDataFields\n  }\n}": types.FilesByFileIdsDocument,
    "query QueryFileData($id: String!) {\n  queryFileData(id: $id) {\n    ...FileDataFields\n  }\n}": types.QueryFileDataDocument,
    "mutation SaveFile($file: JSON!) {\n  saveFile(file: $file) {\n    success\n    directoryId\n    id\n  }\n}": types.SaveFileDocument,
    "mutation UpdateFile($data: JSON!) {\n  updateFile(data: $data) {\n    success\n    version\n  }\n}": types.UpdateFileDocument,
    "mutation UpdateRelatedFiles($data: JSON!) {\n  updateRelatedFiles(data: $data) {\n    success\n    version\n  }\n}": types.UpdateRelatedFilesDocument,
    "mutation UploadImage($fileId: String!, $elementId: String!, $image: File!) {\n  uploadImage(fileId: $fileId, elementId: $elementId, image: $image) {\n    id\n    fileId\n    elementId\n    url\n    contentType\n    size\n    fileName\n  }\n}": types.UploadImageDocument,
    "query History($objectId: String!, $kind: RevisionObjectKind, $first: Int, $before: ID) {\n  history(objectId: $objectId, kind: $kind, first: $first, before: $before) {\n    ...RevisionFields\n  }\n}": types.HistoryDocument,
    "mutation RestoreRevision($id: ID!, $fields: [String!], $version: Int) {\n  restoreRevision(id: $id, fields: $fields, version: $version) {\n    success\n    version\n    orphaned\n  }\n}": types.RestoreRevisionDocument,
    "fragment RevisionFields on Revision {\n  id\n  kind\n  objectId\n  version\n  at\n  userId\n  userName\n  operation\n  changes {\n    key\n    label\n    kind\n    before\n    after\n  }\n  entries {\n    kind\n    entryId\n    fileId\n    name\n    from {\n      parentId\n      parentName\n      position\n      name\n    }\n    to {\n      parentId\n      parentName\n      position\n      name\n    }\n    canPutBack\n  }\n  moreEntries\n}": types.RevisionFieldsFragmentDoc,
    "query Revision($id: ID!) {\n  revision(id: $id) {\n    revision {\n      ...RevisionFields\n    }\n    label\n    comparison {\n      key\n      label\n      componentId\n      changed\n      revision\n      current\n      revisionValue\n      currentValue\n      orphaned\n    }\n    currentVersion\n  }\n}": types.RevisionDocument,
    "query Overview($recentLimit: Int) {\n  overview(recentLimit: $recentLimit) {\n    schemaCount\n    fileCount\n    folderCount\n    recentFiles {\n      id\n      label\n      schemaId\n      directoryId\n      updatedAt\n    }\n  }\n}": types.OverviewDocument,
    "query RuleViolations($schemaId: String!) {\n  ruleViolations(schemaId: $schemaId) {\n    elementId\n    rule\n    count\n    files {\n      id\n      label\n      directoryId\n    }\n  }\n}": types.RuleViolationsDocument,
    "mutation SaveSchema($schema: JSON!) {\n  saveSchema(schema: $schema) {\n    success\n    directoryId\n    id\n  }\n}": types.SaveSchemaDocument,
    "fragment SchemaFields on Schema {\n  id\n  label\n  parentId\n  metadata\n  elements\n  version\n  updatedAt\n}": types.SchemaFieldsFragmentDoc,
    "query Schemas {\n  schema {\n    ...SchemaFields\n  }\n}": types.SchemasDocument,
    "mutation UpdateSchema($schema: JSON!) {\n  updateSchema(schema: $schema) {\n    success\n    data {\n      ...SchemaFields\n    }\n  }\n}": types.UpdateSchemaDocument,
    "fragment SearchGroupFields on SearchGroup {\n  more\n  hits {\n    id\n    tree\n    directoryId\n    title\n    titleMarks {\n      start\n      length\n    }\n    path\n    snippet {\n      label\n      text\n      marks {\n        start\n        length\n      }\n    }\n  }\n}": types.SearchGroupFieldsFragmentDoc,
    "query Search($query: String!, $limit: Int) {\n  search(query: $query, limit: $limit) {\n    files {\n      ...SearchGroupFields\n    }\n    folders {\n      ...SearchGroupFields\n    }\n    schemas {\n      ...SearchGroupFields\n    }\n  }\n}": types.SearchDocument,
    "query FilesOfSchema($schemaId: String!, $filter: [FileFilter!], $sort: FileSort, $first: Int, $after: String) {\n  filesOfSchema(\n    schemaId: $schemaId\n    filter: $filter\n    sort: $sort\n    first: $first\n    after: $after\n  ) {\n    columns {\n      elementId\n      label\n      kind\n      options\n    }\n    total\n    endCursor\n    rows {\n      id\n      label\n      directoryId\n      folders\n      updatedAt\n      updatedBy\n      cells {\n        elementId\n        text\n      }\n    }\n  }\n}": types.FilesOfSchemaDocument,
    "mutation MoveFilesToFolder($fileIds: [String!]!, $folderId: String, $keepPlaces: Boolean) {\n  moveFilesToFolder(\n    fileIds: $fileIds\n    folderId: $folderId\n    keepPlaces: $keepPlaces\n  ) {\n    success\n    version\n  }\n}": types.MoveFilesToFolderDocument,
    "mutation MoveFilesToRecycleBin($fileIds: [String!]!) {\n  moveFilesToRecycleBin(fileIds: $fileIds) {\n    success\n    version\n  }\n}": types.MoveFilesToRecycleBinDocument,
    "mutation ImportFiles($schemaId: String!, $rows: [[String!]!]!, $columns: [ImportColumn!]!, $folderId: String, $matchBy: String, $firstRow: Int, $dryRun: Boolean) {\n  importFiles(\n    schemaId: $schemaId\n    rows: $rows\n    columns: $columns\n    folderId: $folderId\n    matchBy: $matchBy\n    firstRow: $firstRow\n    dryRun: $dryRun\n  ) {\n    created\n    updated\n    problems {\n      row\n      target\n      code\n      message\n    }\n  }\n}": types.ImportFilesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditTrail($limit: Int, $offset: Int, $objectId: String, $userId: String, $operation: String, $objectKind: AuditObjectKind, $from: String, $to: String) {\n  auditTrail(\n    limit: $limit\n    offset: $offset\n    objectId: $objectId\n    userId: $userId\n    operation: $operation\n    objectKind: $objectKind\n    from: $from\n    to: $to\n  ) {\n    id\n    at\n    userId\n    userName\n    client\n    operation\n    objectKind\n    objectId\n    action\n    version\n  }\n}"): typeof import('./graphql.js').AuditTrailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditUsers {\n  auditUsers {\n    id\n    name\n  }\n}"): typeof import('./graphql.js').AuditUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    token\n  }\n}"): typeof import('./graphql.js').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogoutEverywhere {\n  logoutEverywhere {\n    success\n  }\n}"): typeof import('./graphql.js').LogoutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RenewToken {\n  renewToken {\n    token\n  }\n}"): typeof import('./graphql.js').RenewTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDirectoryFolder($parentId: String, $name: String!, $id: String, $tree: DirectoryTree, $version: Int) {\n  createDirectoryFolder(\n    parentId: $parentId\n    name: $name\n    id: $id\n    tree: $tree\n    version: $version\n  ) {\n    success\n    directoryId\n    version\n  }\n}"): typeof import('./graphql.js').CreateDirectoryFolderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DirectoryItemFields on DirectoryItem {\n  id\n  fileId\n  parentId\n  position\n  name\n  schemaId\n  isLeaf\n  isVisible\n}"): typeof import('./graphql.js').DirectoryItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDirectoryFolderToLoggedInClient($frontEndType: String!) {\n  getDirectoryFolderToLoggedInClient(frontEndType: $frontEndType) {\n    version\n    flat {\n      directory {\n        ...DirectoryItemFields\n      }\n    }\n  }\n}"): typeof import('./graphql.js').GetDirectoryFolderToLoggedInClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveDirectoryEntry($directoryId: String!, $parentId: String, $position: Int!, $tree: DirectoryTree, $version: Int) {\n  moveDirectoryEntry(\n    directoryId: $directoryId\n    parentId: $parentId\n    position: $position\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').MoveDirectoryEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveToRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {\n  moveToRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').MoveToRecycleBinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecycleBin($frontEndType: String!) {\n  recycleBin(frontEndType: $frontEndType) {\n    version\n    flat {\n      recycleBin {\n        ...DirectoryItemFields\n        restoreParentId\n      }\n    }\n  }\n}"): typeof import('./graphql.js').RecycleBinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveItemFromDirectory($directoryId: String!) {\n  removeItemFromDirectory(directoryId: $directoryId) {\n    success\n  }\n}"): typeof import('./graphql.js').RemoveItemFromDirectoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RenameDirectoryEntry($directoryId: String!, $name: String!, $tree: DirectoryTree, $version: Int) {\n  renameDirectoryEntry(\n    directoryId: $directoryId\n    name: $name\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').RenameDirectoryEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreFromRecycleBin($directoryId: String!, $tree: DirectoryTree, $version: Int) {\n  restoreFromRecycleBin(directoryId: $directoryId, tree: $tree, version: $version) {\n    success\n    directoryId\n    version\n  }\n}"): typeof import('./graphql.js').RestoreFromRecycleBinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SchemaDirectory($frontEndType: String!) {\n  schemaDirectory(frontEndType: $frontEndType) {\n    version\n    flat {\n      directory {\n        ...DirectoryItemFields\n      }\n    }\n  }\n}"): typeof import('./graphql.js').SchemaDirectoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SchemaRecycleBin($frontEndType: String!) {\n  schemaRecycleBin(frontEndType: $frontEndType) {\n    version\n    flat {\n      recycleBin {\n        ...DirectoryItemFields\n        restoreParentId\n      }\n    }\n  }\n}"): typeof import('./graphql.js').SchemaRecycleBinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDirectoryEntryVisibility($directoryId: String!, $isVisible: Boolean!, $tree: DirectoryTree, $version: Int) {\n  setDirectoryEntryVisibility(\n    directoryId: $directoryId\n    isVisible: $isVisible\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').SetDirectoryEntryVisibilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetFileParents($directoryId: String!, $parentIds: [String]!, $tree: DirectoryTree, $version: Int) {\n  setFileParents(\n    directoryId: $directoryId\n    parentIds: $parentIds\n    tree: $tree\n    version: $version\n  ) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').SetFileParentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDirectory($directory: JSON!, $tree: DirectoryTree, $version: Int) {\n  updateDirectory(directory: $directory, tree: $tree, version: $version) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').UpdateDirectoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateRecycleBin($recycleBin: JSON!, $tree: DirectoryTree, $version: Int) {\n  updateRecycleBin(recycleBin: $recycleBin, tree: $tree, version: $version) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').UpdateRecycleBinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddRelatedFiles($data: JSON!) {\n  addRelatedFiles(data: $data) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').AddRelatedFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteImage($id: String!) {\n  deleteImage(id: $id) {\n    success\n  }\n}"): typeof import('./graphql.js').DeleteImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteRelatedFile($relationshipId: String!) {\n  deleteRelatedFile(relationshipId: $relationshipId) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').DeleteRelatedFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FileDataFields on FileData {\n  id\n  label\n  schemaId\n  parentId\n  directoryId\n  data\n  relatedFiles {\n    id\n    fileId\n    relationshipId\n    position\n    label\n    elementId\n  }\n  version\n  updatedAt\n}"): typeof import('./graphql.js').FileDataFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesByFileIds($fileIds: [String!]!) {\n  filesByFileIds(fileIds: $fileIds) {\n    ...FileDataFields\n  }\n}"): typeof import('./graphql.js').FilesByFileIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryFileData($id: String!) {\n  queryFileData(id: $id) {\n    ...FileDataFields\n  }\n}"): typeof import('./graphql.js').QueryFileDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveFile($file: JSON!) {\n  saveFile(file: $file) {\n    success\n    directoryId\n    id\n  }\n}"): typeof import('./graphql.js').SaveFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFile($data: JSON!) {\n  updateFile(data: $data) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').UpdateFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateRelatedFiles($data: JSON!) {\n  updateRelatedFiles(data: $data) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').UpdateRelatedFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadImage($fileId: String!, $elementId: String!, $image: File!) {\n  uploadImage(fileId: $fileId, elementId: $elementId, image: $image) {\n    id\n    fileId\n    elementId\n    url\n    contentType\n    size\n    fileName\n  }\n}"): typeof import('./graphql.js').UploadImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query History($objectId: String!, $kind: RevisionObjectKind, $first: Int, $before: ID) {\n  history(objectId: $objectId, kind: $kind, first: $first, before: $before) {\n    ...RevisionFields\n  }\n}"): typeof import('./graphql.js').HistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreRevision($id: ID!, $fields: [String!], $version: Int) {\n  restoreRevision(id: $id, fields: $fields, version: $version) {\n    success\n    version\n    orphaned\n  }\n}"): typeof import('./graphql.js').RestoreRevisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RevisionFields on Revision {\n  id\n  kind\n  objectId\n  version\n  at\n  userId\n  userName\n  operation\n  changes {\n    key\n    label\n    kind\n    before\n    after\n  }\n  entries {\n    kind\n    entryId\n    fileId\n    name\n    from {\n      parentId\n      parentName\n      position\n      name\n    }\n    to {\n      parentId\n      parentName\n      position\n      name\n    }\n    canPutBack\n  }\n  moreEntries\n}"): typeof import('./graphql.js').RevisionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Revision($id: ID!) {\n  revision(id: $id) {\n    revision {\n      ...RevisionFields\n    }\n    label\n    comparison {\n      key\n      label\n      componentId\n      changed\n      revision\n      current\n      revisionValue\n      currentValue\n      orphaned\n    }\n    currentVersion\n  }\n}"): typeof import('./graphql.js').RevisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Overview($recentLimit: Int) {\n  overview(recentLimit: $recentLimit) {\n    schemaCount\n    fileCount\n    folderCount\n    recentFiles {\n      id\n      label\n      schemaId\n      directoryId\n      updatedAt\n    }\n  }\n}"): typeof import('./graphql.js').OverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RuleViolations($schemaId: String!) {\n  ruleViolations(schemaId: $schemaId) {\n    elementId\n    rule\n    count\n    files {\n      id\n      label\n      directoryId\n    }\n  }\n}"): typeof import('./graphql.js').RuleViolationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveSchema($schema: JSON!) {\n  saveSchema(schema: $schema) {\n    success\n    directoryId\n    id\n  }\n}"): typeof import('./graphql.js').SaveSchemaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SchemaFields on Schema {\n  id\n  label\n  parentId\n  metadata\n  elements\n  version\n  updatedAt\n}"): typeof import('./graphql.js').SchemaFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Schemas {\n  schema {\n    ...SchemaFields\n  }\n}"): typeof import('./graphql.js').SchemasDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSchema($schema: JSON!) {\n  updateSchema(schema: $schema) {\n    success\n    data {\n      ...SchemaFields\n    }\n  }\n}"): typeof import('./graphql.js').UpdateSchemaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SearchGroupFields on SearchGroup {\n  more\n  hits {\n    id\n    tree\n    directoryId\n    title\n    titleMarks {\n      start\n      length\n    }\n    path\n    snippet {\n      label\n      text\n      marks {\n        start\n        length\n      }\n    }\n  }\n}"): typeof import('./graphql.js').SearchGroupFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Search($query: String!, $limit: Int) {\n  search(query: $query, limit: $limit) {\n    files {\n      ...SearchGroupFields\n    }\n    folders {\n      ...SearchGroupFields\n    }\n    schemas {\n      ...SearchGroupFields\n    }\n  }\n}"): typeof import('./graphql.js').SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesOfSchema($schemaId: String!, $filter: [FileFilter!], $sort: FileSort, $first: Int, $after: String) {\n  filesOfSchema(\n    schemaId: $schemaId\n    filter: $filter\n    sort: $sort\n    first: $first\n    after: $after\n  ) {\n    columns {\n      elementId\n      label\n      kind\n      options\n    }\n    total\n    endCursor\n    rows {\n      id\n      label\n      directoryId\n      folders\n      updatedAt\n      updatedBy\n      cells {\n        elementId\n        text\n      }\n    }\n  }\n}"): typeof import('./graphql.js').FilesOfSchemaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveFilesToFolder($fileIds: [String!]!, $folderId: String, $keepPlaces: Boolean) {\n  moveFilesToFolder(\n    fileIds: $fileIds\n    folderId: $folderId\n    keepPlaces: $keepPlaces\n  ) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').MoveFilesToFolderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveFilesToRecycleBin($fileIds: [String!]!) {\n  moveFilesToRecycleBin(fileIds: $fileIds) {\n    success\n    version\n  }\n}"): typeof import('./graphql.js').MoveFilesToRecycleBinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportFiles($schemaId: String!, $rows: [[String!]!]!, $columns: [ImportColumn!]!, $folderId: String, $matchBy: String, $firstRow: Int, $dryRun: Boolean) {\n  importFiles(\n    schemaId: $schemaId\n    rows: $rows\n    columns: $columns\n    folderId: $folderId\n    matchBy: $matchBy\n    firstRow: $firstRow\n    dryRun: $dryRun\n  ) {\n    created\n    updated\n    problems {\n      row\n      target\n      code\n      message\n    }\n  }\n}"): typeof import('./graphql.js').ImportFilesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
