// StoredImage: an <img> of a stored image, read with the session's credentials when the API needs them.
import { cn } from '@hangar/ui';
import type { ComponentProps } from 'react';
import { useFileUrl } from './use-file-url';

export type StoredImageProps = Omit<ComponentProps<'img'>, 'src'> & { src: string; alt: string };

/** A grey box of the same size while it loads; the alt text in words when it cannot be read. */
export function StoredImage({ src, alt, className, ...props }: StoredImageProps) {
  const file = useFileUrl(src);
  if (file.failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('grid place-items-center bg-muted p-2 text-center text-xs', className)}
      >
        <span aria-hidden>{alt} (could not be shown)</span>
      </div>
    );
  }
  if (!file.src) return <div role="img" aria-label={alt} aria-busy className={cn('bg-muted', className)} />;
  return <img src={file.src} alt={alt} className={className} {...props} />;
}
