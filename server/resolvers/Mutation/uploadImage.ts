import { createHash, randomUUID } from 'node:crypto';
import { PERMISSION } from '../../../domain/auth/permissions';
import { rulesOf } from '../../../domain/rules/field-rules';
import { findElement } from '../../../domain/schema/element-ops';
import { IMAGE_MIME_TYPES } from '../../../domain/schema/types';
import { requireViewer } from '../../auth/require-viewer';
import { badInput, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { checkImageBytes, claimsMatch, cleanFileName, MAX_IMAGE_BYTES } from '../../images/image-content';
import { findFile } from '../../repositories/file-repository';
import { insertImage } from '../../repositories/image-repository';
import { findSchema } from '../../repositories/schema-repository';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** What graphql-yoga hands over for a `File` variable of a multipart request. */
interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).arrayBuffer === 'function' &&
  typeof (value as UploadedFile).size === 'number';

type RefusalReason =
  | 'not-a-file'
  | 'empty'
  | 'too-large'
  | 'unsupported-type'
  | 'svg-declarations'
  | 'type-mismatch'
  | 'not-accepted';

const refuse = (reason: RefusalReason, message: string) => badInput(message, { path: 'image', reason });

/** Stores an image for an Image element of a file after checking its real type from the bytes. */
export const uploadImage: MutationResolvers['uploadImage'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.files);
  const client = viewer.client;
  if (!ID_PATTERN.test(args.elementId)) {
    throw badInput('elementId must be 1 to 64 letters, digits, "_" or "-".', { path: 'elementId' });
  }
  const upload = args.image;
  if (!isUploadedFile(upload))
    throw refuse('not-a-file', 'image must be a file part of a multipart request.');
  if (upload.size === 0) throw refuse('empty', 'The image is empty.');
  if (upload.size > MAX_IMAGE_BYTES) {
    throw refuse('too-large', `An image may have at most ${MAX_IMAGE_BYTES} bytes.`);
  }
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const checked = checkImageBytes(bytes);
  if ('refused' in checked) {
    throw checked.refused === 'svg-declarations'
      ? refuse('svg-declarations', 'SVG images with DOCTYPE or ENTITY declarations are not accepted.')
      : refuse('unsupported-type', 'Only PNG, JPEG, WebP, GIF and SVG images are accepted.');
  }
  const contentType = checked.type;
  const fileName = cleanFileName(typeof upload.name === 'string' ? upload.name : '');
  if (!claimsMatch(contentType, fileName, typeof upload.type === 'string' ? upload.type : '')) {
    throw refuse('type-mismatch', `The file holds ${contentType}, which its name or declared type deny.`);
  }

  return ctx.db.transaction(async (tx) => {
    const file = await findFile(tx, client, args.fileId);
    if (!file) throw notFound(`File "${args.fileId}" not found.`);
    const schema = await findSchema(tx, client, file.schemaId);
    const element = schema && findElement(schema.elements, args.elementId);
    if (element?.componentId !== 'Image') {
      throw badInput(`The file's schema has no Image element "${args.elementId}".`, { path: 'elementId' });
    }
    const accepted = element.props.behavior?.accept ?? [];
    if (!(accepted.length > 0 ? accepted : IMAGE_MIME_TYPES).includes(contentType)) {
      throw refuse('not-accepted', `The element accepts ${accepted.join(', ')}, not ${contentType}.`);
    }
    const { maxBytes } = rulesOf(element);
    if (maxBytes !== undefined && bytes.byteLength > maxBytes) {
      throw badInput(`The element takes images of at most ${maxBytes} bytes.`, {
        path: 'image',
        reason: 'too-large',
        rule: 'maxBytes',
        limit: maxBytes,
      });
    }
    const image = await insertImage(
      tx,
      client,
      {
        id: randomUUID(),
        fileId: file.id,
        elementId: element.elementId,
        contentType,
        fileName,
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
      },
      viewer.userId,
    );
    return { ...image, url: `/images/${image.id}` };
  });
};
