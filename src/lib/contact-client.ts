// The contact form as lib/form-client.ts reads it: its contract and the answer that means stored.
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  contactCreatedBodySchema,
  contactMessageSchema,
  type ContactField,
} from '#contracts/contact.ts';
import { SUBMISSION_FIELD } from '#contracts/form-fields.ts';
import type { FormSpec } from './form-client';

/** The contact form: every field is visible and required; a retry of a lost send is kept once. */
export const CONTACT_FORM: FormSpec<ContactField> = {
  endpoint: '/api/contact',
  schema: contactMessageSchema,
  order: CONTACT_FIELDS,
  visible: CONTACT_FIELDS,
  honeypot: CONTACT_HONEYPOT_FIELD,
  stored: (status, body) => status === 201 && contactCreatedBodySchema.safeParse(body).success,
  submissionField: SUBMISSION_FIELD,
};
