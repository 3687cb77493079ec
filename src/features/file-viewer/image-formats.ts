import { IMAGE_MIME_TYPES, type ImageMimeType } from '../../../domain/schema/types';

/** The names users know the image types by. */
const FORMAT_NAMES: Record<ImageMimeType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
};

/** The types an Image element accepts; one that names none accepts every supported type. */
export function acceptedImageTypes(accept: readonly ImageMimeType[] | undefined): readonly ImageMimeType[] {
  return accept && accept.length > 0 ? accept : IMAGE_MIME_TYPES;
}

export const formatNames = (types: readonly ImageMimeType[]) =>
  types.map((type) => FORMAT_NAMES[type]).join(', ');

/** Larger images are refused by the server; checking first spares the upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
