import type { createStore } from 'jotai';

/** The jotai store the lifecycle commands read and write (`useStore()` in the app, `createStore()` in tests). */
export type EditorStore = ReturnType<typeof createStore>;
