import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RuntimeApp } from './app/runtime-app';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RuntimeApp />
    </StrictMode>,
  );
}
