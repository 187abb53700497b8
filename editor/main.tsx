import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './app/editor-app';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <EditorApp />
    </StrictMode>,
  );
}
