// What the pool forms say after an interaction, per language (/pools/form-messages.json,
// /ar/pools/form-messages.json): field messages, toasts and the stored notices, with the contact
// address the failure toasts offer and the number locale of `{max}`. The form islands
// fetch their page's language when they hydrate, instead of carrying these words as props in
// every form page's HTML (src/components/islands/interest-form.tsx).
import type { APIRoute } from 'astro';
import type { Locale } from '#contracts/locale.ts';
import type { InterestMessages } from '@/components/islands/interest-form';
import { localeInfo } from '@/content/locales';
import { getContent } from '@/content/index';
import { localeStaticPaths } from '@/lib/i18n';

export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = ({ props: { locale } }) => {
  const {
    application,
    waitlist,
    validation,
    fieldProblems,
    delivery,
    notAvailable,
    notAvailableField,
    notOpen,
  } = getContent(locale).poolPageCopy.forms;
  const { site } = getContent(locale);
  const messages: InterestMessages = {
    messages: { validation, fieldProblems, delivery, notAvailable, notAvailableField, notOpen },
    received: { application: application.received, waitlist: waitlist.received },
    numberLocale: localeInfo[locale].numberLocale,
    email: site.email,
    toastLabels: { region: site.chrome.notifications, close: site.chrome.closeNotification },
  };
  return new Response(JSON.stringify(messages), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
