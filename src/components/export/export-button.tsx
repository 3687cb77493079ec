import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ExportProgress } from './export-progress';
import { type ExportRequest, useExportDownload } from './use-export-download';

interface ExportButtonProps extends ExportRequest {
  icon: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md';
}

/** A button that downloads an export, and its progress with a way to stop it while it runs. */
export function ExportButton({ icon, children, size = 'sm', ...request }: ExportButtonProps) {
  const download = useExportDownload();
  if (download.progress) return <ExportProgress progress={download.progress} onCancel={download.cancel} />;
  return (
    <Button variant="outline" size={size} onClick={() => void download.start(request)}>
      {icon}
      {children}
    </Button>
  );
}
