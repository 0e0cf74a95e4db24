import {
  checkFieldValue,
  DELIVERY_FIELDS,
  fieldForHeader,
  normalizeHeader,
  parseDate,
  parseDateTime,
  parseQty,
  parseTime,
  TEXT_MAX_LENGTH,
} from './delivery-fields';

const fieldOf = (key: string) => {
  const found = DELIVERY_FIELDS.find((f) => f.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe('headers', () => {
  it.each([
    ['slipNumber', 'slipNumber'],
    ['slip_number', 'slipNumber'],
    ['Slip Number', 'slipNumber'],
    ['SLIP-NUMBER', 'slipNumber'],
    ['  kd lot no ', 'kdLotNo'],
    ['scan_lt1_by_name', 'scanLt1ByName'],
    ['Scan LT2 At', 'scanLt2At'],
    ['remarks-bawah', 'remarksBawah'],
  ])('%j names %s', (header, key) => {
    expect(fieldForHeader(header)?.key).toBe(key);
  });

  it('knows nothing of other columns', () => {
    expect(fieldForHeader('customer')).toBeUndefined();
    expect(fieldForHeader('slip')).toBeUndefined();
    expect(normalizeHeader('Slip _-Number')).toBe('slipnumber');
  });
});

describe('dates', () => {
  it.each([
    ['2024-01-05', '2024-01-05'],
    ['05/01/2024', '2024-01-05'],
    ['5/1/2024', '2024-01-05'],
    ['29/02/2024', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['31/12/9999', '9999-12-31'],
  ])('%s is %s', (text, value) => {
    expect(parseDate(text)).toEqual({ ok: true, value });
  });

  it.each(['31/02/2024', '29/02/2023', '1900-02-29', '2024-13-01', '00/01/2024', '2024-04-31'])(
    '%s is not a real date',
    (text) => {
      expect(parseDate(text)).toEqual({ ok: false, message: `date ${text} is not a real date` });
    },
  );

  it.each(['2024/01/05', '05-01-2024', '20240105', '5 Jan 2024', '2024-1-5', '05/01/24', ''])(
    '%j has the wrong shape',
    (text) => {
      expect(parseDate(text)).toEqual({
        ok: false,
        message: 'date must be a date as YYYY-MM-DD or DD/MM/YYYY',
      });
    },
  );

  it('refuses years before 1000', () => {
    expect(parseDate('0999-01-01').ok).toBe(false);
  });
});

describe('times', () => {
  it.each([
    ['08:15', '08:15:00'],
    ['8:15', '08:15:00'],
    ['23:59:59', '23:59:59'],
    ['00:00:00', '00:00:00'],
  ])('%s is %s', (text, value) => {
    expect(parseTime(text)).toEqual({ ok: true, value });
  });

  it.each(['24:00', '12:60', '12:30:60'])('%s is not a time of day', (text) => {
    expect(parseTime(text)).toEqual({
      ok: false,
      message: `time ${text} is not a real time of day`,
    });
  });

  it.each(['0815', '8.15', '08:15:00.5', '08:15 PM', ''])('%j has the wrong shape', (text) => {
    expect(parseTime(text)).toEqual({
      ok: false,
      message: 'time must be a time as HH:mm or HH:mm:ss',
    });
  });
});

describe('datetimes', () => {
  it.each([
    ['2024-01-05 08:15', '2024-01-05 08:15:00'],
    ['2024-01-05T08:15:30', '2024-01-05 08:15:30'],
    ['05/01/2024 08:15:30', '2024-01-05 08:15:30'],
    ['05/01/2024T8:15', '2024-01-05 08:15:00'],
    ['2024-01-05  08:15', '2024-01-05 08:15:00'],
  ])('%s is %s', (text, value) => {
    expect(parseDateTime(text, 'scanLt1At')).toEqual({ ok: true, value });
  });

  it('keeps the precise message for an impossible date or time', () => {
    expect(parseDateTime('31/02/2024 08:00', 'scanLt2At')).toEqual({
      ok: false,
      message: 'scanLt2At 31/02/2024 is not a real date',
    });
    expect(parseDateTime('2024-01-05 25:00', 'scanLt2At')).toEqual({
      ok: false,
      message: 'scanLt2At 25:00 is not a real time of day',
    });
  });

  it.each(['2024-01-05', '08:15', '2024-01-05 8.15', 'yesterday 08:00', '2024-01-05-08:15'])(
    '%j has the wrong shape',
    (text) => {
      expect(parseDateTime(text, 'scanLt1At')).toEqual({
        ok: false,
        message:
          'scanLt1At must be a date and time as YYYY-MM-DD HH:mm[:ss] or DD/MM/YYYY HH:mm[:ss]',
      });
    },
  );
});

describe('qty', () => {
  it.each([
    ['0', '0'],
    ['12', '12'],
    ['007', '7'],
    ['2147483647', '2147483647'],
    ['0000000000002147483647', '2147483647'],
  ])('%s is %s', (text, value) => {
    expect(parseQty(text)).toEqual({ ok: true, value });
  });

  it.each(['-1', '+1', '1.5', '1,000', '1e3', '2147483648', '99999999999', 'ten', ' 1'])(
    '%j is refused',
    (text) => {
      expect(parseQty(text)).toEqual({
        ok: false,
        message: 'qty must be a whole number from 0 to 2147483647',
      });
    },
  );
});

describe('checkFieldValue', () => {
  it('trims, and turns an empty optional cell into NULL', () => {
    expect(checkFieldValue(fieldOf('partName'), '  COVER  ')).toEqual({ ok: true, value: 'COVER' });
    expect(checkFieldValue(fieldOf('partName'), '   ')).toEqual({ ok: true, value: null });
    expect(checkFieldValue(fieldOf('qty'), ' 12 ')).toEqual({ ok: true, value: '12' });
  });

  it('names the field of a required empty cell', () => {
    expect(checkFieldValue(fieldOf('partNumber'), ' ')).toEqual({
      ok: false,
      message: 'partNumber is required',
    });
  });

  it(`caps text at ${TEXT_MAX_LENGTH} characters (each sort index must hold it)`, () => {
    expect(checkFieldValue(fieldOf('remarksBawah'), 'é'.repeat(TEXT_MAX_LENGTH)).ok).toBe(true);
    expect(checkFieldValue(fieldOf('remarksBawah'), 'x'.repeat(TEXT_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: `remarksBawah must be at most ${TEXT_MAX_LENGTH} characters`,
    });
  });

  it('checks each kind with the field name in the message', () => {
    expect(checkFieldValue(fieldOf('adjustDate'), '31/02/2024')).toEqual({
      ok: false,
      message: 'adjustDate 31/02/2024 is not a real date',
    });
    expect(checkFieldValue(fieldOf('adjustTime'), '7')).toEqual({
      ok: false,
      message: 'adjustTime must be a time as HH:mm or HH:mm:ss',
    });
  });
});
