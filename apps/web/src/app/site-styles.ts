/**
 * The site's fonts and styles, one list for every document: the locale layout and the 404 page of
 * paths no route matches (app/global-not-found.tsx), which has no layout of its own (issue 32: it
 * was drawn in a fallback font).
 */
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/700.css';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/dejavu-sans/400.css';
import '@fontsource/dejavu-sans/700.css';
import '@fontsource/scheherazade-new/400.css';
// Telugu (te): few systems have a Telugu font; its faces are fetched only for Telugu text (unicode-range).
import '@fontsource/noto-sans-telugu/400.css';
import '@fontsource/noto-sans-telugu/700.css';
import './fonts.css';
import './globals.css';
