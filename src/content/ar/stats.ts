import type { Stat } from '../stats';

/** The headline figures in Arabic, in display order (see ../stats.ts for what each field is). */
export const statsAr: Stat[] = [
  { id: 'lifetime-revenue', value: '+5 ملايين دولار', label: 'إجمالي الإيرادات منذ التأسيس' },
  { id: 'premium-properties', value: '+80', label: 'عقارًا مميّزًا' },
  {
    id: 'rwa-market-cap',
    value: '30 مليار دولار',
    label: 'القيمة السوقية للأصول الحقيقية المرمّزة',
    note: 'القيمة السوقية للأصول الحقيقية المرمّزة على مستوى القطاع كله، وليست رقمًا خاصًا بـ RealYield.',
  },
];
