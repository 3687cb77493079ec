import { useMutation } from '@tanstack/react-query';
import type { ClientError } from 'graphql-request';
import { readTokenCookie } from '../lib/auth/token-storage';
import { graphQLErrors } from '../lib/graphql/error-codes';
import { UploadImageDocument, type UploadImageMutation } from '../lib/graphql/generated/graphql';
import type { MessageKey } from '../lib/messages/de';
import { t } from '../lib/messages/t';
import { notify } from '../lib/notify';

export interface ImageUpload {
  fileId: string;
  /** The Image element the image is for. */
  elementId: string;
  image: File;
}

export type UploadedImage = UploadImageMutation['uploadImage'];

/** Why the server refused an image (`extensions.reason`), in the user's words. */
const REFUSALS: Record<string, MessageKey> = {
  'too-large': 'file.image.tooLarge',
  empty: 'file.image.empty',
  'unsupported-type': 'file.image.unsupported',
  'type-mismatch': 'file.image.mismatch',
  'not-accepted': 'file.image.notAccepted',
};

export function uploadRefusalMessage(error: unknown): string {
  const reason = graphQLErrors(error)[0]?.extensions?.reason;
  const key = typeof reason === 'string' ? REFUSALS[reason] : undefined;
  return t(key ?? 'file.image.failed');
}

/**
 * graphql-request sends JSON only, so the image goes as a GraphQL multipart request
 * (operations, map, then the file part), which graphql-yoga reads natively.
 */
export async function uploadImage({ fileId, elementId, image }: ImageUpload): Promise<UploadedImage> {
  const query = String(UploadImageDocument);
  const variables = { fileId, elementId, image: null };
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, operationName: 'UploadImage', variables }));
  form.set('map', JSON.stringify({ 0: ['variables.image'] }));
  form.set('0', image, image.name);
  const response = await fetch(new URL('/', window.location.origin), {
    method: 'POST',
    headers: {
      authorization: readTokenCookie() ?? '',
      accept: 'application/graphql-response+json, application/json',
    },
    body: form,
  });
  const text = await response.text();
  const body = (() => {
    try {
      return JSON.parse(text) as {
        data?: UploadImageMutation | null;
        errors?: ClientError['response']['errors'];
      };
    } catch {
      return {};
    }
  })();
  if (body.errors?.length || !body.data) {
    const { ClientError } = await import('graphql-request');
    throw new ClientError(
      { status: response.status, headers: response.headers, body: text, errors: body.errors },
      { query, variables },
    );
  }
  return body.data.uploadImage;
}

/** Uploads an image; a refusal is told in the user's words. */
export function useUploadImageMutation() {
  return useMutation({
    mutationFn: uploadImage,
    onError: (error) => notify({ message: uploadRefusalMessage(error), tone: 'negative' }),
  });
}
