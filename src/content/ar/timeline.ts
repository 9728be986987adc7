import type { TimelineStrings } from '../timeline';

/** The company's milestones in Arabic, by year (see ../timeline.ts). */
export const timeline = {
  2021: 'تأسيس الشركة',
  2022: 'إطلاق أول مجمّع',
  2023: 'بلوغ إيرادات تتجاوز 5 ملايين دولار',
  2024: 'ترميز أكثر من 40 عقارًا وخدمة أكثر من 10 آلاف عميل',
} satisfies TimelineStrings;
