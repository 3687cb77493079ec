import type { ImageMimeType } from './types';

/** The names users know the accepted image MIME types by. */
export const IMAGE_FORMAT_NAMES: Record<ImageMimeType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
};
