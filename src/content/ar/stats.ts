import type { StatsStrings } from '../stats';

/** The headline figures in Arabic (see ../stats.ts and ../en/stats.ts). */
export const stats = {
  'lifetime-revenue': {
    label: 'إجمالي الإيرادات منذ التأسيس',
    note: 'إيرادات RealYield نفسها منذ تأسيسها في عام 2021: ليست أرباحًا، وليست عائدًا مدفوعًا للمستثمرين.',
  },
  'premium-properties': {
    label: 'عقارًا مميّزًا',
    note: 'العقارات المُدارة: كل عقار تديره RealYield، سواء رُمّزت عقود إيجاره من الباطن أم لا ({properties-tokenized} منها مرمّزة).',
  },
  'rwa-market-cap': {
    label: 'القيمة السوقية للأصول الحقيقية المرمّزة',
    note: 'القيمة السوقية للأصول الحقيقية المرمّزة على مستوى القطاع كله، وليست رقمًا خاصًا بـ RealYield.',
  },
} satisfies StatsStrings;
