import { Form } from 'antd-mobile';

/** The hidden field has no control: only its validator and error text matter. */
function NoInput() {
  return null;
}

/**
 * A field with no control whose validator reports what still blocks the notice. Validating the
 * page (the toolbar's next step) therefore stops here, shows the message and scrolls to it, without
 * the toolbar knowing about health notices.
 */
export function NoticeCheckField({ name, problem }: { name: readonly string[]; problem: () => string | undefined }) {
  return (
    <Form.Item
      name={[...name]}
      validateTrigger={[]}
      rules={[
        {
          validator: async () => {
            const message = problem();
            if (message) throw new Error(message);
          },
        },
      ]}
      style={{ '--padding-left': '16px' } as React.CSSProperties}
    >
      <NoInput />
    </Form.Item>
  );
}
