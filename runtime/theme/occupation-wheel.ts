/** The class of the occupation picker, which `occupation-wheel.css` (loaded with the app) styles. */
export const OCCUPATION_WHEEL_CLASS = 'occupation-wheel';
