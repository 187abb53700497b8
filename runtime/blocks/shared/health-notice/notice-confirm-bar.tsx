import { Button } from 'antd-mobile';
import type { NoticeButton } from '../../../health/notice-outcome';

/** The confirm bar under a notice's questions: one button per configured outcome. */
export function NoticeConfirmBar({ buttons, onPress }: { buttons: readonly NoticeButton[]; onPress: (button: NoticeButton) => void }) {
  return (
    <div style={{ display: 'flex', gap: 12, padding: '12px 16px', background: '#fff' }}>
      {buttons.map((button, index) => (
        <Button
          key={index}
          block
          shape="rounded"
          color={button.style === 'primary' ? 'primary' : 'default'}
          fill={button.style === 'primary' ? 'solid' : 'outline'}
          onClick={() => onPress(button)}
        >
          {button.text}
        </Button>
      ))}
    </div>
  );
}
