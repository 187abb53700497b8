import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { FIRST_SCREEN_ID } from '../shared/pages/first-screen-markers';
import { releaseFirstScreenWhenShown } from './app/first-screen';
import { createRuntimeContext } from './app/create-runtime-context';
import { RuntimeApp } from './app/runtime-app';
import { keepChoice } from './state/keep-choice';
import { keptChoiceKey } from './state/kept-choice';
import { restoreKeptChoice } from './state/restore-kept-choice';
import { prefetchTemplate } from './template/template-request';

const container = document.getElementById('root');
if (container) {
  const runtime = createRuntimeContext(window.location.search);
  // Before React renders: the template travels while the template page's code downloads.
  prefetchTemplate(runtime.api, runtime.query, window.location.pathname);
  // A promotion reopened in a new tab starts from the buyer's last choice (spec section 4, persistence).
  const keptKey = keptChoiceKey(runtime.query);
  if (keptKey) {
    restoreKeptChoice(getDefaultStore(), keptKey, runtime.query.params.planId);
    keepChoice(getDefaultStore(), keptKey);
  }
  releaseFirstScreenWhenShown(container, document.getElementById(FIRST_SCREEN_ID));
  createRoot(container).render(
    <StrictMode>
      <RuntimeApp value={runtime} />
    </StrictMode>,
  );
}
