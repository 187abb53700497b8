import { CpsForward } from './cps-redirect-route';

/** `/ResultsCps`: forwards a partner's buyer to the result page of their order. */
export default function ResultsCpsRoute() {
  return <CpsForward to="/result" />;
}
