import type { ReactNode } from 'react';
import { Clock, Hourglass, Mail, type LucideIcon } from 'lucide-react';
import type { Words } from '@/content/i18n';
import type { Link } from '@/content/schemas';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
import { SocialIcon } from '@/components/site/SocialIcon';

export interface ContactSectionProps {
  /** The page's words: the form card's heading and small print, the details' labels. */
  words: Words['contact'];
  /** The details' two notes, with the site's hours and response time filled in. */
  notes: { businessHours: string; responseTime: string };
  /** The contact address. */
  email: string;
  /** The privacy notice, linked after the small print. */
  privacyHref: string;
  /** The social profiles, each with its name. */
  socials: ReadonlyArray<{
    network: keyof Words['site']['socials'];
    href: string;
    label: string;
  }>;
  /**
   * Once launched, who is behind the site: the promotion statement (company, registration,
   * licence, regulator), its registered address and its public records, each only when given.
   */
  company?: { statement: string; address?: string; links: readonly Link[] } | undefined;
  /** The form itself (an island, placed by the page). */
  children: ReactNode;
}

/** One of the details: its icon in a soft tile, beside what it says. */
function Detail({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand">
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
      </span>
      {children}
    </li>
  );
}

/**
 * The body of /contact: the message form in a card and, beside it on wide screens (below it on
 * phones), the email address, business hours, response time and social links.
 */
export function ContactSection({
  words,
  notes,
  email,
  privacyHref,
  socials,
  company,
  children,
}: ContactSectionProps) {
  const { form, details } = words;
  return (
    <section className="pb-section">
      <Container className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-12">
        <Card className="p-6 sm:p-8">
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-semibold">
            {form.title}
          </h2>
          {children}
          <p className="mt-6 border-t border-line pt-5 text-sm text-muted">
            {form.privacyNote}{' '}
            <a
              href={privacyHref}
              className="font-medium text-brand-ink underline underline-offset-2 hover:text-brand"
            >
              {form.privacyLink}
            </a>
          </p>
        </Card>

        <div className="flex flex-col gap-8 lg:pt-2">
          <div>
            <h2 id="contact-details-heading" className="text-xl font-semibold">
              {details.title}
            </h2>
            <ul className="mt-6 flex flex-col gap-5">
              <Detail icon={Mail}>
                <div className="flex min-w-0 flex-col">
                  <span className="text-sm text-muted">{details.emailLabel}</span>
                  <a
                    href={`mailto:${email}`}
                    className="font-semibold break-all text-brand-ink underline-offset-2 hover:underline"
                  >
                    {email}
                  </a>
                </div>
              </Detail>
              {[
                { icon: Clock, text: notes.businessHours },
                { icon: Hourglass, text: notes.responseTime },
              ].map(({ icon, text }) => (
                <Detail key={text} icon={icon}>
                  <p className="pt-2 text-ink">{text}</p>
                </Detail>
              ))}
            </ul>
          </div>

          {company ? (
            <div className="border-t border-line pt-8">
              <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">
                {details.company.title}
              </h3>
              <p className="mt-4 text-pretty text-ink">{company.statement}</p>
              {company.address ? (
                <p className="mt-2 text-sm text-pretty text-muted">{company.address}</p>
              ) : null}
              {company.links.length > 0 ? (
                <ul className="mt-3 flex flex-col gap-1 text-sm">
                  {company.links.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        rel="noopener noreferrer"
                        className="font-medium text-brand-ink underline underline-offset-2 hover:text-brand"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}

          <div className="border-t border-line pt-8">
            {socials.length > 0 ? (
              <>
                <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">
                  {details.socialTitle}
                </h3>
                <ul className="mt-4 flex flex-wrap gap-3">
                  {socials.map((social) => (
                    <li key={social.href}>
                      <a
                        href={social.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex h-11 items-center gap-2.5 rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-ink transition-colors hover:border-brand hover:text-brand-ink"
                      >
                        <SocialIcon network={social.network} />
                        {social.label}
                        <span className="sr-only"> {details.newTab}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {/* Lookalike accounts are the common fraud around investment sites: which ones are
                real, and what the real ones never ask for. */}
            <p className={cn('text-sm text-pretty text-muted', socials.length > 0 && 'mt-5')}>
              {details.impersonation}
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
