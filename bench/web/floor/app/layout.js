// The framework's floor for bench/web target 3: an App Router page with nothing of the site in it.
// Plain JavaScript without JSX, so that `next build` here needs no TypeScript or lint configuration.
import { createElement as h } from 'react';

export default function RootLayout({ children }) {
  return h('html', { lang: 'en' }, h('body', null, children));
}
