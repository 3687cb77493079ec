/** Dotted keys the spec stores file data under. */
export const MODEL_VALUE_KEY = 'props.model.model-value';
export const PREFIX_KEY = 'props.content.prefix';
export const SUFFIX_KEY = 'props.content.suffix';

/** What a file's id is made of. */
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** One stored value of a file, keyed by the schema element it fills. */
export interface FileDataEntry {
  elementId: string;
  [MODEL_VALUE_KEY]: unknown;
  [PREFIX_KEY]?: string;
  [SUFFIX_KEY]?: string;
}

export interface RelatedFileLink {
  /** A directory entry id of the related file (for `/DataEditor/{id}`), null when in no folder. */
  id: string | null;
  fileId: string;
  relationshipId: string;
  /** 1-based. */
  position: number;
  label: string;
  elementId: string | null;
}
