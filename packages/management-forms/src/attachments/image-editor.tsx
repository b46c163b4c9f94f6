// ImageEditor: crop and turn one image, change its caption, replace its file or delete it.
import {
  ACCEPT,
  CAPTION_MAX,
  DEFAULT_UPLOAD_MAX_BYTES,
  type Attachment,
  type ImageEdit,
} from '@hangar/contracts';
import { Button, Input, Label, ResultCode, styleNonce, useConfirm } from '@hangar/ui';
import { useId, useRef, useState } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { useSWRConfig } from 'swr';
import { operationKey, useDataProvider, useManagementReadOnly, useOperation } from '../data';
import { escapeHtml } from '../lib/escape-html';
import { LoadFailure } from '../lib/screen-states';
import { attachmentLabel, refusalMessage, tooLargeMessage } from './attachment-rules';
import { StoredImage } from './stored-image';
import { useFileUrl } from './use-file-url';
import { cropFromArea, editSourceUrl, turn, type AspectChoice, ASPECTS } from './image-edit-rules';

export type ImageEditorProps = {
  imageID: number;
  /** Shows the image only. */
  readOnly?: boolean;
  /** The largest replacement file, in bytes. */
  maxBytes?: number;
  /** After Save stored the edit (and caption): the page goes back to the owner's images. */
  onSaved: (image: Attachment) => void;
  /** After the image was deleted. */
  onDeleted: (image: Attachment) => void;
  /** Cancel (or Back, read-only): leave without saving. */
  onCancel: (image: Attachment | undefined) => void;
};

/**
 * The page of one image (`imageID`): crop and turn it, change its caption, replace its file or delete it;
 * `onSaved`, `onDeleted` and `onCancel` say where to go next.
 *
 * Reads `GET /ImageID/{id}`; Save sends the caption (`PUT /Attachment/{id}`) when it changed, then the turn
 * and crop (`POST /ImageEdit/{id}`, the crop in fractions of the turned image) when there is one. Replace
 * uploads a new file in place (`PUT /ImageReplace/{id}`, with progress). The crop area moves with the arrow
 * keys once focused; zoom, turns and shape have their own controls. Needs a `ManagementProvider` above it.
 *
 * @example
 * <ImageEditor imageID={12} onSaved={back} onDeleted={back} onCancel={back} />
 */
export function ImageEditor({
  imageID,
  readOnly: readOnlyProp = false,
  maxBytes = DEFAULT_UPLOAD_MAX_BYTES,
  onSaved,
  onDeleted,
  onCancel,
}: ImageEditorProps) {
  const readOnly = useManagementReadOnly() || readOnlyProp;
  const { data: image, error, isLoading, mutate } = useOperation('ImageID', { id: imageID });

  if (error && !image)
    return <LoadFailure slot="image-editor" message={error.message} onRetry={() => void mutate()} />;
  if (isLoading || !image) return <p className="text-sm text-muted-foreground">Loading the image…</p>;
  if (readOnly) {
    return (
      <figure data-slot="image-editor" data-state="read-only" className="grid max-w-3xl gap-3">
        <StoredImage
          src={image.url}
          alt={attachmentLabel(image)}
          className="w-full rounded-lg bg-muted object-contain"
        />
        {image.caption && <figcaption className="text-sm">{image.caption}</figcaption>}
        <div>
          <Button type="button" variant="outline" onClick={() => onCancel(image)}>
            Back
          </Button>
        </div>
      </figure>
    );
  }
  // A new version (saved elsewhere, replaced) starts the edit again.
  return (
    <EditorForm
      key={image.version}
      image={image}
      maxBytes={maxBytes}
      onReplaced={(stored) => void mutate(stored, { revalidate: false })}
      onReload={() => void mutate()}
      onSaved={onSaved}
      onDeleted={onDeleted}
      onCancel={onCancel}
    />
  );
}

