import { Button, ErrorBlock } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { firstPageAddress } from '../../shared/pages/first-page-address';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';

/** Any address the app has no page for; 返回首页 leads to page 1 of the same promotion. */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <ErrorBlock status="empty" fullPage title={SCREEN_MESSAGES.pageNotFound}>
      <Button color="primary" onClick={() => navigate(firstPageAddress(search))}>
        {SCREEN_MESSAGES.backToStart}
      </Button>
    </ErrorBlock>
  );
}
