import { z } from 'zod';
import { textSchema } from './schemas';

/** The years of the company's milestones (spec section 3), oldest first. */
const YEARS = [2021, 2022, 2023, 2024] as const;

/** What happened each year, as a short sentence without a full stop. */
export const timelineStringsSchema = z.strictObject({
  2021: textSchema,
  2022: textSchema,
  2023: textSchema,
  2024: textSchema,
} satisfies Record<(typeof YEARS)[number], z.ZodType>);

/** The milestones' words in one language. */
export type TimelineStrings = z.input<typeof timelineStringsSchema>;

/** The company's milestones in one language, oldest first. */
export function buildTimeline(strings: TimelineStrings) {
  return YEARS.map((year) => ({ year, event: strings[year] }));
}

/** One milestone. */
export type TimelineEntry = ReturnType<typeof buildTimeline>[number];
