import type { StatsStrings } from '../stats';

/** The headline figures in Arabic (see ../stats.ts). */
export const stats = {
  'lifetime-revenue': { value: '+5 ملايين دولار', label: 'إجمالي الإيرادات منذ التأسيس' },
  'premium-properties': { value: '+80', label: 'عقارًا مميّزًا' },
  'rwa-market-cap': {
    value: '30 مليار دولار',
    label: 'القيمة السوقية للأصول الحقيقية المرمّزة',
    note: 'القيمة السوقية للأصول الحقيقية المرمّزة على مستوى القطاع كله، وليست رقمًا خاصًا بـ RealYield.',
  },
} satisfies StatsStrings;