function EditorForm({
  image,
  maxBytes,
  onReplaced,
  onReload,
  onSaved,
  onDeleted,
  onCancel,
}: {
  image: Attachment;
  maxBytes: number;
  onReplaced: (image: Attachment) => void;
  onReload: () => void;
  onSaved: (image: Attachment) => void;
  onDeleted: (image: Attachment) => void;
  onCancel: (image: Attachment) => void;
}) {
  const provider = useDataProvider();
  const { mutate } = useSWRConfig();
  const confirm = useConfirm();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState<0 | 90 | 180 | 270>(0);
  const [aspect, setAspect] = useState<AspectChoice>('original');
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [caption, setCaption] = useState(image.caption);
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const [replacing, setReplacing] = useState<{ fileName: string; progress: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const label = attachmentLabel(image);
  const file = useFileUrl(editSourceUrl(image.url));

  const turned = media && (rotation === 90 || rotation === 270);
  const originalAspect = media
    ? turned
      ? media.naturalHeight / media.naturalWidth
      : media.naturalWidth / media.naturalHeight
    : 4 / 3;
  const aspectValue = aspect === 'original' ? originalAspect : ASPECTS[aspect].value;

  function rotate(quarterTurns: 1 | -1) {
    const next = turn(rotation, quarterTurns);
    setRotation(next);
    setCrop({ x: 0, y: 0 });
    setAnnouncement(`Turned ${quarterTurns > 0 ? 'right' : 'left'}; the image is at ${next} degrees.`);
  }

  async function save() {
    setBusy('saving');
    setFailure(null);
    let version = image.version;
    let stored = image;
    if (caption.trim() !== image.caption) {
      const result = await provider.run(
        'Attachment_update',
        { id: image.id },
        {
          caption: caption.trim(),
          showInListing: image.showInListing,
          version,
        },
      );
      if (!result.ok) {
        setBusy(null);
        return setFailure({ message: result.message, conflict: Boolean(result.conflict) });
      }
      stored = result.data;
      version = result.data.version;
    }
    const edit: ImageEdit = { rotate: rotation, crop: cropFromArea(area, aspect, zoom), version };
    if (edit.rotate !== 0 || edit.crop) {
      const result = await provider.run('ImageEdit', { id: image.id }, edit);
      if (!result.ok) {
        setBusy(null);
        // The caption may have been stored: read the image again so its version is right.
        if (stored !== image) void mutate(operationKey('ImageID', { id: image.id }));
        return setFailure({ message: result.message, conflict: Boolean(result.conflict) });
      }
      stored = result.data;
    }
    await mutate(operationKey('ImageID', { id: image.id }), stored, { revalidate: false });
    setBusy(null);
    onSaved(stored);
  }

  async function remove() {
    const answer = await confirm({
      title: 'Delete image?',
      message: `<p><b>${escapeHtml(label)}</b> will be deleted.</p>`,
      buttons: ['Yes', 'No'],
      destructive: true,
    });
    if (answer !== ResultCode.Yes) return;
    setBusy('deleting');
    setFailure(null);
    const result = await provider.run('Attachment_delete', { id: image.id });
    setBusy(null);
    if (result.ok) onDeleted(image);
    else setFailure({ message: result.message, conflict: false });
  }

  async function replace(file: File) {
    setFailure(null);
    const tooLarge = tooLargeMessage(file.name, file.size, maxBytes);
    if (tooLarge) return setFailure({ message: tooLarge, conflict: false });
    setReplacing({ fileName: file.name, progress: 0 });
    const result = await provider.upload(
      'ImageReplace',
      { id: image.id, version: image.version },
      file,
      (fraction) => setReplacing((r) => r && { ...r, progress: Math.max(r.progress, fraction) }),
    );
    setReplacing(null);
    if (!result.ok)
      return setFailure({ message: refusalMessage(file.name, result.message), conflict: false });
    setAnnouncement(`The image is replaced with ${file.name}.`);
    onReplaced(result.data);
  }

  const disabled = busy !== null || replacing !== null;
  const dirty = rotation !== 0 || zoom > 1 || aspect !== 'original' || caption.trim() !== image.caption;

  return (
    <form
      data-slot="image-editor"
      data-state="editable"
      data-dirty={dirty}
      aria-busy={disabled || undefined}
      className="grid max-w-4xl gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-2">
        <div
          data-slot="image-crop"
          className="relative h-72 w-full overflow-hidden rounded-lg bg-muted sm:h-96"
        >
          {file.failed && (
            <p role="alert" className="grid h-full place-items-center p-4 text-sm text-destructive">
              The image could not be read.
            </p>
          )}
          {file.src && (
            <Cropper
              image={file.src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={aspectValue}
              minZoom={1}
              maxZoom={4}
              keyboardStep={10}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(percentages) => setArea(percentages)}
              onMediaLoaded={setMedia}
              // The cropper adds a <style> element: under a strict CSP it needs the page's style nonce.
              nonce={styleNonce()}
              mediaProps={{ alt: label }}
              cropperProps={{
                role: 'group',
                'aria-label': 'Crop area',
                'aria-describedby': `${ids}-crop-hint`,
              }}
            />
          )}
        </div>
        <p id={`${ids}-crop-hint`} className="text-sm text-muted-foreground">
          Drag the image, or focus the crop area and use the arrow keys, to choose what is kept.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-zoom`}>Zoom</Label>
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={zoom <= 1}
              onClick={() => setZoom((z) => Math.max(1, Math.round((z - 0.25) * 100) / 100))}
            >
              Zoom out
            </Button>
            <input
              id={`${ids}-zoom`}
              type="range"
              min={1}
              max={4}
              step={0.1}
              value={zoom}
              aria-valuetext={`${Math.round(zoom * 100)}%`}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="min-w-0 flex-1 accent-primary"
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={zoom >= 4}
              onClick={() => setZoom((z) => Math.min(4, Math.round((z + 0.25) * 100) / 100))}
            >
              Zoom in
            </Button>
          </div>
        </div>
        <div className="grid gap-1.5">
          <span className="text-sm font-medium" id={`${ids}-turn`}>
            Turn
          </span>
          <div role="group" aria-labelledby={`${ids}-turn`} className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => rotate(-1)}>
              Rotate left
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => rotate(1)}>
              Rotate right
            </Button>
            <span className="self-center text-sm text-muted-foreground">{rotation}°</span>
          </div>
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Shape of the crop</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(Object.keys(ASPECTS) as AspectChoice[]).map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${ids}-aspect`}
                value={choice}
                checked={aspect === choice}
                onChange={() => {
                  setAspect(choice);
                  setCrop({ x: 0, y: 0 });
                }}
                className="size-4 accent-primary"
              />
              {ASPECTS[choice].label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${ids}-caption`}>Caption</Label>
          <span id={`${ids}-count`} className="text-xs tabular-nums text-muted-foreground">
            {caption.length}/{CAPTION_MAX}
          </span>
        </div>
        <Input
          id={`${ids}-caption`}
          value={caption}
          maxLength={CAPTION_MAX}
          aria-describedby={`${ids}-count`}
          onChange={(event) => setCaption(event.target.value)}
        />
      </div>

      {replacing && (
        <div className="grid gap-1 text-sm">
          <span>Replacing with {replacing.fileName}</span>
          <div
            role="progressbar"
            aria-label={`Uploading ${replacing.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(replacing.progress * 100)}
            className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${replacing.progress * 100}%` }} />
          </div>
        </div>
      )}

      {failure && (
        <div role="alert" className="grid justify-items-start gap-2 text-sm font-medium text-destructive">
          <p>{failure.conflict ? 'Someone else changed this image since you opened it.' : failure.message}</p>
          {failure.conflict && (
            <Button type="button" variant="outline" size="sm" onClick={onReload}>
              Reload their version
            </Button>
          )}
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy === 'saving'} loadingLabel="Saving" disabled={disabled}>
          Save
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        >
          Replace image
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          data-slot="image-replace-input"
          accept={ACCEPT.image}
          aria-label="Replace image"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void replace(file);
          }}
        />
        <Button
          type="button"
          variant="outline"
          loading={busy === 'deleting'}
          loadingLabel="Deleting"
          disabled={disabled}
          onClick={() => void remove()}
        >
          Delete
        </Button>
        <Button type="button" variant="ghost" disabled={busy === 'saving'} onClick={() => onCancel(image)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
