import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RequestContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file part of a GraphQL multipart request. */
  File: { input: File; output: File; }
  /**
   * Alloy API contract. Every operation except `login` needs the `authorization` header
   * (a bare token or `Bearer <token>`). Errors carry `extensions.code`:
   * BAD_USER_INPUT, UNAUTHENTICATED, NOT_FOUND, CONFLICT, FORBIDDEN, TOO_MANY_REQUESTS.
   */
  JSON: { input: unknown; output: unknown; }
};

/** What a write did to an object. */
export type AuditAction =
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE';

/** One change of one object, recorded in the same transaction as the write. */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  action: AuditAction;
  /** ISO timestamp of the write. */
  at: Scalars['String']['output'];
  client: Scalars['String']['output'];
  id: Scalars['String']['output'];
  objectId: Scalars['String']['output'];
  objectKind: AuditObjectKind;
  /** The API operation that wrote, e.g. `updateDirectory`. */
  operation: Scalars['String']['output'];
  /** The user who wrote; null for a change made outside the API. */
  userId?: Maybe<Scalars['String']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
  /** The object's version after the write; null when it was deleted. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** The kind of object an audit event is about. */
export type AuditObjectKind =
  /** A directory tree; its id is `<frontEndType>/<DATA|SCHEMA>`, e.g. `alloy/DATA`. */
  | 'DIRECTORY'
  | 'FILE'
  | 'IMAGE'
  /** A recycle bin; its id is that of its directory followed by `/bin`, e.g. `alloy/DATA/bin`. */
  | 'RECYCLE_BIN'
  | 'SCHEMA';

