import { getT } from '@/i18n/t-server';
import type { FeedbackLabels } from '@/components/feedback/FeedbackForm';
import type { FieldError } from './feedback';

const FIELD_ERRORS: FieldError[] = ['required', 'email', 'tooLong', 'pageUrl', 'unchanged'];

/** The forms' messages in the page's locale (`feedback` namespace); `sent` differs per form. */
export async function feedbackLabels(sent: 'sentNote' | 'sentBug'): Promise<FeedbackLabels> {
  const t = await getT('feedback');
  return {
    send: t('send'),
    sending: t('sending'),
    sent: t(sent),
    invalid: t('invalid'),
    error: t('error'),
    limited: t('limited'),
    gone: t('gone'),
    honeypot: t('honeypot'),
    fieldErrors: Object.fromEntries(FIELD_ERRORS.map((e) => [e, t(`fieldErrors.${e}`)])) as Record<
      FieldError,
      string
    >,
  };
}
