import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { PageFrame, PageWaiting } from './page-frame';

/**
 * `/RedirectCps` and `/ResultsCps`: the entries a CPS channel partner links to. This product keeps one
 * journey for every channel, so they forward, address parameters intact (promotion, channel,
 * third-party order), to the insure page (`/h`) and the result page (`/result`) respectively,
 * replacing history so Back returns to the partner.
 */
export function CpsForward({ to }: { to: '/h' | '/result' }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    navigate(`${to}${search}`, { replace: true });
  }, [navigate, to, search]);
  return (
    <PageFrame title={ORDER_MESSAGES.redirecting}>
      <PageWaiting text={ORDER_MESSAGES.redirecting} />
    </PageFrame>
  );
}

/** `/RedirectCps`: forwards a partner's buyer to the insure page. */
export default function RedirectCpsRoute() {
  return <CpsForward to="/h" />;
}
