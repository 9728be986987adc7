import type { TimelineEntry } from '../timeline';

/** The company's milestones in Arabic, oldest first (see ../timeline.ts). */
export const timelineAr: TimelineEntry[] = [
  { year: 2021, event: 'تأسيس الشركة' },
  { year: 2022, event: 'إطلاق أول مجمّع' },
  { year: 2023, event: 'بلوغ إيرادات تتجاوز 5 ملايين دولار' },
  { year: 2024, event: 'ترميز أكثر من 40 عقارًا وخدمة أكثر من 10 آلاف عميل' },
];
