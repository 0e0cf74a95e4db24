import {
  MIKHMON_BATCH_MAX,
  mikhmonBatch,
  mikhmonCommentDate,
  mikhmonValidity,
  namesCharset,
  parseMikhmonOnLogin,
  parseMikhmonPrice,
  parseMikhmonSaleName,
  parseRouterDateTime,
} from './mikhmon';

// MikHmon v3's real on-login (hotspot/adduserprofile.php), shortened after the header.
const onLogin = (header: string) =>
  `:put (",${header},"); {:local date [ /system clock get date ];:local year [ :pick $date 7 11 ];}`;

describe('parseMikhmonOnLogin', () => {
  it.each([
    [
      'rem,5000,1d,6000,,Disable',
      { price: 5000, sellingPrice: 6000, validity: '1d', expiryMode: 'remove', lockMac: false },
    ],
    [
      'remc,3000,12h,,,Enable',
      { price: 3000, sellingPrice: null, validity: '12h', expiryMode: 'remove', lockMac: true },
    ],
    [
      'ntf,10000,1w,0,,Disable',
      { price: 10000, sellingPrice: null, validity: '7d', expiryMode: 'disable', lockMac: false },
    ],
    [
      'ntfc,50000,30d,55000,,Enable',
      { price: 50000, sellingPrice: 55000, validity: '30d', expiryMode: 'disable', lockMac: true },
    ],
    [
      ',2000,,,noexp,Enable',
      { price: 2000, sellingPrice: null, validity: '', expiryMode: 'none', lockMac: true },
    ],
  ])('%s', (header, expected) => {
    expect(parseMikhmonOnLogin(onLogin(header))).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'on-login has no MikHmon header'],
    [':log info "hello"', 'on-login has no MikHmon header'],
    [':put (",xyz,5000,1d,,,Disable,")', 'unknown expiry mode "xyz"'],
    [':put (",rem,lima,1d,,,Disable,")', 'price "lima" is not a number'],
    [':put (",rem,5000,soon,,,Disable,")', 'validity "soon" is not an interval'],
    [':put (",rem,5000")', 'MikHmon header has too few fields'],
  ])('refuses %j', (text, reason) => {
    expect(parseMikhmonOnLogin(text)).toEqual({ ok: false, reason });
  });
});

describe('small parsers', () => {
  it('prices', () => {
    expect(parseMikhmonPrice('5000')).toBe(5000);
    expect(parseMikhmonPrice('5.000')).toBe(5000);
    expect(parseMikhmonPrice('Rp 12,500')).toBe(12500);
    expect(parseMikhmonPrice('')).toBe(0);
    expect(parseMikhmonPrice('5k')).toBeNull();
  });

  it('validity', () => {
    expect(mikhmonValidity('30m')).toBe('30m');
    expect(mikhmonValidity('1d12h')).toBe('36h');
    expect(mikhmonValidity('2w')).toBe('14d');
    expect(mikhmonValidity('01:30:00')).toBe('90m');
    expect(mikhmonValidity('')).toBe('');
    expect(mikhmonValidity('30s')).toBeNull();
    expect(mikhmonValidity('d1')).toBeNull();
  });

  it('router dates in both forms are WIB', () => {
    const expected = new Date('2024-01-15T07:05:09.000Z');
    expect(parseRouterDateTime('jan/15/2024', '14:05:09')).toEqual(expected);
    expect(parseRouterDateTime('2024-01-15', '14:05:09')).toEqual(expected);
    // Just after midnight WIB is the previous day in UTC.
    expect(parseRouterDateTime('mar/01/2024', '00:10:00')?.toISOString()).toBe(
      '2024-02-29T17:10:00.000Z',
    );
    expect(parseRouterDateTime('feb/30/2024', '10:00:00')).toBeNull();
    expect(parseRouterDateTime('2024-13-01', '10:00:00')).toBeNull();
    expect(parseRouterDateTime('jan/15/2024', '24:00:00')).toBeNull();
    expect(parseRouterDateTime('15/01/2024', '10:00:00')).toBeNull();
  });
});

