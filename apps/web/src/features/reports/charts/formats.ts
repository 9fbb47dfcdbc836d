import { cents, dollars } from '@lease/contract';
import { formatCount } from '../../../ui/formatNumber';

/** How a chart writes its values: short on an axis, in full in its tooltip, as the page's table does. */
export interface ValueFormat {
  tick: (value: number) => string;
  value: (value: number) => string;
  /** Whole numbers only: an axis of counts never reads 2.5. */
  integer: boolean;
}

const count = (value: number) => formatCount(value);
export const COUNT: ValueFormat = { tick: count, value: count, integer: true };

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 2,
});
/** Decimal dollars: "$1.25M" on an axis, "$1,250,000.00" in the tooltip, as the card's table shows them. */
export const MONEY: ValueFormat = {
  tick: (value) => compactDollars.format(value),
  value: (value) => dollars(cents(value.toFixed(2))),
  integer: false,
};

/** A share in whole percent, written as the report's tables write it: "75 %". */
const percent = (value: number) => `${value} %`;
export const PERCENT: ValueFormat = { tick: percent, value: percent, integer: true };
