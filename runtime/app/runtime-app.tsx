// Deep imports in the code the first load runs: the library's index would make every component look
// part of the first load to the chunk grouping (build-tools/runtime-chunks.ts). The index's one side
// effect, the global styles, is imported here instead.
import 'antd-mobile/es/global';
import '../theme/readable-colours.css';
import '../theme/form-rows.css';
import '../theme/input-text-size.css';
import '../theme/occupation-wheel.css';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { BrowserRouter } from 'react-router-dom';
import { useTenantStyle } from '../theme/use-tenant-style';
import { AppRoutes } from './app-routes';
import { enableImperativeRender } from './imperative-render';
import { RuntimeContext, type RuntimeContextValue } from './runtime-context';

enableImperativeRender();

/** The buyer app's root: locale, the address parameters, the API client for the tenant, the routes. */
export function RuntimeApp({ value }: { readonly value: RuntimeContextValue }) {
  // At the root, so every route opened directly (payment, result, documents) has the tenant's look.
  useTenantStyle(value.query.tenant);
  return (
    <ConfigProvider locale={zhCN}>
      <RuntimeContext.Provider value={value}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RuntimeContext.Provider>
    </ConfigProvider>
  );
}
