import type { DocsStrings } from '../docs';

/** The /docs page in English (see ../docs.ts). */
export const docs = {
  meta: {
    title: 'Docs & FAQs',
    description:
      'RealYield risk disclosure, answers on investing, withdrawals, risk and compliance, and who is eligible to invest. Read this before you apply for a pool.',
  },
  hero: {
    eyebrow: 'Documentation',
    intro:
      'The risks, the rules and the answers to common questions, in one place. Please read them before you apply for a pool.',
  },
  contentsLabel: 'On this page',
  riskDisclosure: {
    title: 'Risk disclosure',
    intro:
      'Investing in tokenized real-estate pools carries real risk. Consider the following before you invest.',
    points: [
      {
        title: 'Risk of loss of principal',
        text: 'You can lose some or all of the money you invest. Only invest money you can afford to lose.',
      },
      {
        title: 'Target APY is not guaranteed',
        text: 'Pool APY figures (up to {apy-dubai-1}, {apy-dubai-2} or {apy-dubai-3}) are targets. Actual yields depend on property performance and can be lower or zero.',
      },
      {
        title: 'Lockups and liquidity',
        text: 'Funds are typically locked for 12-24 months, and withdrawals are processed in 7-14 business days after the lockup ends. You may not be able to exit earlier.',
      },
      {
        title: 'Property, operational and market risks',
        text: 'Nightly rates, occupancy and operating costs can move against a pool, and so can the Dubai property market as a whole.',
      },
      {
        title: 'Smart-contract and stablecoin risks',
        text: 'Smart contracts can contain flaws, and USDC or USDT can lose their peg or be frozen by their issuers.',
      },
      {
        title: 'Regulatory change',
        text: 'New laws or rules can restrict access to the pools, change how they operate or end them.',
      },
      {
        title: 'Operator and platform failure',
        text: 'If the company that runs a pool, or a service it relies on (a property manager, a custodian, a stablecoin issuer), fails or becomes insolvent, distributions can stop and you can lose some or all of what you invested.',
      },
      {
        title: 'Concentration in one city and in short lets',
        text: "Every pool is backed by sub-leases of properties in one city, Dubai, let to guests for short stays. A downturn in Dubai's short-let market, or a change in its rules, affects every pool at once.",
      },
      {
        title: 'Tax',
        text: 'How distributions and any gains are taxed depends on where you live, and the tax is yours to pay. Take advice if you are unsure.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'Answers on investing, withdrawals, risk, and jurisdictions and compliance.',
  },
  terms: {
    title: 'Terms of Service',
    paragraphs: [
      'The full Terms of Service are coming soon.',
      'Until they are published, contact us with any question about the terms that would apply to you.',
    ],
  },
  // The privacy notice, written against the server's code: each claim names the code behind it,
  // and src/content/privacy.test.ts ties its numbers (730, 180, 10) to the server's constants.
  privacy: {
    title: 'Privacy notice',
    // The first paragraph: src/content/site.ts siteData.operator.controllerName/controllerAddress.
    controller: {
      pending:
        'This notice covers what this website itself collects, and says what its code does with it. The data controller is the company that runs this site; its legal name and registered address will be published here before launch. For any question about your data, or to use your rights, email {email}.',
      known:
        'This notice covers what this website itself collects, and says what its code does with it. The data controller is {controllerName}, {controllerAddress}. For any question about your data, or to use your rights, email {email}.',
    },
    paragraphs: [
      // server/migrations/001-contact-messages.sql (name, email, message), 004-locale.sql (locale);
      // server/routes/contact.ts: no e-mail to the visitor; isContactSpam (contracts/contact.ts)
      // keeps a honeypot hit marked as spam and forwards nothing.
      "Contact form: your name, email address and message, and the language of the page you wrote from, so that we can reply to you in it. You do not receive a confirmation e-mail: the team replies from its mailbox. A message caught by the form's hidden spam trap is kept, marked as spam, and not forwarded.",
      // server/migrations/003-interest.sql and 004-locale.sql; server/routes/applications.ts.
      'Apply for access: the pool, your full name, email address, country of residence, investor type, intended amount band, your confirmations that you are not a US person and have read the risk disclosure, your optional message, the consent you gave (which wording, and when), and the language of the page. We use them to review your eligibility and to contact you about your application.',
      // server/migrations/003-interest.sql and 004-locale.sql; server/routes/waitlist.ts.
      'Join the waitlist: the pool, your email address, country of residence, optional name, the consent you gave (which wording, and when), and the language of the page. We use them only to tell you when that pool opens.',
      // server/migrations/006-interest-repeats.sql: a repeat never overwrites the entry.
      'If the same email address sends the same form again for the same pool, the first answers are kept unchanged and the new ones are kept beside them, for the team to see.',
      // ip_hash and user_agent in 001 and 003; server/plugins/form-routes.ts app.ipHash (HMAC-SHA256
      // under IP_HASH_SALT or a random salt in server_settings); the rate limit's key is the
      // address, in @fastify/rate-limit's in-memory store, for DEFAULT_RATE_LIMIT's window
      // (server/config.ts); server/plugins/interest.ts eligibleCountry refuses before storing.
      "With every form we also keep your browser's user agent and a salted hash of your network address (never the address itself), to spot and limit abuse. To limit how often a form can be sent, the server counts the sends from each address in its memory for 10 minutes, never on disk. If you choose a country where the pools are not available, nothing you typed is kept.",
      // server/app.ts REQUEST_LOG_SERIALIZERS: method and path only.
      "The server's log records each request's method and path, never your network address, and never the part of a link after the question mark (where a removal link carries its key).",
      // server/mail/contact-forward.ts (to CONTACT_TO over SMTP_URL, replying to the visitor);
      // server/mail/interest.ts: confirmations with the removal link; htmlPart only for a
      // right-to-left locale; the HTML part's only links are the removal link and this notice.
      "E-mail, when the operator switches it on: contact messages and applications are sent to the team's mailbox, and after you apply or join the waitlist you receive a confirmation e-mail with a link to remove your entry. The English e-mails are plain text; the Arabic ones also have an HTML part, so that they display right to left. None has tracking pixels or tracked links, and this site uses no analytics or advertising trackers.",
      // server/leads-webhook.ts LeadEvent.data: the lead as stored, without IP hash or user agent.
      "If the operator switches on the leads webhook, each stored application, waitlist entry and contact message (without the hash of your address or your user agent) is also sent, signed, to the team's own tool, such as its customer database.",
      // server/db.ts (DATA_DIR/realyield.sqlite); server/repositories/outbox.ts keeps the e-mails
      // and webhook events waiting to go out; the processors: src/content/operator.ts.
      'Where it is kept: in a database on the server that runs this site, with the e-mails and webhook events waiting to be sent. {processors}',
      // server/config.ts DEFAULT_RETENTION_DAYS (RETENTION_DAYS); server/retention.ts purgeExpired
      // (messages, entries, their repeats and e-mails) at start and every RETENTION_INTERVAL_MS;
      // server/repositories/interest-entries.ts touches updated_at on a repeat.
      "How long: form submissions, and the e-mails about them, are deleted automatically after a retention period the operator sets, two years (730 days) by default; the server checks at start and once a day. Sending the same form again for the same pool restarts your entry's period.",
      // server/routes/removal.ts: GET answers the confirmation page, only the button's POST
      // deletes (the entry, its repeats, its e-mails and webhook event not yet sent);
      // server/tokens.ts LINK_TOKEN_TTL_MS, server/mail/interest.ts REMOVAL_LINK_DAYS.
      'Removing your entry: the link in each confirmation e-mail opens a page where you confirm the removal with a button. Your application or waitlist entry is then deleted, with your repeated answers and any e-mail or webhook event about it not yet sent. The link works for 180 days after the e-mail; after that, or for a contact message, email {email}.',
      // The consent wording and time: 003-interest.sql consent_version, consented_at.
      'Why we may use it: a contact message, to answer the question you asked us; an application, to take the steps you asked for before any investment; the waitlist and the confirmation e-mails, on the consent you gave in the form, which you can withdraw at any time by removing your entry or by writing to us; the hash of your address, your user agent and the log, in our legitimate interest in protecting the forms from abuse.',
      'Your rights: you can ask us for a copy of your data, to correct it, to delete it, to restrict or object to how we use it, or to receive it in a portable form. Email {email} from the address you used, so that we can find your data. Depending on where you live, data protection law may give you further rights, including a complaint to a supervisory authority.',
    ],
  },
  regulatoryStatus: {
    title: 'Regulatory status',
    paragraphs: [
      'This site is for information only. It is not investment advice, and it is not an offer or solicitation in any jurisdiction where that would be unlawful.',
      'Pools are offered only to eligible investors who complete KYC/AML verification. The rules that apply to tokenized real estate differ between jurisdictions and can change.',
    ],
  },
  geographicRestrictions: {
    title: 'Geographic restrictions',
    paragraphs: [
      'US persons and residents of sanctioned countries are generally excluded. Availability depends on your jurisdiction, and pools are not offered everywhere.',
      'Every investor must pass an eligibility check and KYC/AML verification before investing.',
    ],
  },
} satisfies DocsStrings;
