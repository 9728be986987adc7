import { z } from 'zod';
import { fill, textSchema } from './schemas';

/** The years of the company's milestones (spec section 3), oldest first. */
const YEARS = [2021, 2022, 2023, 2024] as const;

/** What happened each year, as a short sentence without a full stop. */
export const timelineStringsSchema = z.strictObject({
  2021: textSchema,
  2022: textSchema,
  2023: textSchema,
  2024: textSchema,
  /**
   * What the milestones' figures count, and when (issue 24): drawn after the milestones' intro.
   * `{customers}` is who counts as a customer and `{asOf}` the figures' date (operator.ts).
   */
  basis: textSchema.includes('{customers}').includes('{asOf}'),
} satisfies Record<(typeof YEARS)[number] | 'basis', z.ZodType>);

/** The milestones' words in one language. */
export type TimelineStrings = z.input<typeof timelineStringsSchema>;

/** The company's milestones in one language, oldest first. */
export function buildTimeline(strings: TimelineStrings) {
  return YEARS.map((year) => ({ year, event: strings[year] }));
}

/** What the milestones' figures count, and the date they are as of, in one language. */
export function buildTimelineBasis(
  strings: TimelineStrings,
  operator: { customers: string; figuresAsOf: string },
): string {
  return fill(strings.basis, { customers: operator.customers, asOf: operator.figuresAsOf });
}

/** One milestone. */
export type TimelineEntry = ReturnType<typeof buildTimeline>[number];
