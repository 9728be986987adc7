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
      title: 'Application received',
      description:
        'Thank you. Our team reviews your eligibility and replies within {responseTime} on business days ({businessHours}). KYC/AML verification comes before any deposit; no money is taken on this site.',
    },
    waitlisted: {
      title: "You're on the waitlist",
      description:
        'Thank you. We will e-mail you when this pool opens for applications. Each e-mail has a link to leave the waitlist.',
    },
    'not-available': {
      title: 'Not available where you live',
      description:
        'We are sorry: the pools are not available to residents of the country you chose, so nothing you typed was kept.',
    },
    'not-open': {
      title: 'This pool is not taking entries',
      description:
        'The pool you chose is not open for this kind of request any more. Its status may have changed since the page was loaded.',
    },
    missing: {
      title: 'Missing Information',
      pageTitle: 'Missing information',
      description: 'Please fill in all required fields and tick the required boxes.',
    },
    'invalid-email': {
      title: 'Invalid Email',
      pageTitle: 'Invalid e-mail address',
      description:
        'Please enter a valid email address: it is where we reply about your application or waitlist entry.',
    },
    'too-long': {
      title: 'Too long',
      description:
        'One of the fields is longer than the form accepts. Please shorten it and send the form again.',
    },
    'rate-limited': {
      title: 'Too many requests',
      description:
        'You have sent several forms in a short time. Please wait a few minutes and try again.',
    },
    error: {
      title: 'Not sent',
      description:
        'Something went wrong and nothing was kept. Please try again later or email us at {email}.',
    },
    removed: {
      title: 'Entry removed',
      description:
        'Your entry and what you sent with it have been deleted. You will get no more e-mails about it.',
    },
    'link-invalid': {
      title: 'This link does not work',
      description:
        'The link may have expired, been used already, or been cut short. If you want an entry removed, email us at {email}.',
    },
  },
  confirmations: {
    applied: {
      lead: 'Thank you. Your application for the {pool} is with our team.',
      leadAnyPool: 'Thank you. Your application is with our team.',
      steps: [
        'Our team reviews your eligibility and replies by e-mail within {responseTime} on business days ({businessHours}).',
        'If you are eligible, you complete KYC/AML verification before any deposit. No money is taken on this website.',
        'We are sending you a confirmation e-mail. It has a link to withdraw your application and have what you sent deleted.',
      ],
    },
    waitlisted: {
      lead: 'Thank you. You are on the waitlist of the {pool}.',
      leadAnyPool: 'Thank you. You are on the waitlist of this pool.',
      steps: [
        'We e-mail you when the pool opens for applications, and for nothing else. It has no opening date yet.',
        'Opening is not an offer: every investor completes an eligibility check and KYC/AML verification before any deposit.',
        'We are sending you a confirmation e-mail. It has a link to leave the waitlist and have your entry deleted.',
      ],
    },
  },
  nextStepsTitle: 'What happens next',
  outcomeLinks: {
    form: 'Back to the form',
    pool: 'Back to the pool',
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
