import { copyLine, copyValue } from './copy-text';

describe('COPY text encoding', () => {
  it('writes NULL as \\N and escapes backslash, tab and line breaks', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue('')).toBe('');
    expect(copyValue('plain text')).toBe('plain text');
    expect(copyValue('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    // A literal "\N" in a cell stays text, not NULL.
    expect(copyValue('\\N')).toBe('\\\\N');
  });

  it('puts the line number first and ends the line', () => {
    expect(copyLine(7, ['SJ-1', null, 'x\ty'])).toBe('7\tSJ-1\t\\N\tx\\ty\n');
  });
});
