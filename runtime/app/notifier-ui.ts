/** The imperative message components of the notifier, in a chunk of their own (see `notifier.ts`). */
export { Dialog, Toast } from 'antd-mobile';
