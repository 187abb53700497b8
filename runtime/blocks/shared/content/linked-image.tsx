import { Image } from 'antd-mobile';
import { toHttps } from '../../../../shared/urls/https-url';
import { openLink } from './open-link';

/** A full-width image that follows its link when tapped. */
export function LinkedImage({ src, alt, link, lazy }: { src: string; alt?: string; link?: string; lazy?: boolean }) {
  return (
    <Image
      src={toHttps(src)}
      alt={alt ?? ''}
      width="100%"
      lazy={lazy ?? false}
      style={{ display: 'block', cursor: link ? 'pointer' : undefined }}
      {...(link ? { onClick: () => openLink(link) } : {})}
    />
  );
}
