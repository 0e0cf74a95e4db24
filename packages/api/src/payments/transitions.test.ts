import { ALLOWED_FROM, STATUSES, transition, type TransactionStatus } from './transitions';

// Every status after every status: the whole table, written out so a change to the machine shows.
const EXPECTED: Record<TransactionStatus, Record<TransactionStatus, string>> = {
  UNPAID: { UNPAID: 'repeat', PAID: 'move', EXPIRED: 'move', FAILED: 'move', REFUND: 'ignore' },
  PAID: { UNPAID: 'ignore', PAID: 'repeat', EXPIRED: 'ignore', FAILED: 'ignore', REFUND: 'move' },
  EXPIRED: {
    UNPAID: 'ignore',
    PAID: 'ignore',
    EXPIRED: 'repeat',
    FAILED: 'ignore',
    REFUND: 'ignore',
  },
  FAILED: {
    UNPAID: 'ignore',
    PAID: 'ignore',
    EXPIRED: 'ignore',
    FAILED: 'repeat',
    REFUND: 'ignore',
  },
  REFUND: {
    UNPAID: 'ignore',
    PAID: 'ignore',
    EXPIRED: 'ignore',
    FAILED: 'ignore',
    REFUND: 'repeat',
  },
};

describe('transaction status transitions', () => {
  for (const from of STATUSES) {
    for (const to of STATUSES) {
      it(`${from} then ${to}: ${EXPECTED[from][to]}`, () => {
        expect(transition(from, to)).toBe(EXPECTED[from][to]);
      });
    }
  }

  it('nothing ever moves back to UNPAID, and only PAID can be refunded', () => {
    expect(ALLOWED_FROM.UNPAID).toEqual([]);
    expect(ALLOWED_FROM.REFUND).toEqual(['PAID']);
  });
});
