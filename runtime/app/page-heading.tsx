import { VISUALLY_HIDDEN } from './visually-hidden';

/**
 * A page's one `h1`: its title (the document's too), for screen readers, which list and jump by
 * headings. Out of sight: the browser and WeChat show the title in their bars already, and the
 * blocks' cards carry the visible headings, all `h2` below it.
 */
export function PageHeading({ title }: { readonly title: string }) {
  return <h1 style={VISUALLY_HIDDEN}>{title}</h1>;
}
