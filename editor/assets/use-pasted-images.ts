import { useEffect, useRef } from 'react';

/** The image files of a paste (a screenshot, an image copied from a page or a file manager). */
export function pastedImages(data: DataTransfer | null): File[] {
  return [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/'));
}

/**
 * Hands every image pasted anywhere in the page to `onImages` while `active` (the asset library is
 * open): Ctrl+V of a screenshot uploads it. Pastes of text are left to the field that has the focus.
 */
export function usePastedImages(active: boolean, onImages: (files: File[]) => void): void {
  const latest = useRef(onImages);
  latest.current = onImages;
  useEffect(() => {
    if (!active) return undefined;
    const onPaste = (event: ClipboardEvent) => {
      const files = pastedImages(event.clipboardData);
      if (files.length === 0) return;
      event.preventDefault();
      latest.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [active]);
}