/** A user as the audit screen's filter names them. */
export type AuditUser = {
  __typename?: 'AuditUser';
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** One entry of a directory or recycle bin. */
export type DirectoryItem = {
  __typename?: 'DirectoryItem';
  children: Array<DirectoryItem>;
  client: Scalars['String']['output'];
  /** File id (data tree) or schema id (schema tree); null for folders. */
  fileId?: Maybe<Scalars['String']['output']>;
  fixedNumberOfChildren?: Maybe<Scalars['Int']['output']>;
  id: Scalars['String']['output'];
  isLeaf: Scalars['Boolean']['output'];
  isVisible: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Parent entry id; null at the root of a directory, 'bin' at the root of a recycle bin. */
  parentId?: Maybe<Scalars['String']['output']>;
  /** 1-based position among siblings. */
  position: Scalars['Int']['output'];
  /** In a recycle bin: the parent the entry had before it was binned (null: the root). */
  restoreParentId?: Maybe<Scalars['String']['output']>;
  schemaId?: Maybe<Scalars['String']['output']>;
  schemaOfChildren?: Maybe<Scalars['String']['output']>;
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

/** Where a tree entry was or is: its parent folder (null: the top level) with its name, its place from 1, its name. */
export type EntryPlace = {
  __typename?: 'EntryPlace';
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['String']['output']>;
  parentName?: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
};

/**
 * One field of a revision's change, values in words: `key` an element id, `label` (the file's or schema's
 * label) or `relatedFiles`; `label` the element's label, null for the other keys and for an element the
 * schema no longer has. A schema's `MOVED` element tells its places (from 1).
 */
export type FieldChange = {
  __typename?: 'FieldChange';
  after: Scalars['String']['output'];
  before: Scalars['String']['output'];
  key: Scalars['String']['output'];
  kind: FieldChangeKind;
  label?: Maybe<Scalars['String']['output']>;
};

export type FieldChangeKind =
  | 'ADDED'
  | 'CHANGED'
  | 'MOVED'
  | 'REMOVED';

/** One field of a file or schema: as a revision has it beside the object now. */
export type FieldComparison = {
  __typename?: 'FieldComparison';
  changed: Scalars['Boolean']['output'];
  /** The element's component (`Input`, `Image`, …); null for the label and related files. */
  componentId?: Maybe<Scalars['String']['output']>;
  current: Scalars['String']['output'];
  currentValue?: Maybe<Scalars['JSON']['output']>;
  key: Scalars['String']['output'];
  label?: Maybe<Scalars['String']['output']>;
  /** An element the object's schema no longer has. */
  orphaned: Scalars['Boolean']['output'];
  /** In words: rich text as text, a table's rows one per line, related files by name. */
  revision: Scalars['String']['output'];
  /** The stored values (a file's data entry's model value, a schema's element), null when absent. */
  revisionValue?: Maybe<Scalars['JSON']['output']>;
};

export type FileData = {
  __typename?: 'FileData';
  /** `[{ elementId, 'props.model.model-value', 'props.content.prefix'?, 'props.content.suffix'? }]` */
  data: Scalars['JSON']['output'];
  /** Directory entry id of the file's first place in the data directory, for `/DataEditor/{id}`. */
  directoryId?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Parent folder entry id of the file's first place in the data directory (null at the root or in no folder). */
  parentId?: Maybe<Scalars['String']['output']>;
  relatedFiles: Array<RelatedFile>;
  schemaId: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type FileFilter = {
  /** `label`, `updatedAt`, `updatedBy`, or the elementId of a top-level element of the schema. */
  column: Scalars['String']['input'];
  op: FileFilterOp;
  value?: InputMaybe<Scalars['String']['input']>;
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
  column: Scalars['String']['input'];
  direction?: InputMaybe<SortDirection>;
};

export type FileTableCell = {
  __typename?: 'FileTableCell';
  elementId: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** A column of a file table: a top-level element of the schema. */
export type FileTableColumn = {
  __typename?: 'FileTableColumn';
  elementId: Scalars['String']['output'];
  /** text, select, image (the cell is an image id, for `/images/{id}`) or relationship (related files' labels). */
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** A Select's option labels. */
  options: Array<Scalars['String']['output']>;
};

export type FileTablePage = {
  __typename?: 'FileTablePage';
  columns: Array<FileTableColumn>;
  /** The cursor after the last row, for `after`; null when there are no more rows. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<FileTableRow>;
  /** How many files the filters let through. */
  total: Scalars['Int']['output'];
};

export type FileTableRow = {
  __typename?: 'FileTableRow';
  /** The values of the top-level elements that have one. */
  cells: Array<FileTableCell>;
  /** The file's first place in the data directory, for `/DataEditor/{directoryId}`; null when in no folder. */
  directoryId?: Maybe<Scalars['String']['output']>;
  /** Each place of the file as the names of the folders down to it (`Oberste Ebene` is an empty list). */
  folders: Array<Array<Scalars['String']['output']>>;
  /** The file id. */
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** The name of the user who changed the file last. */
  updatedBy?: Maybe<Scalars['String']['output']>;
};

/** An image stored for an Image element of a file. */
export type Image = {
  __typename?: 'Image';
  /** The type read from the bytes. */
  contentType: Scalars['String']['output'];
  elementId: Scalars['String']['output'];
  fileId: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** Where the image is served (`GET /images/{id}`), only to users of the same client. */
  url: Scalars['String']['output'];
};

/** Where a cell of an imported row goes: `id`, `label` or an element id. */
export type ImportColumn = {
  /** The cell's place in a row, from 0. */
  index: Scalars['Int']['input'];
  target: Scalars['String']['input'];
};

/** A problem of one row: its number (from `firstRow`), the column's target, a code and a German message. */
export type ImportProblem = {
  __typename?: 'ImportProblem';
  /** `number`, `date`, `option`, `unknownTarget`, `matchMissing`, `rule:<rule>` (e.g. `rule:maxLength`), `unique`, `duplicateInImport`. */
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  row: Scalars['Int']['output'];
  target?: Maybe<Scalars['String']['output']>;
};

/** What a batch of imported rows did, or would do (`dryRun`). */
export type ImportResult = {
  __typename?: 'ImportResult';
  created: Scalars['Int']['output'];
  /** Every problem of every row; when there is one, nothing was written. */
  problems: Array<ImportProblem>;
  updated: Scalars['Int']['output'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  token: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Appends related files `{ fileId, relationship: { fileId, elementId? } | [...] }`, renumbered from 1. */
  addRelatedFiles: WriteResult;
  /**
   * Adds a folder `name` at the end of the children of `parentId` (null: the top level) of the `alloy`
   * directory, with the id given (1 to 64 letters, digits, "_" or "-") or a new one; answers its id as
   * `directoryId`. Refused with `extensions.reason`: `name-taken`, `into-file`, `too-deep`, `id-taken`.
   * `version` as for `moveDirectoryEntry`.
   */
  createDirectoryFolder: SaveResult;
  /** Deletes an image; NOT_FOUND for an unknown (or another client's) id. */
  deleteImage: WriteResult;
  /** Removes one related file by its relationship id; the rest are renumbered from 1. */
  deleteRelatedFile: WriteResult;
  /**
   * Imports rows of a table (a CSV's cells as text, as a spreadsheet shows them) as files of a schema, a batch
   * at a time (at most 1,000 rows): `columns` map a row's cells to `id`, `label` or an element id (values
   * read as the form writes them: `2.499,95`, `27.11.2026`, option labels, `A, B` for several). A row whose
   * `matchBy` (`id` or a unique element's id) names an existing file of the schema updates it; the others
   * create files in `folderId` (null: the top level). The schema's rules apply. With `dryRun`, or when any row
   * has a problem, nothing is written and every problem is reported (`firstRow` numbers the rows, from 1).
   */
  importFiles: ImportResult;
  /** Checks a user name and password; returns a signed token. Failures answer UNAUTHENTICATED alike. */
  login: LoginResult;
  /**
   * Ends every session of the caller, on every device and server: each token issued to the user before,
   * this one included, answers UNAUTHENTICATED from now on. So do tokens after `npm run users -- passwd`,
   * `role`, `logout` or `remove`.
   */
  logoutEverywhere: WriteResult;
  /**
   * Moves one entry (with its subtree) to `position` (from 1, clamped to the end) among the children of
   * `parentId` (null: the top level) in the same directory; of a file in several folders only this place
   * moves. `version` is the directory's: with it, a stale write is refused (CONFLICT); without it, the move is
   * made on the current tree. A move the tree's rules refuse answers BAD_USER_INPUT with `extensions.reason`
   * (`into-itself`, `into-file`, `too-deep`, `file-already-there`, `name-taken`); an unknown entry or folder,
   * NOT_FOUND. A move to where the entry is already writes nothing.
   */
  moveDirectoryEntry: WriteResult;
  /**
   * Files the files `fileIds` (1 to 500 of the caller's client) in the data directory's folder `folderId`
   * (null: the top level) in one write: with `keepPlaces`, as one more place of each file; without, as each
   * file's only place (its other places are taken out). A file there already stays as it is. NOT_FOUND for
   * an unknown file or folder; BAD_USER_INPUT with `extensions.reason` when the folder takes no files
   * (`into-file`, `too-deep`). `version` is the directory's.
   */
  moveFilesToFolder: WriteResult;
  /** Moves every place of the files `fileIds` (1 to 500) to the data recycle bin in one write; `version` is the directory's. */
  moveFilesToRecycleBin: WriteResult;
  /** Moves an entry (with its subtree) from a directory to its recycle bin in one write; `version` is the directory's. */
  moveToRecycleBin: WriteResult;
  /** Removes one directory or bin entry (with its subtree); a file or schema left in no tree is deleted. */
  removeItemFromDirectory: WriteResult;
  /**
   * Renames a folder of the `alloy` directory (the name is trimmed, 1 to 200 characters). A sibling folder of
   * the same name (ignoring case) answers BAD_USER_INPUT with `extensions.reason` `name-taken`; a file's entry,
   * `file-entry` (its name is the file's label, see `updateFile`). `version` as for `moveDirectoryEntry`.
   */
  renameDirectoryEntry: WriteResult;
  /**
   * Exchanges the caller's valid, unexpired token for a fresh one with a new expiry and the user's current
   * role. Refused (UNAUTHENTICATED) once the session began more than 12 hours ago: then the user logs in again.
   */
  renewToken: LoginResult;
  /**
   * Restores a bin entry (with its subtree) under its old parent when that still exists, otherwise at the
   * root. Restored entries keep their ids unless one of them is in use meanwhile (then all get new ones).
   * `version` is the bin's. Returns the id of the restored entry as `directoryId` and the bin's new `version`.
   */
  restoreFromRecycleBin: SaveResult;
  /**
   * Restores a file's or schema's revision: the whole object as it was, or with `fields` only those (element
   * ids, `label`, `relatedFiles`); `version` is the object's current version (CONFLICT when it changed
   * meanwhile). A value of an element the schema no longer has is restored as an orphaned value and named in
   * `orphaned`. Of a tree's revision, puts back its moves and renames of folders (with `fields`, of those
   * entry ids) where the entries still are as the revision left them (CONFLICT otherwise); `version` is the
   * directory's. A restore is itself a new revision. NOT_FOUND for an unknown revision.
   */
  restoreRevision: RestoreResult;
  /** Stores a new file `{ id?, schemaId, label, parentId, data? }` and files it under `parentId` (null: root). */
  saveFile: SaveResult;
  /** Stores a new schema `{ id?, label, metadata?, elements?, parentId? }` and files it in the schema directory. */
  saveSchema: SaveResult;
  /** Shows or hides an entry of the `alloy` directory. `version` as for `moveDirectoryEntry`. */
  setDirectoryEntryVisibility: WriteResult;
  /**
   * Files the file of entry `directoryId` under exactly `parentIds` (null: the top level) of the `alloy`
   * directory: its places under other folders go, a place is added at the end of each folder it is missing
   * from. At least one place; refused with `extensions.reason`: `into-file`, `too-deep`, `not-a-file`.
   * `version` as for `moveDirectoryEntry`.
   */
  setFileParents: WriteResult;
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
  /**
   * Stores an image for an Image element of a file; sent as a GraphQL multipart request. The type is read
   * from the bytes (PNG, JPEG, WebP, GIF or SVG) and must be one the element accepts; at most 5 MB. A file
   * of another type, or one whose name or declared type says otherwise, answers BAD_USER_INPUT with
   * `extensions.reason`. The file's data is not changed: store the returned id as the element's value.
   */
  uploadImage: Image;
};


export type MutationAddRelatedFilesArgs = {
  data: Scalars['JSON']['input'];
};


export type MutationCreateDirectoryFolderArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['String']['input']>;
  tree?: InputMaybe<DirectoryTree>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteImageArgs = {
  id: Scalars['String']['input'];
};


export type MutationDeleteRelatedFileArgs = {
  relationshipId: Scalars['String']['input'];
};


export type MutationImportFilesArgs = {
  columns: Array<ImportColumn>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  firstRow?: InputMaybe<Scalars['Int']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  matchBy?: InputMaybe<Scalars['String']['input']>;
  rows: Array<Array<Scalars['String']['input']>>;
  schemaId: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationMoveDirectoryEntryArgs = {
  directoryId: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  tree?: InputMaybe<DirectoryTree>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationMoveFilesToFolderArgs = {
  fileIds: Array<Scalars['String']['input']>;
  folderId?: InputMaybe<Scalars['String']['input']>;
  keepPlaces?: InputMaybe<Scalars['Boolean']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationMoveFilesToRecycleBinArgs = {
  fileIds: Array<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationMoveToRecycleBinArgs = {
  directoryId: Scalars['String']['input'];
  tree?: InputMaybe<DirectoryTree>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRemoveItemFromDirectoryArgs = {
  directoryId: Scalars['String']['input'];
};


export type MutationRenameDirectoryEntryArgs = {
  directoryId: Scalars['String']['input'];
  name: Scalars['String']['input'];
  tree?: InputMaybe<DirectoryTree>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRestoreFromRecycleBinArgs = {
  directoryId: Scalars['String']['input'];
  tree?: InputMaybe<DirectoryTree>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRestoreRevisionArgs = {
  fields?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSaveFileArgs = {
  file: Scalars['JSON']['input'];
};


export type MutationSaveSchemaArgs = {
  schema: Scalars['JSON']['input'];
};


export type MutationSetDirectoryEntryVisibilityArgs = {
  directoryId: Scalars['String']['input'];
  isVisible: Scalars['Boolean']['input'];
  tree?: InputMaybe<DirectoryTree>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetFileParentsArgs = {
  directoryId: Scalars['String']['input'];
  parentIds: Array<InputMaybe<Scalars['String']['input']>>;
  tree?: InputMaybe<DirectoryTree>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateDirectoryArgs = {
  directory: Scalars['JSON']['input'];
  frontEndType?: InputMaybe<Scalars['String']['input']>;
  tree?: InputMaybe<DirectoryTree>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateFileArgs = {
  data: Scalars['JSON']['input'];
};


export type MutationUpdateRecycleBinArgs = {
  frontEndType?: InputMaybe<Scalars['String']['input']>;
  recycleBin: Scalars['JSON']['input'];
  tree?: InputMaybe<DirectoryTree>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateRelatedFilesArgs = {
  data: Scalars['JSON']['input'];
};


export type MutationUpdateSchemaArgs = {
  schema: Scalars['JSON']['input'];
};


export type MutationUploadImageArgs = {
  elementId: Scalars['String']['input'];
  fileId: Scalars['String']['input'];
  image: Scalars['File']['input'];
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
  /**
   * Who changed what and when in the caller's client, newest first: `limit` 1 to 200 events after skipping
   * `offset`; with `objectId`, only the events of that file, schema, image or tree (`alloy/DATA`); with
   * `userId`, `operation` or `objectKind`, only those; with `from` and `to` (ISO timestamps), only events at
   * or after `from` and before `to`. Admins only (FORBIDDEN otherwise).
   */
  auditTrail: Array<AuditEvent>;
  /** The users of the caller's client who appear in its audit trail or exist now, by name: for the audit screen's filter. */
  auditUsers: Array<AuditUser>;
  /** The files among `fileIds` that the caller's client has, in the order asked. */
  filesByFileIds: Array<FileData>;
  /**
   * A page of the table of a schema's files (the caller's client's): `first` (1 to 200) rows after the
   * cursor `after`, in the order `sort` (by label unless told), of the files every filter lets through;
   * `columns` are the schema's top-level elements. NOT_FOUND for an unknown schema; BAD_USER_INPUT for a
   * column the schema's files lack, a filter the column does not take, a sort by a column that cannot be
   * sorted, or a cursor of another table or sort order.
   */
  filesOfSchema: FileTablePage;
  /** The data-file directory of the caller's client. */
  getDirectoryFolderToLoggedInClient: DirectoryResponse;
  /**
   * The revisions of a file, a schema or a tree (`alloy/DATA`, `alloy/SCHEMA`) of the caller's client,
   * newest first: `first` (1 to 100) of them older than the revision `before`. `kind` picks the object's kind
   * when a file and a schema share an id. A file's or schema's oldest revision is its state when its
   * history began (`operation` `created` or `baseline`). Nothing for an object without history.
   */
  history: Array<Revision>;
  /** Counts and recently changed files for the start page. */
  overview: Overview;
  /** One file by file id; NOT_FOUND when the client has no such file. */
  queryFileData: FileData;
  /** The data-file recycle bin of the caller's client. */
  recycleBin: RecycleBinResponse;
  /** One revision, with the object as it was then beside the object now; NOT_FOUND for an unknown revision. */
  revision: RevisionDetail;
  /**
   * The files of a schema (the caller's client's) whose stored values break the schema's rules as they are
   * now (rules added or tightened after the values were stored, values shared where a rule wants them
   * unique), by element and rule: how many files, and the first 50 of them by label. NOT_FOUND for an
   * unknown schema.
   */
  ruleViolations: Array<RuleViolation>;
  /** All schemas of the caller's client, ordered by label. */
  schema: Array<Schema>;
  /** The schema directory of the caller's client. */
  schemaDirectory: DirectoryResponse;
  /** The schema recycle bin of the caller's client. */
  schemaRecycleBin: RecycleBinResponse;
  /**
   * Files, folders and schemas of the caller's client that match `query` in a name, a label or a file's
   * value (German full text, so "Häuser" finds "Haus"; parts of words; words mistyped), best first: at most
   * `limit` (1 to 50) of each kind. A query of fewer than two characters finds nothing. Files and schemas
   * only in a recycle bin, and folders in one, are left out. BAD_USER_INPUT for a query over 200 characters
   * or with control characters, or a `limit` out of range.
   */
  search: SearchResults;
};


export type QueryAuditTrailArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  objectId?: InputMaybe<Scalars['String']['input']>;
  objectKind?: InputMaybe<AuditObjectKind>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFilesByFileIdsArgs = {
  fileIds: Array<Scalars['String']['input']>;
};


export type QueryFilesOfSchemaArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Array<FileFilter>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  schemaId: Scalars['String']['input'];
  sort?: InputMaybe<FileSort>;
};


export type QueryGetDirectoryFolderToLoggedInClientArgs = {
  frontEndType: Scalars['String']['input'];
};


export type QueryHistoryArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<RevisionObjectKind>;
  objectId: Scalars['String']['input'];
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


export type QueryRevisionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRuleViolationsArgs = {
  schemaId: Scalars['String']['input'];
};


export type QuerySchemaDirectoryArgs = {
  frontEndType: Scalars['String']['input'];
};


export type QuerySchemaRecycleBinArgs = {
  frontEndType: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};

export type RecentFile = {
  __typename?: 'RecentFile';
  /** A directory entry id of the file, for `/DataEditor/{id}`. */
  directoryId?: Maybe<Scalars['String']['output']>;
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
  elementId?: Maybe<Scalars['String']['output']>;
  fileId: Scalars['String']['output'];
  /** A directory entry id of the related file (for `/DataEditor/{id}`); null when it sits in no folder. */
  id?: Maybe<Scalars['String']['output']>;
  /** The related file's label. */
  label: Scalars['String']['output'];
  /** 1-based. */
  position: Scalars['Int']['output'];
  relationshipId: Scalars['String']['output'];
};

export type RestoreResult = {
  __typename?: 'RestoreResult';
  /** Restored values of elements the schema no longer has, kept as orphaned values. */
  orphaned: Array<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  /** The object's new version (a tree's: its directory's). */
  version: Scalars['Int']['output'];
};

export type Revision = {
  __typename?: 'Revision';
  /** ISO timestamp. */
  at: Scalars['String']['output'];
  /** A file's or schema's change, field by field (empty for the oldest revision). */
  changes: Array<FieldChange>;
  /** A tree's changed entries. */
  entries: Array<TreeEntryChange>;
  id: Scalars['ID']['output'];
  kind: RevisionObjectKind;
  /** A tree's changed entries beyond those in `entries`. */
  moreEntries: Scalars['Int']['output'];
  objectId: Scalars['String']['output'];
  /** The API operation that wrote; `created` or `baseline` for the state when the object's history began. */
  operation: Scalars['String']['output'];
  userId?: Maybe<Scalars['String']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
  /** The object's version after the write (a tree's: its directory's). */
  version?: Maybe<Scalars['Int']['output']>;
};

export type RevisionDetail = {
  __typename?: 'RevisionDetail';
  /** Field by field, the revision beside the object now (the object's schema's elements in order). */
  comparison: Array<FieldComparison>;
  /** The object's current version; null when it no longer exists. */
  currentVersion?: Maybe<Scalars['Int']['output']>;
  /** A file's data entries as they were (`FileData.data`'s form). */
  data?: Maybe<Scalars['JSON']['output']>;
  /** A schema's elements as they were (nested). */
  elements?: Maybe<Scalars['JSON']['output']>;
  /** A file's or schema's label as it was. */
  label?: Maybe<Scalars['String']['output']>;
  revision: Revision;
};

/** The kinds of objects that keep revisions. */
export type RevisionObjectKind =
  | 'DIRECTORY'
  | 'FILE'
  | 'SCHEMA';

/** Files whose stored value of one element breaks one of its rules. */
export type RuleViolation = {
  __typename?: 'RuleViolation';
  count: Scalars['Int']['output'];
  elementId: Scalars['String']['output'];
  files: Array<RuleViolationFile>;
  /** The rule broken: `required`, `minLength`, `maxLength`, `pattern`, `number`, `min`, `max`, `decimals`, `date`, `minDate`, `maxDate`, `email`, `url`, `option`, `single`, `rows`, `minRows`, `maxRows`, `requiredColumn`, `unique`, `minRelated`, `maxRelated`. */
  rule: Scalars['String']['output'];
};

export type RuleViolationFile = {
  __typename?: 'RuleViolationFile';
  /** The file's first entry in the data directory, for `/DataEditor/{directoryId}`; null when in no folder. */
  directoryId?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type SaveResult = {
  __typename?: 'SaveResult';
  /** Id of the directory entry that holds the new object. */
  directoryId?: Maybe<Scalars['String']['output']>;
  /** Id of the stored object (file or schema). */
  id?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  version?: Maybe<Scalars['Int']['output']>;
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
  parentId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type SearchGroup = {
  __typename?: 'SearchGroup';
  hits: Array<SearchHit>;
  /** Whether more match than the hits show. */
  more: Scalars['Boolean']['output'];
};

/** A file, folder or schema that matches a search. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /**
   * A directory entry that shows it (`/DataEditor/{id}` in DATA, `/SchemaEditor/{id}` in SCHEMA): the
   * first place of a file or schema, the folder itself; null for a file or schema in no folder.
   */
  directoryId?: Maybe<Scalars['String']['output']>;
  /** The file id, the schema id, or the folder's directory entry id. */
  id: Scalars['String']['output'];
  /** The names of the folders from the top down to the one that holds it. */
  path: Array<Scalars['String']['output']>;
  /** The value that matches best (a field of a file, an element label of a schema); null when only the title does. */
  snippet?: Maybe<SearchSnippet>;
  /** The file's or schema's label, the folder's name. */
  title: Scalars['String']['output'];
  /** The parts of `title` that match. */
  titleMarks: Array<TextMark>;
  /** The tree that places it: DATA for files and their folders, SCHEMA for schemas and theirs. */
  tree: DirectoryTree;
};

/** What `search` found, by kind. */
export type SearchResults = {
  __typename?: 'SearchResults';
  files: SearchGroup;
  folders: SearchGroup;
  schemas: SearchGroup;
};

/** Part of a value, cut around its first match. */
export type SearchSnippet = {
  __typename?: 'SearchSnippet';
  /** The label of the element whose value it is (files only). */
  label?: Maybe<Scalars['String']['output']>;
  marks: Array<TextMark>;
  /** The value as words; "…" where its start or end is left out. */
  text: Scalars['String']['output'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A run of characters that matches: `start` and `length` in UTF-16 code units, as JavaScript counts them. */
export type TextMark = {
  __typename?: 'TextMark';
  length: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

export type TreeChangeKind =
  | 'BINNED'
  | 'CREATED'
  | 'DELETED'
  | 'MOVED'
  | 'REMOVED'
  | 'RENAMED'
  | 'RESTORED';

/** What a tree write did to one entry (of a subtree created, binned or restored at once, its top entry). */
export type TreeEntryChange = {
  __typename?: 'TreeEntryChange';
  /** Whether `restoreRevision` can put it back now: a move or a folder's rename, the entry still as it left it. */
  canPutBack: Scalars['Boolean']['output'];
  entryId: Scalars['String']['output'];
  fileId?: Maybe<Scalars['String']['output']>;
  from?: Maybe<EntryPlace>;
  kind: TreeChangeKind;
  name: Scalars['String']['output'];
  to?: Maybe<EntryPlace>;
};

export type UpdateSchemaResult = {
  __typename?: 'UpdateSchemaResult';
  data?: Maybe<Schema>;
  success: Scalars['Boolean']['output'];
};

export type WriteResult = {
  __typename?: 'WriteResult';
  success: Scalars['Boolean']['output'];
  /** The written object's new version, when the write changed one versioned object. */
  version?: Maybe<Scalars['Int']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuditAction: AuditAction;
  AuditEvent: ResolverTypeWrapper<AuditEvent>;
  AuditObjectKind: AuditObjectKind;
  AuditUser: ResolverTypeWrapper<AuditUser>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DirectoryItem: ResolverTypeWrapper<DirectoryItem>;
  DirectoryResponse: ResolverTypeWrapper<DirectoryResponse>;
  DirectoryRow: ResolverTypeWrapper<DirectoryRow>;
  DirectoryTree: DirectoryTree;
  EntryPlace: ResolverTypeWrapper<EntryPlace>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FieldChangeKind: FieldChangeKind;
  FieldComparison: ResolverTypeWrapper<FieldComparison>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  FileData: ResolverTypeWrapper<FileData>;
  FileFilter: FileFilter;
  FileFilterOp: FileFilterOp;
  FileSort: FileSort;
  FileTableCell: ResolverTypeWrapper<FileTableCell>;
  FileTableColumn: ResolverTypeWrapper<FileTableColumn>;
  FileTablePage: ResolverTypeWrapper<FileTablePage>;
  FileTableRow: ResolverTypeWrapper<FileTableRow>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImportColumn: ImportColumn;
  ImportProblem: ResolverTypeWrapper<ImportProblem>;
  ImportResult: ResolverTypeWrapper<ImportResult>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Overview: ResolverTypeWrapper<Overview>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecentFile: ResolverTypeWrapper<RecentFile>;
  RecycleBinResponse: ResolverTypeWrapper<RecycleBinResponse>;
  RecycleBinRow: ResolverTypeWrapper<RecycleBinRow>;
  RelatedFile: ResolverTypeWrapper<RelatedFile>;
  RestoreResult: ResolverTypeWrapper<RestoreResult>;
  Revision: ResolverTypeWrapper<Revision>;
  RevisionDetail: ResolverTypeWrapper<RevisionDetail>;
  RevisionObjectKind: RevisionObjectKind;
  RuleViolation: ResolverTypeWrapper<RuleViolation>;
  RuleViolationFile: ResolverTypeWrapper<RuleViolationFile>;
  SaveResult: ResolverTypeWrapper<SaveResult>;
  Schema: ResolverTypeWrapper<Schema>;
  SearchGroup: ResolverTypeWrapper<SearchGroup>;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SearchResults: ResolverTypeWrapper<SearchResults>;
  SearchSnippet: ResolverTypeWrapper<SearchSnippet>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TextMark: ResolverTypeWrapper<TextMark>;
  TreeChangeKind: TreeChangeKind;
  TreeEntryChange: ResolverTypeWrapper<TreeEntryChange>;
  UpdateSchemaResult: ResolverTypeWrapper<UpdateSchemaResult>;
  WriteResult: ResolverTypeWrapper<WriteResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditEvent: AuditEvent;
  AuditUser: AuditUser;
  Boolean: Scalars['Boolean']['output'];
  DirectoryItem: DirectoryItem;
  DirectoryResponse: DirectoryResponse;
  DirectoryRow: DirectoryRow;
  EntryPlace: EntryPlace;
  FieldChange: FieldChange;
  FieldComparison: FieldComparison;
  File: Scalars['File']['output'];
  FileData: FileData;
  FileFilter: FileFilter;
  FileSort: FileSort;
  FileTableCell: FileTableCell;
  FileTableColumn: FileTableColumn;
  FileTablePage: FileTablePage;
  FileTableRow: FileTableRow;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImportColumn: ImportColumn;
  ImportProblem: ImportProblem;
  ImportResult: ImportResult;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  Overview: Overview;
  Query: Record<PropertyKey, never>;
  RecentFile: RecentFile;
  RecycleBinResponse: RecycleBinResponse;
  RecycleBinRow: RecycleBinRow;
  RelatedFile: RelatedFile;
  RestoreResult: RestoreResult;
  Revision: Revision;
  RevisionDetail: RevisionDetail;
  RuleViolation: RuleViolation;
  RuleViolationFile: RuleViolationFile;
  SaveResult: SaveResult;
  Schema: Schema;
  SearchGroup: SearchGroup;
  SearchHit: SearchHit;
  SearchResults: SearchResults;
  SearchSnippet: SearchSnippet;
  String: Scalars['String']['output'];
  TextMark: TextMark;
  TreeEntryChange: TreeEntryChange;
  UpdateSchemaResult: UpdateSchemaResult;
  WriteResult: WriteResult;
};

export type AuditEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectKind?: Resolver<ResolversTypes['AuditObjectKind'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AuditUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditUser'] = ResolversParentTypes['AuditUser']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DirectoryItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DirectoryItem'] = ResolversParentTypes['DirectoryItem']> = {
  children?: Resolver<Array<ResolversTypes['DirectoryItem']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fixedNumberOfChildren?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isLeaf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restoreParentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schemaId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schemaOfChildren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DirectoryResponseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DirectoryResponse'] = ResolversParentTypes['DirectoryResponse']> = {
  filter?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  flat?: Resolver<Array<ResolversTypes['DirectoryRow']>, ParentType, ContextType>;
  nested?: Resolver<Array<ResolversTypes['DirectoryRow']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DirectoryRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DirectoryRow'] = ResolversParentTypes['DirectoryRow']> = {
  directory?: Resolver<ResolversTypes['DirectoryItem'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntryPlaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EntryPlace'] = ResolversParentTypes['EntryPlace']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  after?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FieldChangeKind'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FieldComparisonResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FieldComparison'] = ResolversParentTypes['FieldComparison']> = {
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  componentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orphaned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revisionValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FileDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FileData'] = ResolversParentTypes['FileData']> = {
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  directoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relatedFiles?: Resolver<Array<ResolversTypes['RelatedFile']>, ParentType, ContextType>;
  schemaId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FileTableCellResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FileTableCell'] = ResolversParentTypes['FileTableCell']> = {
  elementId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileTableColumnResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FileTableColumn'] = ResolversParentTypes['FileTableColumn']> = {
  elementId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FileTablePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FileTablePage'] = ResolversParentTypes['FileTablePage']> = {
  columns?: Resolver<Array<ResolversTypes['FileTableColumn']>, ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['FileTableRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FileTableRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FileTableRow'] = ResolversParentTypes['FileTableRow']> = {
  cells?: Resolver<Array<ResolversTypes['FileTableCell']>, ParentType, ContextType>;
  directoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  folders?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  elementId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImportProblemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportProblem'] = ResolversParentTypes['ImportProblem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImportResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportResult'] = ResolversParentTypes['ImportResult']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['ImportProblem']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LoginResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addRelatedFiles?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationAddRelatedFilesArgs, 'data'>>;
  createDirectoryFolder?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationCreateDirectoryFolderArgs, 'name' | 'tree'>>;
  deleteImage?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationDeleteImageArgs, 'id'>>;
  deleteRelatedFile?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationDeleteRelatedFileArgs, 'relationshipId'>>;
  importFiles?: Resolver<ResolversTypes['ImportResult'], ParentType, ContextType, RequireFields<MutationImportFilesArgs, 'columns' | 'dryRun' | 'firstRow' | 'matchBy' | 'rows' | 'schemaId'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logoutEverywhere?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType>;
  moveDirectoryEntry?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationMoveDirectoryEntryArgs, 'directoryId' | 'position' | 'tree'>>;
  moveFilesToFolder?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationMoveFilesToFolderArgs, 'fileIds' | 'keepPlaces'>>;
  moveFilesToRecycleBin?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationMoveFilesToRecycleBinArgs, 'fileIds'>>;
  moveToRecycleBin?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationMoveToRecycleBinArgs, 'directoryId' | 'tree'>>;
  removeItemFromDirectory?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationRemoveItemFromDirectoryArgs, 'directoryId'>>;
  renameDirectoryEntry?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationRenameDirectoryEntryArgs, 'directoryId' | 'name' | 'tree'>>;
  renewToken?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType>;
  restoreFromRecycleBin?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationRestoreFromRecycleBinArgs, 'directoryId' | 'tree'>>;
  restoreRevision?: Resolver<ResolversTypes['RestoreResult'], ParentType, ContextType, RequireFields<MutationRestoreRevisionArgs, 'id'>>;
  saveFile?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationSaveFileArgs, 'file'>>;
  saveSchema?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationSaveSchemaArgs, 'schema'>>;
  setDirectoryEntryVisibility?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationSetDirectoryEntryVisibilityArgs, 'directoryId' | 'isVisible' | 'tree'>>;
  setFileParents?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationSetFileParentsArgs, 'directoryId' | 'parentIds' | 'tree'>>;
  updateDirectory?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationUpdateDirectoryArgs, 'directory' | 'frontEndType' | 'tree'>>;
  updateFile?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationUpdateFileArgs, 'data'>>;
  updateRecycleBin?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationUpdateRecycleBinArgs, 'frontEndType' | 'recycleBin' | 'tree'>>;
  updateRelatedFiles?: Resolver<ResolversTypes['WriteResult'], ParentType, ContextType, RequireFields<MutationUpdateRelatedFilesArgs, 'data'>>;
  updateSchema?: Resolver<ResolversTypes['UpdateSchemaResult'], ParentType, ContextType, RequireFields<MutationUpdateSchemaArgs, 'schema'>>;
  uploadImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType, RequireFields<MutationUploadImageArgs, 'elementId' | 'fileId' | 'image'>>;
};

export type OverviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Overview'] = ResolversParentTypes['Overview']> = {
  fileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  folderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentFiles?: Resolver<Array<ResolversTypes['RecentFile']>, ParentType, ContextType>;
  schemaCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditTrail?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<QueryAuditTrailArgs, 'limit' | 'offset'>>;
  auditUsers?: Resolver<Array<ResolversTypes['AuditUser']>, ParentType, ContextType>;
  filesByFileIds?: Resolver<Array<ResolversTypes['FileData']>, ParentType, ContextType, RequireFields<QueryFilesByFileIdsArgs, 'fileIds'>>;
  filesOfSchema?: Resolver<ResolversTypes['FileTablePage'], ParentType, ContextType, RequireFields<QueryFilesOfSchemaArgs, 'filter' | 'first' | 'schemaId'>>;
  getDirectoryFolderToLoggedInClient?: Resolver<ResolversTypes['DirectoryResponse'], ParentType, ContextType, RequireFields<QueryGetDirectoryFolderToLoggedInClientArgs, 'frontEndType'>>;
  history?: Resolver<Array<ResolversTypes['Revision']>, ParentType, ContextType, RequireFields<QueryHistoryArgs, 'first' | 'objectId'>>;
  overview?: Resolver<ResolversTypes['Overview'], ParentType, ContextType, RequireFields<QueryOverviewArgs, 'recentLimit'>>;
  queryFileData?: Resolver<ResolversTypes['FileData'], ParentType, ContextType, RequireFields<QueryQueryFileDataArgs, 'id'>>;
  recycleBin?: Resolver<ResolversTypes['RecycleBinResponse'], ParentType, ContextType, RequireFields<QueryRecycleBinArgs, 'frontEndType'>>;
  revision?: Resolver<ResolversTypes['RevisionDetail'], ParentType, ContextType, RequireFields<QueryRevisionArgs, 'id'>>;
  ruleViolations?: Resolver<Array<ResolversTypes['RuleViolation']>, ParentType, ContextType, RequireFields<QueryRuleViolationsArgs, 'schemaId'>>;
  schema?: Resolver<Array<ResolversTypes['Schema']>, ParentType, ContextType>;
  schemaDirectory?: Resolver<ResolversTypes['DirectoryResponse'], ParentType, ContextType, RequireFields<QuerySchemaDirectoryArgs, 'frontEndType'>>;
  schemaRecycleBin?: Resolver<ResolversTypes['RecycleBinResponse'], ParentType, ContextType, RequireFields<QuerySchemaRecycleBinArgs, 'frontEndType'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'limit' | 'query'>>;
};

export type RecentFileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecentFile'] = ResolversParentTypes['RecentFile']> = {
  directoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schemaId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecycleBinResponseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecycleBinResponse'] = ResolversParentTypes['RecycleBinResponse']> = {
  filter?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  flat?: Resolver<Array<ResolversTypes['RecycleBinRow']>, ParentType, ContextType>;
  nested?: Resolver<Array<ResolversTypes['RecycleBinRow']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecycleBinRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecycleBinRow'] = ResolversParentTypes['RecycleBinRow']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recycleBin?: Resolver<ResolversTypes['DirectoryItem'], ParentType, ContextType>;
};

export type RelatedFileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RelatedFile'] = ResolversParentTypes['RelatedFile']> = {
  elementId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationshipId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RestoreResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RestoreResult'] = ResolversParentTypes['RestoreResult']> = {
  orphaned?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RevisionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Revision'] = ResolversParentTypes['Revision']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['TreeEntryChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RevisionObjectKind'], ParentType, ContextType>;
  moreEntries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RevisionDetailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RevisionDetail'] = ResolversParentTypes['RevisionDetail']> = {
  comparison?: Resolver<Array<ResolversTypes['FieldComparison']>, ParentType, ContextType>;
  currentVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  elements?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Revision'], ParentType, ContextType>;
};

export type RuleViolationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RuleViolation'] = ResolversParentTypes['RuleViolation']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  elementId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['RuleViolationFile']>, ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RuleViolationFileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RuleViolationFile'] = ResolversParentTypes['RuleViolationFile']> = {
  directoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaveResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SaveResult'] = ResolversParentTypes['SaveResult']> = {
  directoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SchemaResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Schema'] = ResolversParentTypes['Schema']> = {
  elements?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchGroupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = {
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  directoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  snippet?: Resolver<Maybe<ResolversTypes['SearchSnippet']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleMarks?: Resolver<Array<ResolversTypes['TextMark']>, ParentType, ContextType>;
  tree?: Resolver<ResolversTypes['DirectoryTree'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  files?: Resolver<ResolversTypes['SearchGroup'], ParentType, ContextType>;
  folders?: Resolver<ResolversTypes['SearchGroup'], ParentType, ContextType>;
  schemas?: Resolver<ResolversTypes['SearchGroup'], ParentType, ContextType>;
};

export type SearchSnippetResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchSnippet'] = ResolversParentTypes['SearchSnippet']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marks?: Resolver<Array<ResolversTypes['TextMark']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TextMarkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TextMark'] = ResolversParentTypes['TextMark']> = {
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TreeEntryChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TreeEntryChange'] = ResolversParentTypes['TreeEntryChange']> = {
  canPutBack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['EntryPlace']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TreeChangeKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['EntryPlace']>, ParentType, ContextType>;
};

export type UpdateSchemaResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateSchemaResult'] = ResolversParentTypes['UpdateSchemaResult']> = {
  data?: Resolver<Maybe<ResolversTypes['Schema']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WriteResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WriteResult'] = ResolversParentTypes['WriteResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AuditEvent?: AuditEventResolvers<ContextType>;
  AuditUser?: AuditUserResolvers<ContextType>;
  DirectoryItem?: DirectoryItemResolvers<ContextType>;
  DirectoryResponse?: DirectoryResponseResolvers<ContextType>;
  DirectoryRow?: DirectoryRowResolvers<ContextType>;
  EntryPlace?: EntryPlaceResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FieldComparison?: FieldComparisonResolvers<ContextType>;
  File?: GraphQLScalarType;
  FileData?: FileDataResolvers<ContextType>;
  FileTableCell?: FileTableCellResolvers<ContextType>;
  FileTableColumn?: FileTableColumnResolvers<ContextType>;
  FileTablePage?: FileTablePageResolvers<ContextType>;
  FileTableRow?: FileTableRowResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImportProblem?: ImportProblemResolvers<ContextType>;
  ImportResult?: ImportResultResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Overview?: OverviewResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecentFile?: RecentFileResolvers<ContextType>;
  RecycleBinResponse?: RecycleBinResponseResolvers<ContextType>;
  RecycleBinRow?: RecycleBinRowResolvers<ContextType>;
  RelatedFile?: RelatedFileResolvers<ContextType>;
  RestoreResult?: RestoreResultResolvers<ContextType>;
  Revision?: RevisionResolvers<ContextType>;
  RevisionDetail?: RevisionDetailResolvers<ContextType>;
  RuleViolation?: RuleViolationResolvers<ContextType>;
  RuleViolationFile?: RuleViolationFileResolvers<ContextType>;
  SaveResult?: SaveResultResolvers<ContextType>;
  Schema?: SchemaResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchSnippet?: SearchSnippetResolvers<ContextType>;
  TextMark?: TextMarkResolvers<ContextType>;
  TreeEntryChange?: TreeEntryChangeResolvers<ContextType>;
  UpdateSchemaResult?: UpdateSchemaResultResolvers<ContextType>;
  WriteResult?: WriteResultResolvers<ContextType>;
};

