import { z } from 'zod';
import { IMAGE_MIME_TYPES } from '../schema/types';

/** The name and version of Alloy's client bundle (`npm run export`, `npm run import`). */
export const BUNDLE_FORMAT = 'alloy-bundle';
export const BUNDLE_VERSION = 1;

/** The two kinds of trees a bundle holds per front-end type. */
export const BUNDLE_TREES = ['DATA', 'SCHEMA'] as const;

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
});

export type Bundle = z.infer<typeof bundleSchema>;
export type BundleSchema = z.infer<typeof bundleSchemaSchema>;
export type BundleFile = z.infer<typeof bundleFileSchema>;
export type BundleImage = z.infer<typeof bundleImageSchema>;
export type BundleTree = z.infer<typeof bundleTreeSchema>;
