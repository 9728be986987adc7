import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withRangeBreaks } from './RiskLine';

const html = (text: string) =>
  renderToStaticMarkup(createElement(Fragment, null, withRangeBreaks(text)));

describe('withRangeBreaks: ranges break after the dash, numbers keep their units', () => {
  it('lets a range break after its hyphen and keeps its last number with its unit', () => {
    expect(html('Funds are locked for 12-24 months, and paid in 7-14 business days.')).toBe(
      'Funds are locked for 12-<wbr/>24\u00a0months, and paid in 7-<wbr/>14\u00a0business days.',
    );
  });

  it('leaves a text without a range, and Arabic copy (spaced by its own content), as it is', () => {
    expect(html('You can lose some or all of it.')).toBe('You can lose some or all of it.');
    expect(html('تُحجز الأموال عادةً لمدة 12-24\u00a0شهرًا')).toBe(
      'تُحجز الأموال عادةً لمدة 12-24\u00a0شهرًا',
    );
  });
});
