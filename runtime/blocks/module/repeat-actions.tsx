import { Button, Dialog } from 'antd-mobile';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';

/** The delete action of one entry: asks 操作确认 / 确认删除? first when the module says so. */
export function DeleteEntry({ text, confirm, onDelete }: { text: string; confirm: boolean; onDelete: () => void }) {
  const run = async () => {
    if (confirm) {
      const sure = await Dialog.confirm({ title: ERROR_MESSAGES.deleteConfirmTitle, content: ERROR_MESSAGES.deleteConfirmContent });
      if (!sure) return;
    }
    onDelete();
  };
  return (
    <Button size="mini" fill="none" style={{ color: 'var(--adm-color-weak)' }} onClick={() => void run()}>
      {text}
    </Button>
  );
}

/** The add action under a repeatable form; gone once the maximum is reached. */
export function AddEntry({ text, onAdd }: { text: string; onAdd: () => void }) {
  return (
    <div style={{ margin: '12px 12px 0' }}>
      <Button block fill="outline" color="primary" style={{ borderStyle: 'dashed', borderRadius: 8 }} onClick={onAdd}>
        {`+ ${text}`}
      </Button>
    </div>
  );
}
