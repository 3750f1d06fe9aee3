import './globals.css';

/**
 * Paths that match no route at all (the proxy sends unprefixed paths to a locale, so this is rare):
 * Arabic, the default. The root layout is app/[locale]/layout.tsx, so this page brings its own
 * document (Next's global-not-found).
 */
export default function GlobalNotFound() {
  return (
    <html lang="ar" dir="rtl">
      <body>
        <main className="error-page">
          <p className="error-code">404</p>
          <h1>تعذّر العثور على هذه الصفحة</h1>
          <a className="button" href="/ar">
            العودة إلى الصفحة الرئيسية
          </a>
        </main>
      </body>
    </html>
  );
}
