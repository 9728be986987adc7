import { z } from 'zod';
import { timelineAr } from './ar/timeline';
import { localized } from './localized';
import { textSchema } from './schemas';

/** One milestone of the company (spec section 3). */
export const timelineEntrySchema = z.strictObject({
  /** Calendar year of the milestone. */
  year: z.number().int().min(2000).max(2100),
  /** What happened, as a short sentence without a full stop. */
  event: textSchema,
});

/** The milestones, oldest first. */
export const timelineSchema = z
  .array(timelineEntrySchema)
  .min(1)
  .refine(
    (entries) => entries.every((entry, i) => i === 0 || entry.year > (entries[i - 1]?.year ?? 0)),
    'Timeline entries must be in rising year order, one per year',
  );

/** One milestone. */
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The company's milestones, oldest first. */
export const timeline: TimelineEntry[] = timelineSchema.parse([
  { year: 2021, event: 'Founded' },
  { year: 2022, event: 'First pool launched' },
  { year: 2023, event: 'Reached $5M+ revenue' },
  { year: 2024, event: '40+ properties tokenized and 10K+ customers served' },
]);

/** The company's milestones in every language (English above, Arabic in ./ar/timeline.ts). */
export const timelineByLocale = localized('timeline', timelineSchema, {
  en: timeline,
  ar: timelineAr,
});
