import type { MetadataRoute } from 'next';
import ar from '../../messages/ar.json';
import { APP_BACKGROUND, APP_ICONS } from '@/lib/app-icons';
import { THEME_COLOR } from '@/lib/site';

/**
 * The web app manifest (issue 8), /manifest.webmanifest: named after the site title in the default
 * locale (Arabic, spec §1), installable with the service worker of public/sw.js.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: ar.meta.title,
    short_name: ar.meta.shortTitle,
    description: ar.meta.description,
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: APP_BACKGROUND,
    categories: ['books', 'education'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...APP_ICONS.map((i) => ({
        src: `/icons/${i.name}`,
        sizes: `${i.size}x${i.size}`,
        type: 'image/png',
        purpose: i.maskable ? ('maskable' as const) : ('any' as const),
      })),
    ],
  };
}
