import { RouterOsInputError } from '../src/errors';
import { buildCommandWords, parseReply, query } from '../src/sentence';
import type { Attributes } from '../src/sentence';
import { compileQuery } from '../src/sim/query';

const rows: Attributes[] = [
  { '.id': '*1', name: 'ether1', type: 'ether', mtu: '1500', comment: 'WAN', disabled: 'false' },
  { '.id': '*2', name: 'vlan10', type: 'vlan', mtu: '1496', disabled: 'true' },
  { '.id': '*3', name: 'bridge', type: 'bridge', mtu: '1500', comment: '', disabled: 'false' },
  { '.id': '*4', name: 'ether2', type: 'ether', mtu: '9000', disabled: 'false' },
];

function names(words: string[]): string[] {
  const match = compileQuery(words);
  return rows.filter(match).map((r) => r['name'] ?? '');
}

describe('print queries in the simulator (MikroTik "Queries")', () => {
  it('matches everything without query words', () => {
    expect(names([])).toEqual(['ether1', 'vlan10', 'bridge', 'ether2']);
  });

  it('?name=x and ?=name=x test equality', () => {
    expect(names(['?type=ether'])).toEqual(['ether1', 'ether2']);
    expect(names(['?=type=vlan'])).toEqual(['vlan10']);
  });

  it('compares booleans whether written yes/no or true/false', () => {
    expect(names(['?disabled=yes'])).toEqual(['vlan10']);
    expect(names(['?disabled=false'])).toEqual(['ether1', 'bridge', 'ether2']);
  });

  it('?name tests presence and ?-name absence', () => {
    expect(names(['?comment'])).toEqual(['ether1', 'bridge']);
    expect(names(['?-comment'])).toEqual(['vlan10', 'ether2']);
  });

  it('?< and ?> compare numbers as numbers', () => {
    expect(names(['?<mtu=1500'])).toEqual(['vlan10']);
    expect(names(['?>mtu=1500'])).toEqual(['ether2']);
  });

  it('?< and ?> compare durations as time (uptime 10s is above 9s, 1h above 59m)', () => {
    const uptimes: Attributes[] = ['0s', '9s', '10s', '59m', '1h', '1d00:00:01'].map((u) => ({
      uptime: u,
    }));
    const above = (words: string[]): string[] =>
      uptimes.filter(compileQuery(words)).map((r) => r['uptime'] ?? '');
    expect(above(['?>uptime=0s'])).toEqual(['9s', '10s', '59m', '1h', '1d00:00:01']);
    expect(above(['?>uptime=9s'])).toEqual(['10s', '59m', '1h', '1d00:00:01']);
    expect(above(['?>uptime=59m'])).toEqual(['1h', '1d00:00:01']);
    expect(above(['?<uptime=1d'])).toEqual(['0s', '9s', '10s', '59m', '1h']);
  });

  it('several words must all hold (the stack is ANDed)', () => {
    expect(names(['?type=ether', '?mtu=1500'])).toEqual(['ether1']);
  });

  it('?#| ors the two top values: "all ethernet and VLAN interfaces"', () => {
    expect(names(['?type=ether', '?type=vlan', '?#|'])).toEqual(['ether1', 'vlan10', 'ether2']);
  });

  it('?#! negates: "all that are neither ethernet nor VLAN"', () => {
    expect(names(['?type=ether', '?type=vlan', '?#|!'])).toEqual(['bridge']);
  });

  it('?#& ands, and a digit copies a stack value by index (0 is the top)', () => {
    // push A=(type=ether), B=(mtu=1500); "1" copies A on top: A B A; "&" → A (B&A); all must hold.
    expect(names(['?type=ether', '?mtu=1500', '?#1&'])).toEqual(['ether1']);
  });

  it('an index at the end of the word replaces the whole stack with that value', () => {
    // push A=(type=vlan), B=(type=bridge); "1" at word end → only A is left, B no longer counts.
    expect(names(['?type=vlan', '?type=bridge', '?#1'])).toEqual(['vlan10']);
  });

  it('"." duplicates the top value, and does nothing right after an index', () => {
    expect(names(['?type=ether', '?#.!|'])).toEqual(['ether1', 'vlan10', 'bridge', 'ether2']);
    expect(names(['?type=ether', '?#0.'])).toEqual(['ether1', 'ether2']);
  });

  it('operations on an empty stack see the endless true values below it', () => {
    expect(names(['?#!'])).toEqual([]);
    expect(names(['?#&'])).toEqual(['ether1', 'vlan10', 'bridge', 'ether2']);
  });

  it('refuses an unknown operation', () => {
    expect(() => compileQuery(['?#x'])).toThrow(/unknown query operation/);
  });
});

