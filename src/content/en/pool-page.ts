import type { PoolPageStrings } from '../pool-page';

const notSent = 'Not Sent';

/** The words of every pool page in English (see ../pool-page.ts). */
export const poolPage = {
  description:
    'The {name} is {summary}. Backed by tokenized sub-leases in Dubai, paid out in {payout}. Key terms, risks and who can apply.',
  breadcrumb: { label: 'Breadcrumb', parent: 'Pools' },
  eyebrow: 'Whitelisted pool',
  contentsLabel: 'On this page',
  keyTerms: {
    title: 'Key terms',
    labels: {
      minimum: 'Minimum investment',
      lockup: 'Lockup',
      distributions: 'Distributions',
    },
    frequencies: { monthly: 'Monthly', quarterly: 'Quarterly' },
    ranges: { minimum: '${min} to ${max}', lockup: '{min}-{max}\u00a0months' },
    distributionRange: 'Monthly or quarterly',
    rangeMark: 'Range',
    rangeNote:
      "Range: the span across our pools. This pool's exact figure is published here before launch.",
  },
  yieldSource: {
    title: 'Where the yield comes from',
    caption:
      'How money moves through the {name}: the income comes in, the costs are paid, and what is left is distributed to investors.',
    steps: { revenue: 'Revenue', costs: 'Costs', distributions: 'Distributions' },
    rows: { paidIn: 'Paid in', frequency: 'How often', term: 'For' },
    link: 'How the yield is earned',
  },
  pools: {
    'dubai-1': {
      lead: 'Premium Dubai properties, held on sub-leases and let to guests by the night, with each sub-lease tokenized on-chain. Open now to whitelisted investors.',
      revenue: "Guests' nightly stays in the pool's premium sub-leased properties.",
      costs: [
        'The rent owed to the owners under each sub-lease.',
        'Running the properties for guests: cleaning, upkeep, management.',
      ],
      distributions: 'What is left is paid to the pool’s investors in USDC or USDT.',
      drivers:
        'Nightly rates, occupancy and how well the properties are run decide the income. If they fall short, the actual yield will be lower than the target.',
    },
    'dubai-2': {
      lead: 'A pool of hospitality properties in Dubai, held on tokenized sub-leases. It is not open yet: join the waitlist and we will write to you when it opens.',
      revenue:
        "Room revenue from guests of the pool's hospitality properties, once the pool opens.",
      costs: [
        'The rent owed to the owners under each sub-lease.',
        'Operating the properties as hospitality: guest services, housekeeping, upkeep.',
      ],
      distributions: 'What is left is to be paid to the pool’s investors in USDC.',
      drivers:
        'Room rates and occupancy through the seasons, and the cost of serving guests, will decide the income. If they fall short, the actual yield will be lower than the target.',
    },
    'dubai-3': {
      lead: 'A pool of residential homes in Dubai, held on tokenized sub-leases and let to residents. It was offered to whitelisted investors and is now closed to new investment.',
      revenue: "Rent paid by the residents of the pool's sub-leased homes.",
      costs: [
        'The rent owed to the owners under each sub-lease.',
        'Upkeep and management of the homes.',
      ],
      distributions: 'What is left is paid to the pool’s investors in USDT.',
      drivers:
        'The target was set from rents and occupancy when the pool was offered. If they fall short, the actual yield will be lower than the target.',
    },
  },
  proof: {
    title: 'What you can check',
    intro:
      'The records behind this pool. Each one is published here before launch, so you can verify it yourself rather than take our word for it.',
    pending: 'To be published before launch',
    slots: {
      legalVehicle: {
        title: 'Legal vehicle',
        text: "The company that holds the pool's sub-leases and issues its tokens.",
      },
      property: {
        title: 'The property',
        text: 'Photos of the properties behind the pool, supplied by the operator.',
      },
      contract: {
        title: 'Pool contract',
        text: "The pool's smart contract address, to check on a block explorer.",
      },
      custodian: { title: 'Custodian', text: "Who holds the pool's stablecoins." },
      reports: { title: 'Audits and reports', text: 'Independent audits and periodic reports.' },
      distributions: {
        title: 'Distributions paid',
        text: 'Each payout to investors, with its on-chain transaction.',
      },
    },
    illustration: 'Illustration only, not a photo of the property',
    explorer: 'View on the block explorer',
    view: 'View',
    noDistributions: 'None paid yet.',
    notOpenYet: 'None yet: the pool has not opened.',
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
        intro:
          'This pool was offered to whitelisted investors and closed to new investment. There is no form to fill in.',
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
