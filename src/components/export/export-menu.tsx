import { Button, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { ExportProgress } from './export-progress';
import { type ExportRequest, useExportDownload } from './use-export-download';

export interface ExportChoice extends ExportRequest {
  /** The menu entry's text, e.g. `Als CSV`. */
  label: string;
}

interface ExportMenuProps {
  /** The button's text, e.g. `Auswahl exportieren`. */
  label: string;
  icon: ReactNode;
  choices: ExportChoice[];
  disabled?: boolean;
}

/** A button offering one export in several formats, and the chosen one's progress while it runs. */
export function ExportMenu({ label, icon, choices, disabled }: ExportMenuProps) {
  const download = useExportDownload();
  if (download.progress) return <ExportProgress progress={download.progress} onCancel={download.cancel} />;
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {icon}
          {label}
          <LuChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {choices.map((choice) => (
              <Menu.Item key={choice.href} value={choice.href} onSelect={() => void download.start(choice)}>
                {choice.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
