import { Box, Button, Field, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { MODEL_VALUE_KEY } from '../../../../domain/file/types';
import { rulesOf } from '../../../../domain/rules/field-rules';
import { valueProblems } from '../../../../domain/rules/value-rules';
import { useUploadImageMutation } from '../../../api/upload-image-mutation';
import { t } from '../../../lib/messages/t';
import { formatByteSize } from '../../../lib/rules/byte-size';
import { useFileForm } from '../file-form-context';
import { acceptedImageTypes, formatNames, MAX_IMAGE_BYTES } from '../image-formats';
import { fieldCaption } from './field-caption';
import { problemText, useFieldDescription, useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

/**
 * An uploaded image: preview, replace and remove. The field stores the image's id. An image larger than the
 * element allows is refused before it is sent, and a required image is not removed; the field says why.
 */
export function ImageField({ element, entry }: FieldProps) {
  const { fileId, save, simplified } = useFileForm();
  const upload = useUploadImageMutation();
  const picker = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const caption = fieldCaption(element);
  const disabled = element.props.state?.disable === true;
  const accepted = acceptedImageTypes(element.props.behavior?.accept);
  const stored = entry?.[MODEL_VALUE_KEY];
  const imageId = typeof stored === 'string' && stored !== '' ? stored : null;
  const rules = rulesOf(element);
  const maxBytes = Math.min(rules.maxBytes ?? MAX_IMAGE_BYTES, MAX_IMAGE_BYTES);
  // What the user just tried that the rules refuse; the next try says anew.
  const [refused, setRefused] = useState<string | null>(null);
  const fieldMessage = useFieldMessage(element, null);
  const message = refused ?? fieldMessage;
  const { ids, describedBy } = useFieldDescription(!simplified, message);

  // A replaced or removed image stays with the file (it goes when the file does): its history shows it and
  // can restore it.
  const replaceWith = (nextId: string | null) =>
    save({ elementId: element.elementId, [MODEL_VALUE_KEY]: nextId });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes) {
      setRefused(t('rules.value.imageSize', { limit: formatByteSize(maxBytes) }));
      return;
    }
    setRefused(null);
    const image = await upload
      .mutateAsync({ fileId, elementId: element.elementId, image: file })
      .catch(() => null);
    if (image) await replaceWith(image.id);
  };
  const remove = () => {
    const [problem] = valueProblems(element, null);
    setRefused(problem ? problemText(element, problem) : null);
    if (!problem) void replaceWith(null);
  };

  return (
    <Field.Root
      disabled={disabled}
      invalid={message !== null}
      required={rules.required === true}
      ids={ids}
      orientation={simplified ? 'horizontal' : 'vertical'}
    >
      <Field.Label htmlFor={inputId}>
        {caption}
        <Field.RequiredIndicator />
      </Field.Label>
      <Stack gap="2" width="100%">
        {imageId ? (
          <Box borderWidth="1px" borderRadius="md" padding="2" width="fit-content" bg="bg.subtle">
            <Image
              src={`/images/${encodeURIComponent(imageId)}`}
              alt={t('file.image.preview', { label: caption })}
              maxHeight={simplified ? '16' : '48'}
              maxWidth="100%"
              objectFit="contain"
            />
          </Box>
        ) : (
          <Text color="fg.muted">{t('file.image.none')}</Text>
        )}
        <input
          ref={picker}
          id={inputId}
          type="file"
          accept={accepted.join(',')}
          disabled={disabled || upload.isPending}
          aria-describedby={describedBy}
          hidden
          onChange={(event) => {
            const input = event.currentTarget;
            void choose(input.files?.[0]).finally(() => {
              input.value = '';
            });
          }}
        />
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={disabled || upload.isPending}
            aria-describedby={describedBy}
            onClick={() => picker.current?.click()}
          >
            {upload.isPending ? <Spinner size="xs" /> : <LuImagePlus aria-hidden="true" />}
            {upload.isPending
              ? t('file.image.uploading')
              : t(imageId ? 'file.image.replace' : 'file.image.upload')}
          </Button>
          {imageId ? (
            <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={remove}>
              <LuTrash2 aria-hidden="true" />
              {t('file.image.remove')}
            </Button>
          ) : null}
        </HStack>
        {simplified ? null : (
          <Field.HelperText>
            {t('rules.image.formats', { formats: formatNames(accepted), limit: formatByteSize(maxBytes) })}
          </Field.HelperText>
        )}
        {message ? <Field.ErrorText color="red.fg">{message}</Field.ErrorText> : null}
      </Stack>
    </Field.Root>
  );
}