describe('command sentences', () => {
  it('builds attributes, proplist, count-only and queries', () => {
    expect(
      buildCommandWords('/ppp/secret/print', {
        attributes: { detail: '', disabled: false, skip: undefined, nothing: null, mtu: 1500 },
        proplist: ['.id', 'name'],
        countOnly: true,
        query: [
          query.eq('profile', 'paket-5M'),
          query.has('comment'),
          query.lacks('caller-id'),
          query.ops('|'),
        ],
      }),
    ).toEqual([
      '/ppp/secret/print',
      '=detail=',
      '=disabled=no',
      '=mtu=1500',
      '=.proplist=.id,name',
      '=count-only=',
      '?profile=paket-5M',
      '?comment',
      '?-caller-id',
      '?#|',
    ]);
  });

  it('anyOf ors n equality tests', () => {
    expect(query.anyOf('type', ['ether', 'vlan', 'bridge'])).toEqual([
      '?type=ether',
      '?type=vlan',
      '?type=bridge',
      '?#||',
    ]);
    expect(names(query.anyOf('type', ['vlan', 'bridge']))).toEqual(['vlan10', 'bridge']);
    expect(names(query.anyOf('type', []))).toEqual([]);
    expect(query.lt('mtu', 1500)).toBe('?<mtu=1500');
    expect(query.gt('mtu', 1500)).toBe('?>mtu=1500');
  });

  it('keeps values verbatim: a value cannot break out of its word', () => {
    expect(
      buildCommandWords('/ppp/secret/add', { attributes: { comment: 'a=b\n=name=admin' } }),
    ).toEqual(['/ppp/secret/add', '=comment=a=b\n=name=admin']);
  });

  it.each(['ppp/secret/print', '/ppp secret', '', '/a=b', '/x?'])(
    'refuses the command "%s"',
    (command) => {
      expect(() => buildCommandWords(command)).toThrow(RouterOsInputError);
    },
  );

  it('refuses attribute names that would change the sentence', () => {
    expect(() => buildCommandWords('/x/set', { attributes: { 'a=b': '1' } })).toThrow(
      RouterOsInputError,
    );
    expect(() => buildCommandWords('/x/set', { attributes: { '': '1' } })).toThrow(
      RouterOsInputError,
    );
    expect(() => buildCommandWords('/x/print', { query: ['name=x'] })).toThrow(RouterOsInputError);
    expect(() => buildCommandWords('/x/set', { attributes: { n: Number.NaN } })).toThrow(
      RouterOsInputError,
    );
  });

  it('parses reply sentences, keeping "=" inside values', () => {
    expect(parseReply(['!re', '=.id=*1', '=comment=a=b', '=flag', '.tag=9', 'extra'])).toEqual({
      type: '!re',
      tag: '9',
      attributes: { '.id': '*1', comment: 'a=b', flag: '' },
      other: ['extra'],
    });
  });

  it('does not let an attribute named __proto__ reach the prototype', () => {
    const parsed = parseReply(['!re', '=__proto__=x', '=name=a']);
    expect(Object.getPrototypeOf(parsed.attributes)).toBe(Object.prototype);
    expect(parsed.attributes).toEqual({ name: 'a' });
  });
});
