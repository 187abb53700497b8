/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './build-tools/compile-hints';
import { inlineSmallStyles } from './build-tools/inline-small-styles';
import { precompress } from './build-tools/precompress';
import { preloadTemplatePage } from './build-tools/preload-template-page';
import { FIRST_PAGE_BLOCK_MODULES } from './build-tools/first-page-blocks';
import { SEEDED_TEMPLATE_COMPONENTS } from './build-tools/seeded-template-blocks';
import { appCodeSplitting } from './build-tools/runtime-chunks';
import { uiLibraryDeepImports } from './build-tools/ui-library-deep-imports';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [
    react(),
    uiLibraryDeepImports(),
    preloadTemplatePage({ html: '/index.html', pageModule: 'runtime/pages/template-route.tsx' }),
    compileHints({ html: resolve(root, 'index.html'), pageModule: 'runtime/pages/template-route.tsx', runAtOnce: ['runtime/recording/start-recording.ts', 'node_modules/@rrweb/record/dist/record.js'] }),
    inlineSmallStyles({ html: '/index.html' }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The editor carries antd and, later, monaco; the buyer bundle is measured by `npm run bench` instead.
    chunkSizeWarningLimit: 4000,
    // `npm run bench` walks the manifest to measure each entry's initial and total JavaScript.
    manifest: true,
    rollupOptions: {
      input: {
        runtime: resolve(root, 'index.html'),
        editor: resolve(root, 'editor/index.html'),
      },
      output: {
        codeSplitting: appCodeSplitting(
          resolve(root, 'index.html'),
          'runtime/pages/template-route.tsx',
          'runtime/pages/preview-template-route.tsx',
          FIRST_PAGE_BLOCK_MODULES,
          SEEDED_TEMPLATE_COMPONENTS,
        ),
      },
    },
  },
  test: {
    include: ['{schema,shared,runtime,editor,server,bench,build-tools}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores, which on a two-core machine is one: the suite
    // then runs file after file while the second core idles (its files mostly wait on a database).
    maxWorkers: Math.max(2, availableParallelism()),
    // Gives the run its id, under which seeded test databases are made once per run, and removes them after.
    globalSetup: ['server/testing/global-setup.ts'],
    // Integration suites start a database each (PGlite or a PostgreSQL schema) and seed it.
    testTimeout: 20_000,
    hookTimeout: 90_000,
  },
});
