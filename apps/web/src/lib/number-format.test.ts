import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatKronor,
  formatKronorChange,
  formatQuantity,
  formatSignedQuantity,
} from './number-format';

describe('numbers and money as shown', () => {
  it('shows two decimals the Swedish way, and the English way in English', () => {
    expect(formatKronor(1240, 'sv')).toBe('1 240,00 kr');
    expect(formatKronor(-9786.5, 'sv')).toBe('-9 786,50 kr');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.50');
    expect(formatDecimal(2.5, 'sv', { decimals: 0, auto: true })).toBe('2,5');
  });

  it('shows a quantity with the decimals it has', () => {
    expect(formatQuantity(12, 'sv')).toBe('12');
    expect(formatQuantity(2.5, 'sv')).toBe('2,5');
    expect(formatQuantity(1500, 'en')).toBe('1,500');
    expect(formatSignedQuantity(2, 'sv')).toBe('+2');
    expect(formatSignedQuantity(-1.25, 'sv')).toBe('-1,25');
    expect(formatSignedQuantity(0, 'sv')).toBe('0');
  });

  it('shows a change in kronor with its sign, in whole kronor unless it has öre', () => {
    expect(formatKronorChange(744, 'sv')).toBe('+744 kr');
    expect(formatKronorChange(1362, 'sv')).toBe('+1 362 kr');
    expect(formatKronorChange(-1019.2, 'sv')).toBe('-1 019,20 kr');
    expect(formatKronorChange(0.005, 'sv')).toBe('+0,01 kr');
    expect(formatKronorChange(1362, 'en')).toBe('+1,362 kr');
  });
});
