import { Button } from 'antd-mobile';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { BlockProps } from '../block-props';
import { openLink } from '../shared/content/open-link';

/** Phone and online consultation buttons; a button without its number or address is not shown. */
export default function ConsultButtons({ attrs }: BlockProps<'consultButtons'>) {
  const { phoneNumber, onlineUrl } = attrs;
  if (!phoneNumber && !onlineUrl) return null;
  return (
    <div style={{ display: 'flex', gap: 12, padding: '12px 16px' }}>
      {phoneNumber ? (
        <Button block fill="outline" color="primary" onClick={() => {
            window.location.href = `tel:${phoneNumber}`;
          }}>
          {attrs.phoneText || SCREEN_MESSAGES.phoneConsult}
        </Button>
      ) : null}
      {onlineUrl ? (
        <Button block color="primary" onClick={() => openLink(onlineUrl)}>
          {attrs.onlineText || SCREEN_MESSAGES.onlineConsult}
        </Button>
      ) : null}
    </div>
  );
}
