import { Form } from 'antd-mobile';
import { useAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TemplateConfig } from '../../schema/template/template-config';
import { pageTitle } from '../../shared/pages/page-title';
import { selectPage } from '../../shared/pages/select-page';
import { updateStepedPage } from '../../shared/pages/steped-page';
import { TemplatePageEnvironment } from '../env/template-page-environment';
import { flowStateAtom, orderFormAtom, type OrderFormValues } from '../state/flow-atoms';
import { ModuleView } from './module-view';
import { PageContext, type PageContextValue } from './page-context';
import { ErrorPage } from '../app/error-page';
import { PageHeading } from '../app/page-heading';
import { RouteLoading } from '../app/route-loading';
import { useRuntime } from '../app/runtime-context';
import { usePageBlocksReady } from './use-page-blocks-ready';
import { pageKeyOf } from './page-key';
import { useProgressiveCount } from './use-progressive-count';
import { useStoreRowDefaults } from './use-store-row-defaults';
import { QuietBoundary } from '../app/quiet-boundary';
import { DraftSave } from '../order-flow/draft-save';
import { FormStoreSync } from '../form/form-store-sync';

/**
 * One page of a template: chosen by the shared page-selection rules from the address, titled by its
 * label, its modules in one form whose values live in session storage, so a reload keeps them. The
 * form and the stored values are one store (FormStoreSync): values set by code on either side (an
 * insured's health result, a kept choice restored, other pages' answers loaded as initial values)
 * reach the other. A new page is built a module at a time
 * (see useProgressiveCount).
 */
export function TemplatePageView({ template, onModuleError, children }: {
  template: TemplateConfig;
  onModuleError?: (moduleId: string, error: Error) => void;
  /** Rendered inside the page's context, beside its form (the preview's flow walk works the page from there). */
  children?: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useAtom(orderFormAtom);
  const [, setFlow] = useAtom(flowStateAtom);
  const [form] = Form.useForm();
  const search = new URLSearchParams(location.search);
  const selection = selectPage(template, { page: search.get('page'), hash: location.hash });

  const title = selection.found ? pageTitle(selection.page) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  const pageOrder = selection.found ? selection.page.pageOrder : undefined;
  useEffect(() => {
    if (pageOrder !== undefined) setFlow((flow) => ({ ...flow, stepedPage: updateStepedPage(flow.stepedPage, pageOrder) }));
  }, [pageOrder, setFlow]);

  const { api, query } = useRuntime();
  const blocksReady = usePageBlocksReady(selection.found ? selection.page : undefined, { api, goodsId: query.params.goodsId ?? template.goodsId });
  const pageKey = pageKeyOf(selection.found ? selection.page : undefined);
  const moduleCount = selection.found ? selection.page.moduleList.length : 0;
  const shownModules = useProgressiveCount(pageKey, moduleCount, blocksReady);
  useStoreRowDefaults(form, pageKey, blocksReady && shownModules >= moduleCount);

  const context: PageContextValue | undefined = selection.found
    ? {
      template,
      page: selection.page,
      pageIndex: selection.pageIndex,
      form,
      goToPage: (order) => {
        const next = new URLSearchParams(location.search);
        next.set('page', String(order));
        navigate({ pathname: location.pathname, search: `?${next.toString()}` });
        window.scrollTo(0, 0);
      },
    }
    : undefined;

  if (!selection.found || !context) return <ErrorPage status="empty" title={selection.found ? '' : selection.message} />;
  return (
    <PageContext.Provider value={context}>
      <main style={{ minHeight: '100vh', background: 'var(--adm-color-box)', paddingBottom: 72 }}>
        {title ? <PageHeading title={title} /> : null}
        <TemplatePageEnvironment template={template} page={selection.page} pageIndex={selection.pageIndex} />
        <QuietBoundary>
          <DraftSave />
        </QuietBoundary>
        {blocksReady ? (
          <Form form={form} initialValues={values} onValuesChange={() => setValues(form.getFieldsValue(true) as OrderFormValues)} layout="horizontal">
            <FormStoreSync form={form} />
            {selection.page.moduleList.slice(0, shownModules).map((module) => (
              <ModuleView key={module.id} module={module} onError={onModuleError} />
            ))}
          </Form>
        ) : (
          <RouteLoading />
        )}
        {children}
      </main>
    </PageContext.Provider>
  );
}
