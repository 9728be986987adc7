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
      title: 'Confirm your application',
      description:
        'We have sent an e-mail to the address you gave. Follow its link within {confirmDays} days to confirm your application: only then does it reach our team.',
    },
    waitlisted: {
      title: 'Confirm your waitlist place',
      description:
        'We have sent an e-mail to the address you gave. Follow its link within {confirmDays} days to confirm your place: only then are you on the waitlist.',
    },
    'confirm-recent': {
      title: 'Check your inbox',
      description:
        'We did not send another e-mail: one went to this address for this pool less than a day ago. Follow the link in it to confirm; it works for {confirmDays} days.',
    },
    'confirm-limited': {
      title: 'No e-mail sent today',
      description:
        'We have sent as many confirmation e-mails to addresses at this domain today as we allow, so we sent none now. Your entry is kept unconfirmed: send the form again tomorrow for a link, or email us at {email}.',
    },
    'mail-off': {
      title: 'Not confirmed yet',
      description:
        'This site is not sending e-mail at the moment, so we could not send you the link that confirms your entry. Nobody on our team sees an unconfirmed entry, and it is deleted after {confirmDays} days. Please email us at {email} instead.',
    },
    'application-confirmed': {
      title: 'Application confirmed',
      description:
        'Thank you: your address is confirmed and your application is with our team. We review your eligibility and reply within {responseTime} on business days ({businessHours}). KYC/AML verification comes before any deposit; no money is taken on this site.',
    },
    'waitlist-confirmed': {
      title: 'Waitlist place confirmed',
      description:
        'Thank you: your address is confirmed. We will e-mail you when this pool opens for applications, and for nothing else.',
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
        'This site has deleted your entry, what you sent with it, and every e-mail about it that it still held. If you had confirmed the entry, the tool our team keeps leads in (when one is connected) has been told to delete its copy too, and the notice our team got by e-mail is deleted by the team, as the privacy notice says. You will get no more e-mails about it.',
    },
    'link-invalid': {
      title: 'This link does not work',
      description:
        'The link may have expired, been used already, or been cut short. An unconfirmed entry is deleted when its link expires: send the form again for a new one. If you want an entry removed, email us at {email}.',
    },
  },
  confirmations: {
    applied: {
      lead: 'One more step: confirm your address. Your application for the {pool} reaches our team only then.',
      leadAnyPool:
        'One more step: confirm your address. Your application reaches our team only then.',
      steps: [
        'Open the e-mail we sent to the address you gave, follow its link and press the button on the page it opens. The link works for {confirmDays} days.',
        'Our team then reviews your eligibility and replies by e-mail within {responseTime} on business days ({businessHours}). KYC/AML verification comes before any deposit; no money is taken on this website.',
        'An application not confirmed within {confirmDays} days is deleted, and nobody sees it. The e-mail also has a link to delete it at once.',
      ],
    },
    waitlisted: {
      lead: 'One more step: confirm your address to join the waitlist of the {pool}.',
      leadAnyPool: 'One more step: confirm your address to join the waitlist of this pool.',
      steps: [
        'Open the e-mail we sent to the address you gave, follow its link and press the button on the page it opens. The link works for {confirmDays} days.',
        'We then e-mail you when the pool opens for applications, and for nothing else. Opening is not an offer: every investor completes an eligibility check and KYC/AML verification before any deposit.',
        'An entry not confirmed within {confirmDays} days is deleted. The e-mail also has a link to delete it at once.',
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
  confirm: {
    meta: {
      title: 'Confirm Your Entry',
      description:
        'Confirm that this e-mail address is yours and that you sent this application or waitlist entry. Nothing counts until you press the button.',
    },
    title: 'Confirm your entry?',
    description:
      'Press the button to confirm that this address is yours and that you sent this entry. Until you do, nobody on our team sees it, and it is deleted after {confirmDays} days.',
    submit: 'Confirm My Entry',
    cancel: 'Not now: go to the pools',
  },
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
