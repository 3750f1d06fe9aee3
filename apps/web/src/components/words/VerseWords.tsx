import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { publicApiBase } from '@/lib/api';
import { WordStudy } from './WordStudy';

/**
 * A Hafs verse whose words can be tapped (WordStudy), with only the messages it needs sent to the
 * browser. Plain text without JavaScript.
 */
export async function VerseWords({ sura, aya, text }: { sura: number; aya: number; text: string }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ wordStudy: messages.wordStudy }}>
      <WordStudy sura={sura} aya={aya} text={text} apiBase={publicApiBase()} />
    </NextIntlClientProvider>
  );
}
