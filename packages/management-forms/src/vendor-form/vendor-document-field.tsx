// A document of a vendor chosen for one field (a certificate, the W-9): one of its uploaded documents, or a
// new file uploaded here. Uploads hang on the saved vendor, so a new vendor's field waits for the first save.
import { ACCEPT, type Attachment } from '@hangar/contracts';
import { Button, Field, SimpleSelect, ErrorText } from '@hangar/ui';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useOperation, type ResourceQuery } from '../data';
import { downloadFile } from '../attachments/use-file-url';
import { vendorDocumentsParams } from './vendor-form-rules';

const NONE = 'none';

/** A vendor's documents (null before it is saved), read once for every document field of the form. */
export function useVendorDocuments(vendorID: number | undefined): ResourceQuery<{ items: Attachment[] }> {
  return useOperation('Attachments_list', vendorID === undefined ? null : vendorDocumentsParams(vendorID));
}

export type VendorDocumentFieldProps = {
  /** The field's label ("Certificate document", "W-9"). */
  label: string;
  /** What a new file is (in the upload button's name and the hint): "certificate", "W-9". */
  noun: string;
  /** The chosen document's id, or null. */
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  /** The saved vendor's id; without it nothing can be uploaded yet. */
  vendorID: number | undefined;
  documents: ResourceQuery<{ items: Attachment[] }>;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string;
  slot: string;
};

/**
 * A select of the vendor's documents ("None" first) and an "Upload" button that sends a file to the vendor's
 * documents and chooses it. Before the vendor is saved both wait, and a hint says why.
 */
export function VendorDocumentField({
  label,
  noun,
  value,
  onChange,
  onBlur,
  vendorID,
  documents,
  disabled,
  readOnly,
  error,
  slot,
}: VendorDocumentFieldProps) {
  const provider = useDataProvider();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const items = documents.data?.items ?? [];
  const chosen = items.find((d) => d.id === value);
  const unsaved = vendorID === undefined;
  const options = [
    { value: NONE, label: 'None' },
    ...items.map((d) => ({ value: String(d.id), label: d.fileName })),
    // A document the list does not hold (yet, or any more) still shows as chosen.
    ...(value && !chosen ? [{ value: String(value), label: `Document ${value}` }] : []),
  ];

  async function send(file: File) {
    if (vendorID === undefined) return;
    setRefusal(null);
    setUploading(file.name);
    const result = await provider
      .upload('Attachments_upload', vendorDocumentsParams(vendorID), file)
      .catch((e: unknown) => ({
        ok: false as const,
        message: e instanceof Error ? e.message : 'Server error',
      }));
    setUploading(null);
    if (!result.ok) {
      setRefusal(`${file.name} was not uploaded: ${result.message}`);
      return;
    }
    await documents.mutate();
    onChange(result.data.id);
  }

  async function download(document: Attachment) {
    setRefusal(null);
    const failed = await downloadFile(provider.fetchFile?.bind(provider), document.url, document.fileName);
    if (failed) setRefusal(`${document.fileName} could not be downloaded: ${failed}`);
  }

  const hint = unsaved
    ? `Save the vendor first; then its ${noun} can be uploaded here.`
    : readOnly
      ? undefined
      : `Choose one of the vendor’s documents, or upload the ${noun} (a PDF or an image).`;

  return (
    <div data-slot={slot} className="grid min-w-0 gap-2">
      <Field label={label} error={error}>
        <SimpleSelect
          aria-describedby={hint ? hintId : undefined}
          options={options}
          value={value ? String(value) : NONE}
          onValueChange={(next) => onChange(next === NONE ? null : Number(next))}
          onOpenChange={(open) => !open && onBlur?.()}
          disabled={disabled || unsaved}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        {!readOnly && (
          <>
            <Button
              data-slot={`${slot}-upload`}
              type="button"
              variant="outline"
              size="sm"
              disabled={disabled || unsaved || uploading !== null}
              aria-describedby={hint ? hintId : undefined}
              onClick={() => input.current?.click()}
            >
              <Upload aria-hidden="true" />
              Upload {noun}
            </Button>
            <input
              ref={input}
              data-slot={`${slot}-file`}
              type="file"
              accept={ACCEPT.document}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file);
              }}
            />
          </>
        )}
        {chosen && (
          <Button type="button" variant="ghost" size="sm" onClick={() => void download(chosen)}>
            Download<span className="sr-only"> {chosen.fileName}</span>
          </Button>
        )}
      </div>
      {hint && (
        <p id={hintId} data-slot={`${slot}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {uploading ? `Uploading ${uploading}…` : ''}
      </p>
      <ErrorText>{refusal}</ErrorText>
    </div>
  );
}
