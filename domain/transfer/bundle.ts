import { z } from 'zod';
import { entryIdSchema, entryNameSchema } from '../directory/directory-input';
import { TREE_DEPTH } from '../directory/types';
import { IMAGE_MIME_TYPES } from '../schema/types';

/** The name and version of Alloy's client bundle (`npm run export`, `npm run import`). */
export const BUNDLE_FORMAT = 'alloy-bundle';
export const BUNDLE_VERSION = 1;

/**
 * Bounds of transfers over HTTP: the ids one export of files names, the bytes of a bundle sent to the
 * import (larger ones go through `npm run import`).
 */
export const TRANSFER_LIMITS = { exportFileIds: 1_000, importBundleBytes: 64 * 1024 * 1024 } as const;

/** The two kinds of trees a bundle holds per front-end type. */
export const BUNDLE_TREES = ['DATA', 'SCHEMA'] as const;

/**
 * What a bundle holds: a whole `client` (schemas, trees, files, images); some `files` (with their schemas
 * for reference, their images and their places in the data tree, no trees); or `schemas` alone.
 */
export const BUNDLE_SCOPES = ['client', 'files', 'schemas'] as const;
export type BundleScope = (typeof BUNDLE_SCOPES)[number];

const id = z.string().min(1).max(200);

export const bundleSchemaSchema = z.object({
  id,
  label: z.string(),
  metadata: z.record(z.string(), z.unknown()).default({}),
  elements: z.array(z.unknown()).default([]),
  version: z.int().min(1).default(1),
});

export const bundleFileSchema = z.object({
  id,
  schemaId: id,
  label: z.string(),
  data: z.array(z.unknown()).default([]),
  version: z.int().min(1).default(1),
  /** Related files in their order, by file id and the Relationship element (null: none). */
  related: z.array(z.object({ fileId: id, elementId: z.string().nullable().default(null) })).default([]),
});

export const bundleImageSchema = z.object({
  id,
  fileId: id,
  elementId: id,
  contentType: z.enum(IMAGE_MIME_TYPES),
  fileName: z.string().max(255),
  /** The bytes, base64. */
  bytes: z.string(),
});

/**
 * A place of a file in the data tree of the default front-end type: the folders from the top down to the
 * one holding the file (empty: at the top level).
 */
export const bundlePlaceSchema = z.object({
  fileId: id,
  path: z
    .array(z.object({ id: entryIdSchema, name: entryNameSchema }))
    // The file's own entry is one level below its folder.
    .max(TREE_DEPTH.DATA.directory - 1),
});

/** One front-end type's tree of one kind: its directory and recycle bin, nested as the API answers them. */
export const bundleTreeSchema = z.object({
  frontEndType: z.string().min(1).max(64),
  tree: z.enum(BUNDLE_TREES),
  directory: z.array(z.unknown()).default([]),
  recycleBin: z.array(z.unknown()).default([]),
});

export const bundleHeaderSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  version: z.literal(BUNDLE_VERSION),
  /** Older bundles are whole clients. */
  scope: z.enum(BUNDLE_SCOPES).default('client'),
  /** The client the bundle was exported from (informational: an import names its target). */
  client: z.string().optional(),
  exportedAt: z.string().optional(),
});

/** A whole bundle. */
export const bundleSchema = bundleHeaderSchema.extend({
  schemas: z.array(bundleSchemaSchema).default([]),
  trees: z.array(bundleTreeSchema).default([]),
  files: z.array(bundleFileSchema).default([]),
  images: z.array(bundleImageSchema).default([]),
  places: z.array(bundlePlaceSchema).default([]),
});

export type Bundle = z.infer<typeof bundleSchema>;
export type BundleSchema = z.infer<typeof bundleSchemaSchema>;
export type BundleFile = z.infer<typeof bundleFileSchema>;
export type BundleImage = z.infer<typeof bundleImageSchema>;
export type BundleTree = z.infer<typeof bundleTreeSchema>;
export type BundlePlace = z.infer<typeof bundlePlaceSchema>;
