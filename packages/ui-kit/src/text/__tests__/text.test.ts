import { capitalise, firstCharacters, isLongerThan } from '../text';

test('capitalise upper-cases the first letter only', () => {
  expect(capitalise('admin')).toBe('Admin');
  expect(capitalise('contact info')).toBe('Contact info');
  expect(capitalise('')).toBe('');
});

test('counts characters as the reader sees them', () => {
  expect(firstCharacters('Jl. 🏠 Merdeka', 5)).toBe('Jl. 🏠');
  expect(isLongerThan('🏠🏠', 2)).toBe(false);
  expect(isLongerThan('🏠🏠🏠', 2)).toBe(true);
});
