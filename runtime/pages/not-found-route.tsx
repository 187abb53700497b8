import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';

/** Any address the app has no page for. */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" fullPage title={SCREEN_MESSAGES.pageNotFound}>
      <Button color="primary" onClick={() => navigate('/h')}>
        {SCREEN_MESSAGES.backToStart}
      </Button>
    </ErrorBlock>
  );
}
