import type { PoolsStrings } from '../pools';

/** The pools' words in Arabic (see ../pools.ts). */
export const pools = {
  names: {
    'dubai-1': 'مجمّع دبي الاستثماري المميّز للإيجار من الباطن',
    'dubai-2': 'مجمّع دبي الاستثماري لعقارات الضيافة',
    'dubai-3': 'مجمّع دبي الاستثماري للعقارات السكنية',
  },
  location: 'دبي، الإمارات العربية المتحدة',
  actions: { Open: 'قدّم طلبك الآن', Upcoming: 'انضم إلى قائمة الانتظار', Closed: 'مغلق' },
  yield: { label: 'العائد السنوي المستهدف', qualifier: 'مستهدف، غير مضمون' },
  statuses: { Open: 'مفتوح', Upcoming: 'قريبًا', Closed: 'مغلق' },
  collateralTypes: { 'Tokenized Sub-Lease': 'إيجار من الباطن مرمّز' },
} satisfies PoolsStrings;
