// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { AttrsOf } from '../../../schema/catalogue';
import type { Page } from '../../../schema/template/page';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { readRuntimeQuery } from '../../../shared/query/runtime-query';
import { createApiClient } from '../../api/api-client';
import { RuntimeContext } from '../../app/runtime-context';
import { PageContext } from '../../template/page-context';
import RemarkPopup from './remark-popup';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAGE: Page = { id: 'p1', pageOrder: 1, label: '投保信息', moduleList: [] };
const WAITING_PERIOD: AttrsOf<'remarkPopup'> = { linkText: '什么是等待期？', content: '<p>等待期说明</p>', hiddenForPartner: true };
const EXCLUSIONS: AttrsOf<'remarkPopup'> = { linkText: '责任免除说明', content: '<p>免责说明</p>' };

function template(marker: string | undefined): TemplateConfig {
  return {
    schemaVersion: 2,
    themeColor: '#1677ff',
    insuranceCategory: 'healthInsurance',
    ...(marker ? { partnerPurchaseUserMarker: marker } : {}),
    pageList: [PAGE],
  };
}

/** The remark links a buyer sees, for the address `search` and a template with `marker`. */
function shownRemarks(search: string, marker: string | undefined): string[] {
  const api = createApiClient({ tenant: 'health', notifier: { toast: () => undefined, reminder: async () => undefined } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <RuntimeContext.Provider value={{ api, query: readRuntimeQuery(search) }}>
        <PageContext.Provider value={{ template: template(marker), page: PAGE, pageIndex: 0, form: {} as never, goToPage: () => undefined }}>
          {[WAITING_PERIOD, EXCLUSIONS].map((attrs) => (
            <RemarkPopup key={attrs.linkText} module={{ id: attrs.linkText, component: 'remarkPopup', label: '', isDefault: true, attrs }} attrs={attrs} />
          ))}
        </PageContext.Provider>
      </RuntimeContext.Provider>,
    );
  });
  const shown = [...container.querySelectorAll('button')].map((link) => link.textContent ?? '');
  act(() => root.unmount());
  return shown;
}

describe('the partner channel remark (spec section 6)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hides the remark marked for partners when purchaseUserId contains the template marker, and only that one', () => {
    expect(shownRemarks('?from=health&purchaseUserId=U1001_PTNR_88', '_PTNR_')).toEqual(['责任免除说明']);
  });

  it('shows every remark to an order without the marker, or when the template names no marker', () => {
    expect(shownRemarks('?from=health&purchaseUserId=U1001_88', '_PTNR_')).toEqual(['什么是等待期？', '责任免除说明']);
    expect(shownRemarks('?from=health', '_PTNR_')).toEqual(['什么是等待期？', '责任免除说明']);
    expect(shownRemarks('?from=health&purchaseUserId=U1001_PTNR_88', undefined)).toEqual(['什么是等待期？', '责任免除说明']);
  });
});
