import './globals.css';

// Paths outside any locale (the proxy normally prefixes them, so this is rare): Arabic, the default.
export default function RootNotFound() {
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
