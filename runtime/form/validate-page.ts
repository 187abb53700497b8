import type { FormInstance } from 'antd-mobile/es/components/form';
import { smoothScrollToElement } from '../scroll/smooth-scroll';

const INVALID_ROW = '.adm-form-item-has-error, .adm-form-item-feedback-error';

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Scrolls the first row marked invalid on screen into view; the DOM order is the page order. */
function scrollToFirstInvalidRow(): boolean {
  const row = document.querySelector(INVALID_ROW);
  if (!row) return false;
  smoothScrollToElement(row.closest('.adm-list-item') ?? row, 'center');
  return true;
}

/**
 * Validates every row of the page's form. When a row fails, the first invalid field is scrolled into
 * view and false comes back; the toolbar calls this before moving on. The DOM decides which row is
 * first, since antd-mobile reports errors in registration order, not the order on the page
 * (antd-mobile's FormInstance has no scrollToField).
 */
export async function validatePage(form: FormInstance): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch {
    // Error texts render after the rejection; give React two frames to paint them.
    await nextFrame();
    if (!scrollToFirstInvalidRow()) {
      await nextFrame();
      scrollToFirstInvalidRow();
    }
    return false;
  }
}