describe('parseMikhmonSaleName', () => {
  it.each([
    [
      'jan/15/2024-|-14:05:09-|-vc123-|-5000-|-10.5.50.12-|-aa:bb:cc:dd:ee:ff-|-1d-|-1hari-|-vc-250-01.15.24-',
    ],
    [
      '2024-01-15-|-14:05:09-|-vc123-|-5000-|-10.5.50.12-|-aa:bb:cc:dd:ee:ff-|-1d-|-1hari-|-vc-250-01.15.24-',
    ],
  ])('%s', (name) => {
    expect(parseMikhmonSaleName(name)).toEqual({
      ok: true,
      value: {
        soldAt: new Date('2024-01-15T07:05:09.000Z'),
        user: 'vc123',
        price: 5000,
        address: '10.5.50.12',
        macAddress: 'AA:BB:CC:DD:EE:FF',
        validity: '1d',
        profile: '1hari',
        comment: 'vc-250-01.15.24-',
      },
    });
  });

  it('refuses what is not a sale', () => {
    expect(parseMikhmonSaleName('backup-script')).toEqual({
      ok: false,
      reason: 'not a MikHmon sales record name',
    });
    expect(parseMikhmonSaleName('jan/99/2024-|-14:05:09-|-u-|-5000-|--|--|-1d-|-p-|-')).toEqual({
      ok: false,
      reason: 'date "jan/99/2024 14:05:09" is not a date and time',
    });
    expect(parseMikhmonSaleName('jan/15/2024-|-14:05:09-|- -|-5000-|--|--|-1d-|-p-|-')).toEqual({
      ok: false,
      reason: 'no user name',
    });
  });
});

describe('mikhmonBatch', () => {
  const user = (name: string, profile = '1jam', limitUptime = '', limitBytesTotal = '') => ({
    name,
    profile,
    limitUptime,
    limitBytesTotal,
  });

  it("reads the comment's mm.dd.yy as midnight WIB; no real date → null", () => {
    expect(mikhmonCommentDate('vc-123-11.20.26-demo')?.toISOString()).toBe(
      '2026-11-19T17:00:00.000Z',
    );
    expect(mikhmonCommentDate('up-9-01.05.27-')?.toISOString()).toBe('2027-01-04T17:00:00.000Z');
    expect(mikhmonCommentDate('vc-123-13.40.26-demo')).toBeNull();
    expect(mikhmonCommentDate('vc-kafe')).toBeNull();
  });

  it("takes the names' charset", () => {
    expect(namesCharset(['1234', '5678'])).toBe('digits');
    expect(namesCharset(['ab12', 'cd'])).toBe('lower-digits');
    expect(namesCharset(['abcd'])).toBe('lower');
    expect(namesCharset(['ABCD', 'EF12'])).toBe('upper-digits');
    expect(namesCharset(['aBcD'])).toBe('mixed');
    expect(namesCharset(['aB1-'])).toBe('mixed-digits');
    expect(namesCharset(['--'])).toBe('lower-digits');
  });

  it('makes one batch of a group: most common profile and length, shared limits only', () => {
    const parsed = mikhmonBatch('up-5-11.20.26-x', [
      user('ab1', '1hari', '1d', '1048576'),
      user('cd2', '1jam', '1d', '1048576'),
      user('ef3', '1jam', '1d', '1048576'),
      user('gh4567890123456', '1jam', '2d', '1048576'),
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: {
        profile: '1jam',
        count: 4,
        mode: 'userpass',
        // 3 clamped to the table's 4–12.
        length: 4,
        charset: 'lower-digits',
        limitUptime: '',
        limitBytesTotal: 1_048_576,
        note: 'up-5-11.20.26-x',
        createdAt: new Date('2026-11-19T17:00:00.000Z'),
      },
    });
  });

  it('skips a group bigger than a batch holds', () => {
    const many = Array.from({ length: MIKHMON_BATCH_MAX + 1 }, (_, i) => user(`v${i}`));
    expect(mikhmonBatch('vc-1-11.20.26-', many)).toEqual({
      ok: false,
      reason: '5001 users: a batch holds at most 5000',
    });
  });
});
