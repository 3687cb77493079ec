import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { MODEL_VALUE_KEY } from '../../../../domain/file/types';
import { t } from '../../../lib/messages/t';
import { useFileForm } from '../file-form-context';
import { loadedRichTextEditor, loadRichTextEditor } from '../rich-text/load-rich-text-editor';
import { fieldCaption } from './field-caption';
import type { FieldProps } from './field-props';

const LazyRichTextEditor = lazy(() =>
  loadRichTextEditor().then((module) => ({ default: module.RichTextEditor })),
);

export function WysiwygField({ element, entry }: FieldProps) {
  const { save, simplified } = useFileForm();
  const labelId = useId();
  // Loaded already (the file's route starts it), the editor shows at once; chosen once, so it never remounts.
  const [RichTextEditor] = useState(() => loadedRichTextEditor() ?? LazyRichTextEditor);
  const caption = fieldCaption(element);
  const hint = element.props.content?.hint;
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {caption}
      </Text>
      <Suspense
        fallback={
          <HStack gap="2" color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text>{t('file.richText.loading')}</Text>
          </HStack>
        }
      >
        <RichTextEditor
          value={entry?.[MODEL_VALUE_KEY]}
          labelId={labelId}
          caption={caption}
          toolbar={element.props.toolbar?.toolbar ?? []}
          disabled={element.props.state?.disable === true}
          simplified={simplified}
          onSave={(state) => void save({ elementId: element.elementId, [MODEL_VALUE_KEY]: state })}
        />
      </Suspense>
      {!simplified && hint ? (
        <Text color="fg.muted" textStyle="xs">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
