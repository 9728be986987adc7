import type { Words } from './i18n.ts';

/**
 * The types the contact form's island takes (src/components/islands/ContactForm.tsx): the words
 * of /contact as the dictionary has them, the form's validation toasts named by the server's
 * error codes, and the confirmation's steps with their values filled in by the page.
 */

/** Title and text of one outcome: a toast, and a page's h1 where there is no `pageTitle`. */
export interface ContactOutcomeMessage {
  title: string;
  /** The page's title where the toast keeps the spec's Title Case. */
  pageTitle?: string;
  description: string;
}

/** What the contact page hands the form's island. */
export interface ContactPage {
  form: Omit<Words['contact']['form'], 'invalidRequest'> & {
    /** The toast of each validation failure the server names, said once in the outcomes. */
    validation: Record<
      'missing_fields' | 'invalid_email' | 'too_long' | 'invalid_request',
      ContactOutcomeMessage
    >;
  };
  confirmation: Words['contact']['confirmation'];
}
