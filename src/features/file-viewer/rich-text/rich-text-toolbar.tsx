import { HStack, IconButton } from '@chakra-ui/react';
import { $toggleLink } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import { type ReactNode, useEffect, useState } from 'react';
import {
  LuBold,
  LuHeading2,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuRedo2,
  LuStrikethrough,
  LuUnderline,
  LuUndo2,
} from 'react-icons/lu';
import { t } from '../../../lib/messages/t';
import { $activeFormats, type ActiveFormats, NO_FORMATS } from './active-formats';
import { LinkEditor } from './link-editor';
import { BUTTON_LABELS, type ToolbarButton } from './toolbar-items';

const ICONS: Record<ToolbarButton, ReactNode> = {
  bold: <LuBold />,
  italic: <LuItalic />,
  underline: <LuUnderline />,
  strikethrough: <LuStrikethrough />,
  heading: <LuHeading2 />,
  bulletedList: <LuList />,
  numberedList: <LuListOrdered />,
  link: <LuLink />,
  undo: <LuUndo2 />,
  redo: <LuRedo2 />,
};

const TEXT_FORMATS = ['bold', 'italic', 'underline', 'strikethrough'] as const;

function pressed(button: ToolbarButton, active: ActiveFormats): boolean | undefined {
  if ((TEXT_FORMATS as readonly string[]).includes(button))
    return active[button as keyof ActiveFormats] === true;
  if (button === 'heading') return active.heading;
  if (button === 'bulletedList') return active.list === 'bullet';
  if (button === 'numberedList') return active.list === 'number';
  if (button === 'link') return active.link;
  return undefined;
}

interface RichTextToolbarProps {
  buttons: readonly ToolbarButton[];
  label: string;
  disabled: boolean;
}

/** The formatting buttons the element configures; each shows whether the selection has its format. */
export function RichTextToolbar({ buttons, label, disabled }: RichTextToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState<ActiveFormats>(NO_FORMATS);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  // The selection to link, kept while focus is in the address field.
  const [linking, setLinking] = useState<{ selection: BaseSelection | null } | null>(null);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          editorState.read(() => setActive($activeFormats()));
        }),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (payload) => {
            setCanUndo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (payload) => {
            setCanRedo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );

  const run = (button: ToolbarButton) => {
    switch (button) {
      case 'bold':
      case 'italic':
      case 'underline':
      case 'strikethrough':
        editor.dispatchCommand(FORMAT_TEXT_COMMAND, button);
        break;
      case 'heading':
        editor.update(() => {
          const selection = $getSelection();
          if ($isRangeSelection(selection)) {
            $setBlocksType(selection, () =>
              active.heading ? $createParagraphNode() : $createHeadingNode('h2'),
            );
          }
        });
        break;
      case 'bulletedList':
        editor.dispatchCommand(
          active.list === 'bullet' ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND,
          undefined,
        );
        break;
      case 'numberedList':
        editor.dispatchCommand(
          active.list === 'number' ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
          undefined,
        );
        break;
      case 'link':
        setLinking({ selection: editor.getEditorState().read(() => $getSelection()?.clone() ?? null) });
        break;
      case 'undo':
        editor.dispatchCommand(UNDO_COMMAND, undefined);
        break;
      case 'redo':
        editor.dispatchCommand(REDO_COMMAND, undefined);
        break;
    }
  };

  const applyLink = (url: string | null) => {
    const selection = linking?.selection;
    setLinking(null);
    editor.update(() => {
      if (selection) $setSelection(selection.clone());
      $toggleLink(url);
    });
    editor.focus();
  };

  const enabled = (button: ToolbarButton) => {
    if (button === 'undo') return canUndo;
    if (button === 'redo') return canRedo;
    return true;
  };

  return (
    <>
      <HStack role="toolbar" aria-label={label} gap="1" padding="1" borderBottomWidth="1px" wrap="wrap">
        {buttons.map((button) => (
          <IconButton
            key={button}
            aria-label={t(BUTTON_LABELS[button])}
            aria-pressed={pressed(button, active)}
            size="xs"
            variant={pressed(button, active) ? 'subtle' : 'ghost'}
            disabled={disabled || !enabled(button)}
            onClick={() => run(button)}
          >
            {ICONS[button]}
          </IconButton>
        ))}
      </HStack>
      {linking ? (
        <LinkEditor
          onApply={applyLink}
          onCancel={() => {
            setLinking(null);
            editor.focus();
          }}
        />
      ) : null}
    </>
  );
}
