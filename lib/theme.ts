/** localStorage key of the reader's appearance choice ('light' | 'dark' | 'auto'), the one Rspress 1.x uses. */
export const APPEARANCE_KEY = 'rspress-theme-appearance';

/**
 * Sets the `dark` class before the first paint from the saved choice or the system setting, so a dark-mode reader
 * never sees a white flash. Inlined in `<head>` (and in the 404 page): it must run before any stylesheet applies.
 */
export const THEME_SCRIPT = `try{var m=localStorage.getItem('${APPEARANCE_KEY}');document.documentElement.classList.toggle('dark',m==='dark'||(m!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))}catch(e){}`;
