// A file of the API (a receipt, a statement) saved by the browser: fetched through the provider's `fetchFile`
// with the session's credentials when it has one, else opened by its URL.
import { Button, buttonVariants } from '@hangar/ui';
import { useState, type ReactNode } from 'react';
import { downloadFile } from '../attachments/use-file-url';
import { useDataProvider } from '../data';

export function FileDownload({
  url,
  fileName,
  label,
  children,
  slot,
  variant = 'outline',
}: {
  /** The file's path under `/api`, as `operationRequest` gives it. */
  url: string;
  fileName: string;
  /** The accessible name, when the visible text is short ("Receipt"). */
  label?: string;
  children: ReactNode;
  slot: string;
  variant?: 'outline' | 'ghost';
}) {
  const provider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setFailure(null);
    const refusal = await downloadFile(provider.fetchFile?.bind(provider), url, fileName);
    setBusy(false);
    if (refusal) setFailure(`${fileName} could not be downloaded: ${refusal}`);
  }
  return (
    <span data-slot={slot} className="inline-grid justify-items-end gap-1">
      {provider.fetchFile ? (
        <Button
          type="button"
          size="sm"
          variant={variant}
          aria-label={label}
          disabled={busy}
          onClick={() => void download()}
        >
          {children}
        </Button>
      ) : (
        <a
          className={buttonVariants({ size: 'sm', variant })}
          href={url}
          download={fileName}
          aria-label={label}
        >
          {children}
        </a>
      )}
      <span role="alert" className="text-xs text-destructive empty:hidden">
        {failure ?? ''}
      </span>
    </span>
  );
}
