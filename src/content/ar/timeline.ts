import type { TimelineStrings } from '../timeline';

/** The company's milestones in Arabic, by year (see ../timeline.ts). */
export const timeline = {
  2021: 'تأسيس الشركة',
  2022: 'إطلاق أول مجمّع',
  2023: 'بلوغ الإيرادات {lifetime-revenue}',
  2024: 'ترميز {properties-tokenized}\u00a0عقارًا وخدمة {customers-served}\u00a0عميل',
  basis:
    'الإيرادات هي إيرادات RealYield نفسها منذ عام 2021، لا عوائد المستثمرين. والعقارات المرمّزة هي العقارات المُدارة التي رُمّزت عقود إيجارها من الباطن. {customers} {asOf}',
} satisfies TimelineStrings;
