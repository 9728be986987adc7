import type { InterestStrings } from '../interest';

/** The interest forms' words in English (see ../interest.ts). */
export const interest = {
  consent: {
    application:
      'I agree that the team may contact me by e-mail about this application and keep what I sent for that purpose.',
    waitlist: 'I agree to be e-mailed when this pool opens for applications.',
    privacyLink: 'How we handle your data',
  },
  investorTypes: { individual: 'Individual', company: 'Company' },
  amountBands: {
    'under-10k': 'Under $10,000',
    '10k-50k': '$10,000-$49,999',
    '50k-100k': '$50,000-$99,999',
    '100k-plus': '$100,000 or more',
  },
  outcomes: {
    applied: {
      title: 'Application Received',
      description:
        'Thank you. Our team reviews your eligibility and replies within {responseTime} on business days ({businessHours}). KYC/AML verification comes before any deposit; no money is taken on this site.',
    },
    waitlisted: {
      title: 'You Are on the Waitlist',
      description:
        'Thank you. We will e-mail you when this pool opens for applications. Each e-mail has a link to leave the waitlist.',
    },
    'not-available': {
      title: 'Not Available Where You Live',
      description:
        'We are sorry: the pools are not available to residents of the country you chose, so nothing you typed was kept.',
    },
    'not-open': {
      title: 'This Pool Is Not Taking Entries',
      description:
        'The pool you chose is not open for this kind of request any more. Its status may have changed since the page was loaded.',
    },
    missing: {
      title: 'Missing Information',
      description: 'Please fill in all required fields and tick the required boxes.',
    },
    'invalid-email': {
      title: 'Invalid Email',
      description:
        'Please enter a valid email address: it is where we reply about your application or waitlist entry.',
    },
    'too-long': {
      title: 'Too Long',
      description:
        'One of the fields is longer than the form accepts. Please shorten it and send the form again.',
    },
    'rate-limited': {
      title: 'Too Many Requests',
      description:
        'You have sent several forms in a short time. Please wait a few minutes and try again.',
    },
    error: {
      title: 'Not Sent',
      description:
        'Something went wrong and nothing was kept. Please try again later or email us at {email}.',
    },
    removed: {
      title: 'Entry Removed',
      description:
        'Your entry and what you sent with it have been deleted. You will get no more e-mails about it.',
    },
    'link-invalid': {
      title: 'This Link Does Not Work',
      description:
        'The link may have expired, been used already, or been cut short. If you want an entry removed, email us at {email}.',
    },
  },
  outcomeLinks: {
    pools: 'Back to the pools',
    home: 'Return Home',
    email: 'Email us instead',
  },
  outcomeBackHint: "Your browser's Back button takes you to the form with what you typed.",
  pageTitleSuffix: 'pool interest',
  remove: {
    meta: {
      title: 'Remove Your Entry',
      description:
        'Confirm that you want your application or waitlist entry deleted, together with what you sent us. Nothing is deleted until you press the button.',
    },
    title: 'Remove your entry?',
    description:
      'This deletes your application or waitlist entry and what you sent with it. Nothing is deleted until you press the button.',
    submit: 'Delete My Entry',
    cancel: 'Keep it and go to the pools',
  },
} satisfies InterestStrings;
