import { Button } from 'antd-mobile';
import { useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AttrsOf } from '../../../schema/catalogue';
import { assertNever } from '../../../shared/assert-never';
import { jumpToPageIndex } from '../../../shared/pages/jump-to-page-index';
import { nextPageOrder } from '../../../shared/pages/next-page-order';
import { inAppPath } from '../../order-flow/in-app-path';
import { PremiumRefusalNotice } from '../../premium/premium-refusal-notice';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { useNextStep } from './use-next-step';
import { usePageCheck } from './use-page-check';
import { useSubmitOrder } from '../../order-flow/use-submit-order';

type ButtonAttrs = AttrsOf<'bottomButtons'>['buttons'][number];

const barStyle: CSSProperties = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 100,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  padding: '8px 12px calc(8px + env(safe-area-inset-bottom))',
  background: '#fff',
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.06)',
};

function PageButton({ button }: { button: ButtonAttrs }) {
  const { template, page, goToPage } = usePage();
  const navigate = useNavigate();
  const checkPage = usePageCheck();
  const nextStep = useNextStep(button.buttonCode);
  const submit = useSubmitOrder(button.buttonCode);
  const [busy, setBusy] = useState(false);

  async function run(): Promise<void> {
    switch (button.action) {
      case 'next':
        if (await checkPage()) goToPage(nextPageOrder(page.pageOrder));
        return;
      case 'confirm': {
        if (!(await checkPage())) return;
        const outcome = await nextStep();
        if (outcome.ok && !outcome.left) goToPage(nextPageOrder(page.pageOrder));
        return;
      }
      case 'jumpToPage': {
        const order = button.pageCode ? jumpToPageIndex(template, button.pageCode) : undefined;
        if (order !== undefined) goToPage(order);
        return;
      }
      case 'jumpToUrl': {
        if (!button.url) return;
        const path = inAppPath(button.url, window.location.origin);
        if (path) navigate(path);
        else window.location.assign(button.url);
        return;
      }
      case 'submit':
        if (await checkPage()) await submit();
        return;
      default:
        assertNever(button.action, 'button action');
    }
  }

  const fill = button.style === 'ghost' ? 'outline' : 'solid';
  return (
    <Button
      block
      shape="rounded"
      color={button.style === 'default' ? 'default' : 'primary'}
      fill={fill}
      loading={busy}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void run().finally(() => setBusy(false));
      }}
    >
      {button.text}
    </Button>
  );
}

/**
 * One to three buttons fixed at the bottom: next page, confirm with the server (nextStep and its page
 * actions), jump to a page by its code, open an address, or submit the order. Forward actions check
 * the page first, as the toolbar does.
 */
export default function BottomButtons({ attrs }: BlockProps<'bottomButtons'>) {
  return (
    <>
      {/* Keeps the last module clear of the fixed bar. */}
      <div style={{ height: 64 }} aria-hidden />
      <div style={barStyle}>
        <PremiumRefusalNotice />
        {attrs.buttons.map((button, index) => (
          <div key={`${button.action}-${index}`} style={{ flex: 1 }}>
            <PageButton button={button} />
          </div>
        ))}
      </div>
    </>
  );
}
