import type { Words } from '@/content/i18n';
import type { IconName } from '@/components/ui/ContentIcon';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { Container } from '@/components/ui/Container';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface BenefitStripProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id: string;
  /** The heading and the benefits; four read as one row on wide screens. */
  words: Words['passports']['benefits'];
  /** Each benefit's icon, in the benefits' order. */
  icons: readonly IconName[];
}

/**
 * A short list of what a product gives, read across: the heading on a hairline, then the items
 * side by side between vertical rules (two by two on tablets, one under another on phones). Open
 * on the band, no cards: it is one statement in four parts, not four things to pick from.
 */
export function BenefitStrip({ id, words, icons }: BenefitStripProps) {
  const { title, items } = words;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="pt-4 pb-section">
      <Container>
        <h2
          id={`${id}-heading`}
          className="border-b border-line pb-4 text-xl font-semibold text-balance sm:text-2xl"
        >
          {title}
        </h2>
        <ul className="grid gap-x-10 sm:grid-cols-2 lg:mt-8 lg:grid-cols-4 lg:gap-x-0">
          {items.map((item, index) => (
            <li
              key={item.title}
              className="border-t border-line py-6 first:border-t-0 sm:nth-2:border-t-0 lg:border-s lg:border-t-0 lg:px-6 lg:py-1 lg:first:border-s-0 lg:first:ps-0 lg:last:pe-0"
            >
              <div className="flex items-center gap-3">
                {icons[index] ? <ContentIcon name={icons[index]} /> : null}
                <h3 className="text-lg font-semibold">{item.title}</h3>
              </div>
              <p className="mt-3 text-pretty text-muted">{keepHyphenated(item.text)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
