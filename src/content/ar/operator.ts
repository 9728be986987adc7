import type { OperatorStrings } from '../operator';

/** The operator's facts in Arabic, and what the pages say while one is missing (see ../operator.ts). */
export const operator = {
  facts: { riskWarning: null, apyBasis: null, fees: null, tokenRights: null },
  offering: {
    pending:
      'الترخيص: هذا الطرح غير مرخّص بعد. وستُنشر هنا قبل الإطلاق الشركة التي ستقدّمه ورقم تسجيلها ورقم ترخيصها والجهة التنظيمية المختصة؛ وحتى ذلك الحين لا يُقبل أي استثمار، ويقتصر التقدّم بطلب على تسجيل اهتمامك.',
    known:
      'الترخيص: تطرح المجمّعاتِ شركةُ {legalName} (رقم التسجيل {registration})، المرخّصة من {regulator} بموجب الترخيص رقم {licenceNumber}.',
  },
  riskWarning: {
    title: 'تحذير الجهة التنظيمية من المخاطر',
    pending: 'سيُنشر هنا قبل الإطلاق تحذير المخاطر الذي تشترطه الجهة التنظيمية للطرح، بنصّه الحرفي.',
  },
  tokenRights: {
    title: 'ما الذي تملكه',
    pending:
      'يمثّل رمز المجمّع حصة في عقود الإيجار من الباطن المرمّزة للمجمّع، لا ملكية العقارات. وستُبيَّن في شروط المجمّع، التي تُنشر قبل الإطلاق، الحقوق القانونية التي يمنحك إياها، وما يحدث إذا انتهى قبل أوانه عقد الإيجار الأصلي الذي يستند إليه عقد الإيجار من الباطن.',
  },
  fees: {
    title: 'الرسوم وأساس العائد المستهدف',
    pending:
      'ستُنشر قبل الإطلاق الرسوم التي يتقاضاها كل مجمّع، وما إذا كان عائده السنوي المستهدف محسوبًا قبل خصمها أو بعده. والرسوم تُنقص ما تحصل عليه.',
  },
  marketCapSource: {
    pending: 'وسيُنشر مصدره وتاريخه قبل الإطلاق.',
    known: 'المصدر: {name}، حتى {asOf}.',
  },
} satisfies OperatorStrings;
