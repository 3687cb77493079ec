import { Box, Text } from '@chakra-ui/react';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { SerializedEditorState } from 'lexical';
import { useState } from 'react';
import { isSafeUrl } from '../../../../domain/file/rich-text';
import { t } from '../../../lib/messages/t';
import { ENTRY_FIELD_ATTRIBUTE } from '../focus-next-field';
import { readableState } from './readable-state';
import { RICH_TEXT_NODES } from './rich-text-nodes';
import { RICH_TEXT_CSS, RICH_TEXT_THEME } from './rich-text-theme';
import { RichTextToolbar } from './rich-text-toolbar';
import { SafeLinksPlugin } from './safe-links-plugin';
import { toolbarButtons } from './toolbar-items';
import { useDebouncedSave } from './use-debounced-save';

/** Rich text saves this long after the last keystroke (the spec's debounce). */
const RICH_TEXT_SAVE_DELAY_MS = 500;

export interface RichTextEditorProps {
  /** The stored value: Lexical editor state JSON. Read once; the editor owns the text afterwards. */
  value: unknown;
  labelId: string;
  caption: string;
  /** The element's `toolbar.toolbar` items. */
  toolbar: readonly string[];
  disabled: boolean;
  simplified: boolean;
  onSave: (state: SerializedEditorState) => void;
}

/** A Lexical editor; its state is rendered by Lexical from JSON, never from stored HTML. */
export function RichTextEditor({
  value,
  labelId,
  caption,
  toolbar,
  disabled,
  simplified,
  onSave,
}: RichTextEditorProps) {
  const [initial] = useState(() => readableState(value));
  const { schedule } = useDebouncedSave(onSave, RICH_TEXT_SAVE_DELAY_MS);
  const buttons = toolbarButtons(toolbar);

  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'alloy-file',
        nodes: RICH_TEXT_NODES,
        theme: RICH_TEXT_THEME,
        editable: !disabled,
        editorState: initial.json,
        onError: (error) => console.error(error),
      }}
    >
      {initial.unreadable ? (
        <Text role="status" color="fg.warning" fontSize="sm">
          {t('file.richText.unreadable')}
        </Text>
      ) : null}
      <Box
        borderWidth="1px"
        borderRadius="md"
        css={RICH_TEXT_CSS}
        _focusWithin={{ borderColor: 'blue.focusRing' }}
      >
        {simplified || buttons.length === 0 ? null : (
          <RichTextToolbar
            buttons={buttons}
            label={t('file.richText.toolbar', { label: caption })}
            disabled={disabled}
          />
        )}
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              {...{ [ENTRY_FIELD_ATTRIBUTE]: '' }}
              aria-labelledby={labelId}
              aria-multiline
              style={{ minHeight: simplified ? '3rem' : '8rem', padding: '0.5rem 0.75rem', outline: 'none' }}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </Box>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isSafeUrl} />
      <SafeLinksPlugin />
      <OnChangePlugin ignoreSelectionChange onChange={(editorState) => schedule(editorState.toJSON())} />
    </LexicalComposer>
  );
}
