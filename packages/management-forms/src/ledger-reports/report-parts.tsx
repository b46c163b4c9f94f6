// The parts every report screen has: a toolbar of its choices, a table whose last row is the totals, and a
// "Download CSV" button that fetches the CSV with the session's credentials.
import type { OperationName } from '@hangar/contracts';
import { Button, DataTable, type DataTableColumn, type DataTableEmpty } from '@hangar/ui';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { downloadFile } from '../attachments/use-file-url';
import { useDataProvider } from '../data';
import { csvUrl, money } from './report-rules';

/** A cell that is bold on the totals row. */
export function TotalCell({ total, children }: { total: boolean; children: ReactNode }) {
  return total ? <strong className="font-semibold">{children}</strong> : <>{children}</>;
}

/** A right-aligned money column of `field`, bold on the totals row. */
export function amountColumn<Line extends { total: boolean }>(
  field: keyof Line & string,
  header: string,
): DataTableColumn<Line> {
  return {
    id: field,
    header,
    align: 'end',
    cell: (l) => <TotalCell total={l.total}>{money(l[field] as number | null)}</TotalCell>,
  };
}

export type ReportTableProps<Row extends { key: string; total: boolean }> = {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  loading: boolean;
  error?: string;
  onRetry: () => void;
  empty: DataTableEmpty;
  loadingLabel: string;
};

/** A report's table: its rows with the totals row last, and the loading, error and empty states. */
export function ReportTable<Row extends { key: string; total: boolean }>({
  caption,
  columns,
  rows,
  loading,
  error,
  onRetry,
  empty,
  loadingLabel,
}: ReportTableProps<Row>) {
  return (
    <DataTable<Row>
      caption={caption}
      columns={columns}
      data={error ? [] : rows}
      getRowId={(row) => row.key}
      loading={loading}
      loadingLabel={loadingLabel}
      error={error}
      onRetry={onRetry}
      empty={empty}
    />
  );
}

/**
 * "Download CSV": the report's CSV (`format=csv`) through the provider's `fetchFile`, saved as `fileName`; a
 * refusal is said beside the button.
 */
export function DownloadCsv({
  operation,
  params,
  fileName,
  slot,
  disabled,
}: {
  operation: OperationName;
  params: Record<string, unknown>;
  fileName: string;
  slot: string;
  disabled?: boolean;
}) {
  const provider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setFailure(null);
    const refusal = await downloadFile(
      provider.fetchFile?.bind(provider),
      csvUrl(operation, params),
      fileName,
    );
    setBusy(false);
    if (refusal) setFailure(`The CSV could not be downloaded: ${refusal}`);
  }
  return (
    <div data-slot={slot} className="grid justify-items-start gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || busy}
        onClick={() => void download()}
      >
        <Download aria-hidden="true" />
        {busy ? 'Downloading…' : 'Download CSV'}
      </Button>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {failure ?? ''}
      </p>
    </div>
  );
}
