import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApiClient } from '../api/api-client';
import { readRuntimeQuery } from '../query/runtime-query';
import { useTenantStyle } from '../theme/use-tenant-style';
import { AppRoutes } from './app-routes';
import { enableImperativeRender } from './imperative-render';
import { notifier } from './notifier';
import { RuntimeContext, type RuntimeContextValue } from './runtime-context';

enableImperativeRender();

/** The buyer app's root: locale, the address parameters, the API client for the tenant, the routes. */
export function RuntimeApp() {
  const value = useMemo<RuntimeContextValue>(() => {
    const query = readRuntimeQuery(window.location.search);
    return { query, api: createApiClient({ tenant: query.tenant, notifier, userId: query.params.purchaseUserId }) };
  }, []);
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
