// ImageManager: an owner's images as a grid — upload, order (drag or keys), captions, listing flag, card, delete.
import { CAPTION_MAX, type Attachment, type AttachmentOwnerKind } from '@hangar/contracts';
import {
  Badge,
  Button,
  buttonVariants,
  cn,
  Input,
  Label,
  Switch,
  type DataTableLinkProps,
  ErrorText,
} from '@hangar/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useManagementReadOnly } from '../data';
import { attachmentLabel, moveIdBy, moveIdTo, positionMessage } from './attachment-rules';
import { StoredImage } from './stored-image';
import {
  AttachmentPanel,
  attachmentRights,
  useAttachmentFeedback,
  type AttachmentRights,
  useFocusAfterRemoval,
  type AttachmentPanelTexts,
} from './attachment-panel';
import { useAttachments, type AttachmentOwner } from './use-attachments';

export type ImageManagerProps = {
  ownerKind: AttachmentOwnerKind;
  ownerID: number;
  /** Shows the images only: no uploader, no ordering, no caption, listing, card, edit or delete controls. */
  readOnly?: boolean;
  /**
   * What the user may do, each control shown only with its right: Add uploads; Edit orders, captions, lists,
   * chooses the card and opens the editor; Delete deletes. All three unless told (and none when read-only).
   */
  rights?: Partial<AttachmentRights>;
  /** The largest upload, in bytes (defaults to the product's). */
  maxBytes?: number;
  /** The image editor's address of an image; `/imageedit/{id}` by default. */
  getEditHref?: (image: Attachment) => string;
  /** Renders the Edit links (the site's router link); a plain `<a>` by default. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

const TEXTS: AttachmentPanelTexts = {
  loading: 'Loading images…',
  empty: 'No images yet',
  emptyHint: 'Drop images above or choose them to add the first.',
};

const defaultLink = ({ href, children, ...props }: DataTableLinkProps) => (
  <a href={href} {...props}>
    {children}
  </a>
);

/**
 * The images of a property or unit. Order by dragging a card onto another, or with each card's Move earlier
 * and Move later buttons (the new place is announced); each order is saved at once. A unit's card image
 * carries a "Card image" badge. Needs a `ManagementProvider` above it.
 *
 * @example
 * <ImageManager ownerKind="unit" ownerID={4} getEditHref={(i) => `/imageedit/${i.id}`} renderLink={routerLink} />
 */
export function ImageManager({
  ownerKind,
  ownerID,
  readOnly: readOnlyProp = false,
  rights,
  maxBytes,
  getEditHref = (image) => `/imageedit/${image.id}`,
  renderLink = defaultLink,
}: ImageManagerProps) {
  const can = attachmentRights(useManagementReadOnly() || readOnlyProp, rights);
  const readOnly = !can.edit;
  const owner: AttachmentOwner = { ownerKind, ownerID, kind: 'image' };
  const data = useAttachments(owner);
  const { items } = data;
  const { announcement, setAnnouncement, failure, setFailure, ...feedback } = useAttachmentFeedback(data);
  const [dragging, setDragging] = useState<number | null>(null);
  const [refocus, setRefocus] = useState<{ id: number; delta: number } | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const panel = useRef<HTMLElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(grid, panel, items);
  // After "Set as card" the button is gone with its reason; the focus goes to the card's Edit link.
  const cardFocus = useRef<number | null>(null);
  useEffect(() => {
    if (cardFocus.current === null) return;
    grid.current
      ?.querySelector<HTMLElement>(`[data-image-id="${cardFocus.current}"] [data-slot="image-edit-link"]`)
      ?.focus();
    cardFocus.current = null;
  }, [items]);

  // A moved card keeps the focus on its move button (the other one when it reached an end).
  useEffect(() => {
    if (!refocus || !grid.current) return;
    const card = grid.current.querySelector(`[data-image-id="${refocus.id}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(
      `[data-move="${refocus.delta < 0 ? 'earlier' : 'later'}"]`,
    );
    const other = card?.querySelector<HTMLButtonElement>(
      `[data-move="${refocus.delta < 0 ? 'later' : 'earlier'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setRefocus(null);
  }, [refocus, items]);

  async function reorder(next: number[] | null, moved: Attachment) {
    if (!next || !items) return;
    setFailure(null);
    setAnnouncement(positionMessage(attachmentLabel(moved), next, moved.id));
    const result = await data.reorder(items, next);
    if (!result.ok) {
      setFailure(`The new order was not saved: ${result.message}`);
      setAnnouncement('');
    }
  }

  async function move(image: Attachment, delta: number) {
    const ids = (items ?? []).map((i) => i.id);
    setRefocus({ id: image.id, delta });
    await reorder(moveIdBy(ids, image.id, delta), image);
  }

  async function remove(image: Attachment) {
    const index = (items ?? []).indexOf(image);
    if (await feedback.remove(image, 'Delete image?', attachmentLabel(image))) focusAfterRemoval(index);
  }

  async function setCard(image: Attachment) {
    setFailure(null);
    const result = await data.setCard(image);
    if (result.ok) {
      setAnnouncement(`${attachmentLabel(image)} is now the card image.`);
      cardFocus.current = image.id;
    } else setFailure(`The card image was not changed: ${result.message}`);
  }

  return (
    <AttachmentPanel
      slot="image-manager"
      label="Images"
      className="@container grid gap-4"
      texts={TEXTS}
      frame={{
        owner,
        readOnly: !can.add && !can.edit && !can.delete,
        canAdd: can.add,
        maxBytes,
        data,
        announcement,
        failure,
      }}
      panelRef={panel}
    >
      {(items) => (
        <>
          {!readOnly && items.length > 1 && (
            <p className="text-sm text-muted-foreground">
              Drag an image onto another to move it there, or use its Move earlier and Move later buttons.
            </p>
          )}
          <ul
            ref={grid}
            aria-label={`Images, ${items.length}`}
            className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3"
          >
            {items.map((image, index) => (
              <ImageCard
                key={image.id}
                image={image}
                index={index}
                count={items.length}
                readOnly={readOnly}
                canDelete={can.delete}
                showCard={ownerKind === 'unit'}
                showListing={ownerKind !== 'lease'}
                dragging={dragging === image.id}
                editHref={getEditHref(image)}
                renderLink={renderLink}
                onMove={(delta) => void move(image, delta)}
                onDragStart={() => setDragging(image.id)}
                onDragEnd={() => setDragging(null)}
                onDropOn={() => {
                  const source = items.find((i) => i.id === dragging);
                  setDragging(null);
                  if (source)
                    void reorder(
                      moveIdTo(
                        items.map((i) => i.id),
                        source.id,
                        image.id,
                      ),
                      source,
                    );
                }}
                onSave={(change) => data.save(image, change)}
                onReload={() => void data.refresh()}
                onSetCard={() => void setCard(image)}
                onDelete={() => void remove(image)}
              />
            ))}
          </ul>
        </>
      )}
    </AttachmentPanel>
  );
}

type SaveResult = Awaited<ReturnType<ReturnType<typeof useAttachments>['save']>>;

function ImageCard({
  image,
  index,
  count,
  readOnly,
  canDelete,
  showCard,
  showListing,
  dragging,
  editHref,
  renderLink,
  onMove,
  onDragStart,
  onDragEnd,
  onDropOn,
  onSave,
  onReload,
  onSetCard,
  onDelete,
}: {
  image: Attachment;
  index: number;
  count: number;
  readOnly: boolean;
  canDelete: boolean;
  showCard: boolean;
  /** The "in listing" badge and switch (a lease's images are never listed). */
  showListing: boolean;
  dragging: boolean;
  editHref: string;
  renderLink: (props: DataTableLinkProps) => ReactNode;
  onMove: (delta: number) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropOn: () => void;
  onSave: (change: { caption?: string; showInListing?: boolean }) => Promise<SaveResult>;
  onReload: () => void;
  onSetCard: () => void;
  onDelete: () => void;
}) {
  const label = attachmentLabel(image);
  const deleteButton = canDelete && (
    <Button type="button" variant="outline" size="sm" aria-label={`Delete ${label}`} onClick={onDelete}>
      Delete
    </Button>
  );
  const [over, setOver] = useState(false);
  const [listingError, setListingError] = useState<string | null>(null);
  const listingId = useId();
  return (
    <li
      data-slot="image-card"
      data-image-id={image.id}
      data-card={image.isCard || undefined}
      draggable={!readOnly}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(image.id));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => {
        if (readOnly || Array.from(event.dataTransfer.types).includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (readOnly || Array.from(event.dataTransfer.types).includes('Files')) return;
        event.preventDefault();
        setOver(false);
        onDropOn();
      }}
      className={cn(
        'grid content-start gap-3 rounded-lg border bg-card p-3 text-card-foreground',
        !readOnly && 'cursor-grab',
        dragging && 'opacity-50',
        over && 'ring-2 ring-primary',
        image.isCard && showCard && 'border-primary',
      )}
    >
      <div className="relative">
        <StoredImage
          src={image.thumbnailUrl ?? image.url}
          alt={label}
          draggable={false}
          className="aspect-4/3 w-full rounded-md bg-muted object-cover"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {showCard && image.isCard && <Badge>Card image</Badge>}
          {showListing && !image.showInListing && <Badge variant="secondary">Not in listing</Badge>}
        </div>
      </div>
      <p className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        <span className="min-w-0 truncate">{image.fileName}</span>
        <span>
          {index + 1} of {count}
        </span>
      </p>
      {readOnly ? (
        image.caption && <p className="text-sm">{image.caption}</p>
      ) : (
        <>
          <CaptionEditor
            key={`${image.id}-${image.version}`}
            image={image}
            onSave={onSave}
            onReload={onReload}
          />
          {showListing && (
            <div className="flex items-center gap-2">
              <Switch
                id={listingId}
                checked={image.showInListing}
                onCheckedChange={async (checked) => {
                  setListingError(null);
                  const result = await onSave({ showInListing: checked });
                  if (result.ok) return;
                  setListingError(
                    result.conflict ? 'Someone else changed this image; it is read again.' : result.message,
                  );
                  if (result.conflict) onReload();
                }}
              />
              <Label htmlFor={listingId}>
                Show in listing<span className="sr-only"> ({label})</span>
              </Label>
            </div>
          )}
          <ErrorText>{listingError}</ErrorText>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              data-move="earlier"
              disabled={index === 0}
              aria-label={`Move earlier: ${label}`}
              onClick={() => onMove(-1)}
            >
              Move earlier
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              data-move="later"
              disabled={index === count - 1}
              aria-label={`Move later: ${label}`}
              onClick={() => onMove(1)}
            >
              Move later
            </Button>
            {showCard && !image.isCard && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Set as card: ${label}`}
                onClick={onSetCard}
              >
                Set as card
              </Button>
            )}
            {renderLink({
              href: editHref,
              className: buttonVariants({ variant: 'outline', size: 'sm' }),
              'data-slot': 'image-edit-link',
              children: (
                <>
                  Edit<span className="sr-only"> {label}</span>
                </>
              ),
            })}
            {deleteButton}
          </div>
        </>
      )}
      {readOnly && canDelete && <div className="flex flex-wrap gap-2">{deleteButton}</div>}
    </li>
  );
}

/** The caption of one image: at most CAPTION_MAX characters with a counter; saved with its version. */
function CaptionEditor({
  image,
  onSave,
  onReload,
}: {
  image: Attachment;
  onSave: (change: { caption: string }) => Promise<SaveResult>;
  onReload: () => void;
}) {
  const [draft, setDraft] = useState(image.caption);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; conflict: boolean } | null>(null);
  const id = useId();
  const changed = draft.trim() !== image.caption;
  return (
    <form
      data-dirty={changed}
      className="grid gap-1.5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!changed) return;
        setSaving(true);
        setError(null);
        const result = await onSave({ caption: draft.trim() });
        setSaving(false);
        if (!result.ok) setError({ message: result.message, conflict: Boolean(result.conflict) });
      }}
    >
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>
          Caption<span className="sr-only"> of {image.fileName}</span>
        </Label>
        <span id={`${id}-count`} className="text-xs tabular-nums text-muted-foreground">
          {draft.length}/{CAPTION_MAX}
        </span>
      </div>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={CAPTION_MAX}
          aria-describedby={`${id}-count`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          className="h-9"
          disabled={!changed}
          loading={saving}
          loadingLabel="Saving"
        >
          Save<span className="sr-only"> caption of {image.fileName}</span>
        </Button>
      </div>
      {error && (
        <div role="alert" className="grid justify-items-start gap-2 text-sm text-destructive">
          <p>{error.conflict ? 'Someone else changed this image since you opened it.' : error.message}</p>
          {error.conflict && (
            <Button type="button" variant="outline" size="sm" onClick={onReload}>
              Reload their version
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
