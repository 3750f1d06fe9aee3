import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

const SEEN_KEY = 'aboutSeen';

/**
 * Opens the dialog just printed before it, once per browser session, and closes it on a click on its
 * backdrop. Runs as the page is parsed: no React is needed, so the modal adds nothing to the bundle.
 */
const OPEN_ONCE =
  `(function(){var d=document.currentScript.previousElementSibling;` +
  `try{if(sessionStorage.getItem(${JSON.stringify(SEEN_KEY)})==='1')return;sessionStorage.setItem(${JSON.stringify(SEEN_KEY)},'1')}catch(e){}` +
  `if(d&&!d.open&&d.showModal){d.showModal();d.addEventListener('click',function(e){if(e.target===d)d.close()})}})()`;

/**
 * Spec §2: the about modal opens by itself on the Arabic home path (once per browser session here,
 * so it does not return on every visit); "browse the site" closes it (a dialog form: no script).
 * Beside the spec's two actions, "choose books" leads to the book picker of the home's verse
 * (`chooseHref`): a reader's first wish, and it keeps choosing 3 books from a cold start on a phone
 * within 5 taps (issue 21) although the modal stands in front of the page.
 */
export async function AboutModal({ chooseHref }: { chooseHref: string }) {
  const [t, tp] = await Promise.all([getTranslations('about'), getTranslations('picker')]);
  return (
    <>
      <dialog className="about-modal" aria-labelledby="about-title">
        <form method="dialog" className="about-close-form">
          <button type="submit" className="icon-button about-close" aria-label={t('close')}>
            ×
          </button>
        </form>
        <h2 id="about-title">{t('heading')}</h2>
        <p className="about-tagline">{t('tagline')}</p>
        <ul>
          <li>{t('feature1')}</li>
          <li>{t('feature2')}</li>
          <li>{t('feature3')}</li>
        </ul>
        <form method="dialog" className="about-actions">
          <button type="submit" className="button" autoFocus>
            {t('browse')}
          </button>
          <Link className="button secondary about-choose" href={chooseHref} prefetch={false}>
            {tp('open')}
          </Link>
          {/* the downloads page offers the books' files (there is no desktop program): say so */}
          <Link
            className="button secondary"
            href="/download-enterpretations"
            prefetch={false}
            data-testid="about-downloads"
          >
            {t('downloadBooks')}
          </Link>
        </form>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: OPEN_ONCE }} />
    </>
  );
}
