import type { WalkRefusal } from '../../../schema/preview/preview-walk';

const text = (element: Element | null | undefined): string => (element?.textContent ?? '').trim();

/**
 * What the page shows that stops the buyer, as the buyer reads it: each row's error under it (with the
 * row's label and the module it stands in), else the toast or dialog the check put up (an unticked
 * agreement, a premium not yet known, too many insureds).
 */
export function readRefusals(): WalkRefusal[] {
  const rows = [...document.querySelectorAll('.adm-form-item-feedback-error')].flatMap((error): WalkRefusal[] => {
    const message = text(error);
    if (message === '') return [];
    const item = error.closest('.adm-form-item') ?? error.closest('.adm-list-item');
    const moduleId = error.closest<HTMLElement>('[data-module-id]')?.dataset.moduleId;
    // The label without the required mark antd-mobile adds to it.
    const label = text(item?.querySelector('.adm-form-item-label')).replace(/\s*\*\s*/g, '');
    return [{ label, message, ...(moduleId ? { moduleId } : {}) }];
  });
  if (rows.length > 0) return rows;
  const notice = text(document.querySelector('.adm-toast-main')) || text(document.querySelector('.adm-dialog-content'));
  return notice === '' ? [] : [{ label: '', message: notice }];
}
