// What the specs expect each page to say, from the same dictionaries and facts the pages read:
// the words as the pages draw them (a link's label with its target, a pool's words with its
// facts), so a spec names what it checks on screen in one place.
import type { Locale } from '#contracts/locale.ts';
import { poolEntries, sharedValues, words } from '../src/content/i18n';
import { href } from '../src/content/routes';
import { poolFormHref, poolHref } from '../src/lib/paths';
import { STATUS_PRESENTATION } from '../src/lib/pool-status';

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

/** The pages' words and the pools in `locale`, shaped as the pages draw them. */
export function pageContent(locale: Locale) {
  const t = words(locale);
  const { interest, poolPage, poolsPage, home } = t;
  const { forms } = poolPage;
  const pools = poolEntries(t).map((pool) => ({
    ...pool,
    location: t.pools.location,
    collateralType: t.pools.collateral,
  }));
  const link = (label: string, to: Parameters<typeof href>[0]) => ({
    label,
    href: href(to, locale),
  });
  const outcomes = mapValues(interest.outcomes, (outcome) => ({
    ...outcome,
    pageTitle: 'pageTitle' in outcome ? outcome.pageTitle : outcome.title,
  })) as Record<
    keyof typeof interest.outcomes,
    { title: string; pageTitle: string; description: string }
  >;
  const { waitlistConsent, ...required } = forms.requiredFields;
  const open = pools.find((pool) => pool.status === 'Open') ?? pools[0]!;
  const { basis, ...years } = t.timeline;
  return {
    pools,
    openPool: open,
    yieldCopy: t.pools.yield,
    interest: {
      ...interest,
      outcomes,
      consent: {
        application: { privacyLink: { label: interest.consent.privacyLink } },
      },
    },
    poolStatusPresentation: {
      Open: { ...STATUS_PRESENTATION.Open, action: t.pools.actions.Open, disabled: false },
      Upcoming: {
        ...STATUS_PRESENTATION.Upcoming,
        action: t.pools.actions.Upcoming,
        disabled: false,
      },
      Closed: { ...STATUS_PRESENTATION.Closed, action: t.pools.actions.Closed, disabled: true },
    },
    poolPages: pools.map((pool) => {
      const form = poolFormHref(pool, locale);
      const { keyTerms } = poolPage;
      return {
        pool,
        path: poolHref(pool.id, locale),
        meta: { title: pool.name },
        // The buy box's terms while the operator's own are not given: the spec's minimum range (a
        // lockup only once it is the pool's own: the note under the box defines it).
        terms: [pool.payout, keyTerms.ranges.minimum, pool.collateralType].map((value) => ({
          value,
        })),
        ...(form ? { form: { path: form } } : {}),
      };
    }),
    poolPageCopy: {
      ...poolPage,
      labels: {
        ...poolsPage.list.labels,
        targetApy: t.pools.yield.label,
        targetApyQualifier: t.pools.yield.qualifier,
      },
      yieldSource: { ...poolPage.yieldSource, link: { label: poolPage.yieldSource.link } },
      otherPools: { ...poolPage.otherPools, all: { label: poolPage.otherPools.all } },
      forms: {
        ...forms,
        application: {
          ...forms.application,
          investorType: { ...forms.application.investorType, options: interest.investorTypes },
          notUsPerson: { text: forms.application.notUsPerson },
          riskRead: { text: forms.application.riskRead.text },
          consent: { text: interest.consent.application },
          received: outcomes.applied,
        },
        waitlist: {
          ...forms.waitlist,
          consent: { text: interest.consent.waitlist },
          received: outcomes.waitlisted,
        },
        requiredFields: {
          application: required,
          waitlist: { email: required.email, country: required.country, consent: waitlistConsent },
        },
        validation: { missing_fields: outcomes.missing },
        notAvailable: outcomes['not-available'],
        confirmations: interest.confirmations,
      },
    },
    poolsPage: {
      ...poolsPage,
      hero: { ...poolsPage.hero, title: poolsPage.meta.title },
      list: {
        ...poolsPage.list,
        labels: {
          ...poolsPage.list.labels,
          targetApy: t.pools.yield.label,
          targetApyQualifier: t.pools.yield.qualifier,
        },
        riskLine: { ...t.site.riskLine, link: { label: t.site.riskLine.link } },
      },
      risk: { ...poolsPage.risk, link: link(poolsPage.risk.link, 'risk') },
    },
    timeline: Object.entries(years).map(([year, event]) => ({ year, event })),
    home: {
      hero: {
        ...home.hero,
        title: t.site.tagline,
        primary: link(home.hero.primary, 'pools'),
        secondary: link(home.hero.secondary, 'howItWorks'),
        risk: { ...t.site.riskLine, link: link(t.site.riskLine.link, 'risk') },
      },
      stats: {
        title: home.stats.title,
        items: Object.entries(t.stats).map(([id, stat]) => ({
          id,
          ...stat,
          value: sharedValues(locale)[id.replaceAll('-', '_')] ?? '',
        })),
      },
      features: {
        ...home.features,
        items: home.features.items.map((item, i) => ({
          ...item,
          link: link(item.link, (['pools', 'docs', 'howItWorks'] as const)[i] ?? 'pools'),
        })),
      },
      poolTeaser: {
        ...home.poolTeaser,
        action: { label: home.poolTeaser.action, href: poolFormHref(open, locale) },
      },
      steps: { ...home.steps, link: link(home.steps.link, 'howItWorks') },
      about: {
        ...home.about,
        text: `${home.about.text} ${basis}`,
        link: link(home.about.link, 'about'),
      },
      keyFeatures: home.keyFeatures,
      marketPotential: { ...home.marketPotential, link: link(home.marketPotential.link, 'about') },
      cta: { ...home.cta, primary: link(home.cta.primary, 'pools') },
    },
  };
}
