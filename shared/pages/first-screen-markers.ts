/** The id of the first screen the server paints with a template address's HTML (the page's banner). */
export const FIRST_SCREEN_ID = 'first-screen';

/** The attribute that marks the buyer app's loading screen, the HTML's own included. */
export const LOADING_SCREEN_ATTRIBUTE = 'data-loading-screen';
