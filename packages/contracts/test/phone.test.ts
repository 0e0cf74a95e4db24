// One judge of an Indonesian mobile number (docs/rules/billing.md#subscribers): the checkout stores
// the `08…` form, a subscriber the `62…` form, from whatever a person types.
import { normaliseIndonesianMobile } from '../src/limits';

describe('normaliseIndonesianMobile', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['0857 1234 567', '628571234567'],
  ])('%s → %s (international)', (typed, stored) => {
    expect(normaliseIndonesianMobile(typed, 'international')).toBe(stored);
  });

  it('keeps the 08… form by default (the checkout)', () => {
    expect(normaliseIndonesianMobile('+62 812-3456-7890')).toBe('081234567890');
    expect(normaliseIndonesianMobile('6281234567890', 'local')).toBe('081234567890');
  });

  it.each([
    '',
    '12345',
    '0212345678', // a Jakarta landline
    '+6221345678',
    '0812',
    '08123456789012345', // too long
    '0812345678x',
    '+1 812 3456 7890',
    '0801234567', // 80x is no mobile prefix
    '62-0812-3456-7890',
  ])('refuses %p', (typed) => {
    expect(normaliseIndonesianMobile(typed, 'international')).toBeNull();
    expect(normaliseIndonesianMobile(typed)).toBeNull();
  });
});
