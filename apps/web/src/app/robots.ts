import type { MetadataRoute } from 'next';

/**
 * /robots.txt (Next's metadata route): every page may be crawled except the search results, an
 * endless space of queries whose answers are the verses and commentaries crawlers find on their own
 * pages. Without this file /robots.txt was a 404, which crawlers ask for first.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/*/search' },
  };
}
