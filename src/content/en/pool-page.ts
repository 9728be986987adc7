import type { PoolPageStrings } from '../pool-page';

const notSent = 'Not Sent';

/** The words of every pool page in English (see ../pool-page.ts). */
export const poolPage = {
  description:
    'The {name} is {summary}. Backed by tokenized sub-leases in Dubai, paid out in {payout}. Key terms, risks and who can apply.',
  breadcrumb: { label: 'Breadcrumb', parent: 'Pools' },
  eyebrow: 'Whitelisted pool',
  keyTerms: {
    title: 'Key terms',
    intro:
      'The typical ranges across our pools. Terms differ from pool to pool within these ranges.',
    items: [
      { title: 'Minimum investment', text: 'Typically $1,000 to $10,000, depending on the pool.' },
      { title: 'Lockup', text: 'Typically 12-24 months, depending on the pool.' },
      { title: 'Withdrawals', text: 'Processed in 7-14 business days after the lockup ends.' },
      {
        title: 'Distributions',
        text: "Monthly or quarterly, depending on the pool, in the pool's payout stablecoin.",
      },
    ],
    note: 'Ask us for the exact terms of this pool before you decide. No money is taken on this site.',
  },
  yieldSource: {
    title: 'Where the yield comes from',
    paragraphs: [
      "The pool's yield is the income its properties earn from guests' stays, paid out to investors in stablecoins.",
      'Nightly rates, occupancy and how well the properties are run decide that income. If they fall short, the actual yield will be lower than the target.',
    ],
    link: 'How the yield is earned',
  },
  eligibility: {
    title: 'Who can apply',
    intro: 'The pools are whitelisted: open only to eligible, verified investors.',
    items: [
      {
        title: 'What whitelisted means',
        text: 'Only investors who pass our eligibility check and KYC/AML verification are added to a pool and may deposit into it.',
      },
      {
        title: 'Who may not apply',
        text: 'US persons and residents of sanctioned countries may not apply. Pools are not offered in every jurisdiction.',
      },
      {
        title: 'Verification before any deposit',
        text: 'Every investor completes KYC/AML verification before any deposit. Applying here registers your interest only; no money is taken on this site.',
      },
    ],
  },
  statuses: {
    Open: {
      summary: 'open for applications',
      action: {
        title: 'Apply for access',
        intro:
          'Tell us who you are and roughly how much you intend to invest. The team reviews your eligibility and replies within {responseTime} on business days, {businessHours}.',
        start: 'Start your application',
        description:
          'Apply for access to the {pool}: tell us who you are and how much you intend to invest. We review your eligibility. No money is taken here.',
      },
    },
    Upcoming: {
      summary: 'not open yet, with a waitlist',
      action: {
        title: 'Join the waitlist',
        intro:
          'This pool is not open yet. Leave your e-mail address and we will write to you when it opens.',
        start: 'Join the waitlist',
        description:
          'Join the waitlist of the {pool}: leave your e-mail address and we will write to you when it opens. No money is taken on this site.',
      },
    },
    Closed: {
      summary: 'closed to new investment',
      action: {
        title: 'Closed to new investment',
        intro: 'This pool is not taking new investment, and there is no form to fill in here.',
      },
    },
  },
  forms: {
    application: {
      name: { label: 'Full name' },
      email: { label: 'E-mail address', placeholder: 'name@example.com' },
      country: { label: 'Country of residence', placeholder: 'Choose your country' },
      investorType: { label: 'You are applying as' },
      amountBand: { label: 'Amount you intend to invest', placeholder: 'Choose a range' },
      notUsPerson: 'I am not a US person.',
      riskRead: { text: 'I have read the', link: 'risk disclosure', after: '.' },
      message: { label: 'Message (optional)', placeholder: 'Anything the team should know' },
      submit: 'Apply for access',
    },
    waitlist: {
      email: { label: 'E-mail address', placeholder: 'name@example.com' },
      country: { label: 'Country of residence', placeholder: 'Choose your country' },
      name: { label: 'Name (optional)' },
      submit: 'Join the waitlist',
    },
    submitting: 'Sending...',
    honeypotLabel: 'Leave this field empty',
    requiredMark: '(required)',
    requiredFields: {
      name: 'Please enter your full name.',
      email: 'Please enter the address we should reply to.',
      country: 'Please choose the country you live in.',
      amountBand: 'Please choose a range.',
      investorType: 'Please choose individual or company.',
      notUsPerson: 'Please confirm you are not a US person: the pools are not open to US persons.',
      riskRead: 'Please read the risk disclosure and tick this box.',
      consent: 'Please agree, so that we can reply about your application.',
      waitlistConsent: 'Please agree, so that we can write to you when the pool opens.',
    },
    fieldProblems: {
      required: 'Please fill in this field.',
      invalid_email: 'Please enter an address like name@example.com.',
      too_long: 'Please shorten this to {max} characters or fewer.',
      invalid_text: 'Please remove line breaks and special characters from this field.',
    },
    notAvailableField:
      'We are sorry: our pools are not available to residents of {country}. Nothing you typed has been sent or kept.',
    delivery: {
      network: {
        title: notSent,
        description:
          'We could not reach our server. Please check your connection and try again; what you typed is still in the form.',
      },
      server: {
        title: notSent,
        description: 'Sorry, something went wrong on our side. Please try again in a moment.',
      },
      rejected: {
        title: notSent,
        description: 'Your form could not be sent. Please reload the page and try again.',
      },
      emailFallback: 'Or email us at',
    },
  },
  otherPools: { title: 'The other pools', all: 'See all pools' },
} satisfies PoolPageStrings;
