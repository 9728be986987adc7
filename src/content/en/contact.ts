import type { ContactStrings } from '../contact';

// Each said once: the same words are a toast with JavaScript and a page without it.
const missing = { title: 'Missing Information', description: 'Please fill in all fields' };
const invalidEmail = { title: 'Invalid Email', description: 'Please enter a valid email address' };
const tooLong = {
  title: 'Too long',
  description: 'One of the fields is longer than we accept. Please shorten it and try again.',
};

/** The /contact page in English (see ../contact.ts). */
export const contact = {
  meta: {
    title: 'Contact',
    description:
      'Questions about RealYield pools, passports or eligibility? Send us a message or email us. We aim to reply within {responseTime}, {businessHours}.',
  },
  hero: {
    eyebrow: 'Get in touch',
    intro:
      'Questions about the pools, passports or eligibility? Send us a message and our team will reply.',
  },
  details: {
    title: 'Other ways to reach us',
    emailLabel: 'Email',
    socialTitle: 'Follow us',
    newTab: '(opens in a new tab)',
    businessHours: 'Business hours: {businessHours}.',
    responseTime: 'We aim to reply within {responseTime}.',
  },
  form: {
    title: 'Send a message',
    fields: {
      name: { label: 'Name', placeholder: 'Your name' },
      email: { label: 'Email', placeholder: 'you@example.com' },
      message: { label: 'Message', placeholder: 'How can we help?' },
    },
    submit: 'Send Message',
    submitting: 'Sending...',
    privacyNote: 'We keep your name, email address and message so we can reply to you.',
    privacyLink: 'How we handle your data',
    honeypotLabel: 'Leave this field empty',
    invalidRequest: {
      title: 'Message Not Sent',
      description: 'Part of what you typed cannot be sent as it is. Please check the marked field.',
    },
    requiredFields: {
      name: 'Please tell us your name.',
      email: 'Please enter the address we should reply to.',
      message: 'Please write your message.',
    },
    fieldProblems: {
      required: 'Please fill in this field.',
      invalid_email: 'Please enter an address like name@example.com.',
      too_long: 'Please shorten this to {max} characters or fewer.',
      invalid_text: 'Please remove line breaks and special characters from this field.',
    },
    delivery: {
      network: {
        title: 'Message Not Sent',
        description:
          'We could not reach our server. Please check your connection and try again; what you typed is still in the form.',
      },
      server: {
        title: 'Message Not Sent',
        description: 'Sorry, something went wrong on our side. Please try again in a moment.',
      },
      rejected: {
        title: 'Message Not Sent',
        description: 'Your message could not be sent. Please reload the page and try again.',
      },
      emailFallback: 'Or email us at',
    },
  },
  outcomes: {
    sent: {
      title: 'Message Sent',
      pageTitle: 'Message sent',
      description: "Thank you for contacting us. We'll get back to you soon.",
    },
    missing: { ...missing, pageTitle: 'Missing information' },
    'invalid-email': { ...invalidEmail, pageTitle: 'Invalid e-mail address' },
    'too-long': tooLong,
    'rate-limited': {
      title: 'Too many messages',
      description:
        'You have sent several messages in a short time. Please wait a few minutes and try again.',
    },
    error: {
      title: 'Message not sent',
      description:
        'Something went wrong on our side. Please try again later or email us at {email}.',
    },
  },
  confirmation: {
    nextStepsTitle: 'What happens next',
    steps: [
      'We reply to the address you gave within {responseTime} on business days ({businessHours}).',
      'We send no automatic copy of your message: the first e-mail from us is our reply. If none arrives by then, check your spam folder or email us at {email}.',
    ],
    another: 'Write another message',
  },
  outcomeLinks: {
    back: 'Back to the form',
    home: 'Return Home',
    email: 'Email us instead',
  },
  outcomeBackHint: "Your browser's Back button takes you to the form with what you typed.",
} satisfies ContactStrings;
