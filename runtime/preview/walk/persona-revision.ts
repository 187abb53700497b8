import { createContext } from 'react';

/**
 * How many times the preview has started the buyer afresh as the editor's persona (see PersonaScope):
 * the page below is mounted anew each time, and a walk step that restarted the buyer waits for it.
 */
export const PersonaRevisionContext = createContext(0);
