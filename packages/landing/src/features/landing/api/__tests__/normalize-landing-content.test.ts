import {
  normalizeLandingContent,
  parseFeatures,
  parseSocialMedia,
  parseStats,
  telHref,
  whatsappHref,
} from '../normalize-landing-content';
import { toSafeHref, toSafeImageSrc } from 'contracts/landing';

describe('normalizeLandingContent', () => {
  test.each([
    null,
    'oops',
    42,
    { success: false, error: 'x' },
    { success: true },
    { success: true, data: [] },
  ])('a body of the wrong shape (%p) gives empty content', (body) => {
    expect(normalizeLandingContent(body)).toEqual({
      banners: [],
      packages: [],
      companyProfile: null,
      contactInfo: [],
    });
  });

  test('drops inactive items and items without their required text, and sorts by order', () => {
    const content = normalizeLandingContent({
      success: true,
      data: {
        banners: [
          { id: 1, title: 'Second', description: 'b', image: '/b.png', order: 2 },
          { id: 2, title: '  ', description: 'no title', image: '/x.png', order: 0 },
          { id: 3, title: 'Hidden', description: 'c', image: '/c.png', order: 1, isActive: false },
          { id: 4, title: 'First', description: 'a', image: 'javascript:alert(1)', order: 1 },
          'not an object',
        ],
        packages: [{ id: 9, name: 'No price', speed: '10 Mbps', features: '[]' }],
        companyProfile: { description: 'no name' },
        contactInfo: [
          { id: 1, type: 'fax', title: 'Fax', value: '123' },
          { id: 2, type: 'EMAIL', title: 'Mail', value: 'a@b.co', isActive: 0 },
          { id: 3, type: 'Email', title: 'Mail', value: 'a@b.co', isActive: 1 },
        ],
      },
    });
    expect(content.banners.map((banner) => banner.title)).toEqual(['First', 'Second']);
    expect(content.banners[0]?.image).toBeNull();
    expect(content.packages).toEqual([]);
    expect(content.companyProfile).toBeNull();
    expect(content.contactInfo).toEqual([
      { id: '3', type: 'email', title: 'Mail', value: 'a@b.co', href: 'mailto:a@b.co' },
    ]);
  });

  test('accepts numbers for prices and 1/0 for flags, and takes the first of several company profiles', () => {
    const content = normalizeLandingContent({
      success: true,
      data: {
        banners: [],
        packages: [
          { id: 1, name: 'Home', speed: '20 Mbps', price: 150000, features: ['A'], isPopular: 1 },
        ],
        companyProfile: [
          { companyName: 'Off', description: '', isActive: false },
          {
            companyName: 'Acme',
            description: 'ISP',
            website: 'acme.net',
            stats: null,
            socialMedia: '',
          },
        ],
        contactInfo: [],
      },
    });
    expect(content.packages[0]).toMatchObject({
      price: '150000',
      isPopular: true,
      features: ['A'],
    });
    expect(content.companyProfile).toMatchObject({
      companyName: 'Acme',
      website: 'https://acme.net',
      stats: [],
      socialMedia: [],
    });
  });
});

test('a package sold online keeps soldOnline and its duration; anything else is not sold online', () => {
  const content = normalizeLandingContent({
    success: true,
    data: {
      packages: [
        {
          id: 'a',
          name: 'Online',
          speed: '10',
          price: 100000,
          features: [],
          soldOnline: true,
          durationDays: 30,
        },
        {
          id: 'b',
          name: 'Shop only',
          speed: '10',
          price: 100000,
          features: [],
          soldOnline: false,
          durationDays: 30,
        },
        {
          id: 'c',
          name: 'Odd',
          speed: '10',
          price: 100000,
          features: [],
          soldOnline: 'yes',
          durationDays: 'x',
        },
      ],
    },
  });
  expect(content.packages.map((p) => [p.id, p.soldOnline, p.durationDays])).toEqual([
    ['a', true, 30],
    ['b', false, null],
    ['c', false, null],
  ]);
});

describe('JSON text columns', () => {
  test('features: JSON array, lines of text, or nothing', () => {
    expect(parseFeatures('["Unlimited", " ", 5, null]')).toEqual(['Unlimited', '5']);
    expect(parseFeatures('Unlimited\r\nFree router\n')).toEqual(['Unlimited', 'Free router']);
    expect(parseFeatures('{"a":1}')).toEqual([]);
    expect(parseFeatures(null)).toEqual([]);
  });

  test('stats: list of label/value, or an object', () => {
    expect(
      parseStats(
        '[{"label":"Customers","value":1200},{"name":"Towers","value":"12"},{"value":"x"}]',
      ),
    ).toEqual([
      { label: 'Customers', value: '1200' },
      { label: 'Towers', value: '12' },
    ]);
    expect(parseStats('{"Years":"10","Bad":{}}')).toEqual([{ label: 'Years', value: '10' }]);
    expect(parseStats('{broken')).toEqual([]);
  });

  test('social media: object or list; only web addresses survive', () => {
    expect(
      parseSocialMedia(
        '{"facebook":"https://fb.com/acme","x":"javascript:alert(1)","mail":"mailto:a@b.co"}',
      ),
    ).toEqual([{ platform: 'facebook', url: 'https://fb.com/acme' }]);
    expect(
      parseSocialMedia('[{"platform":"Instagram","url":"instagram.com/acme"},{"name":"TikTok"}]'),
    ).toEqual([{ platform: 'Instagram', url: 'https://instagram.com/acme' }]);
    expect(parseSocialMedia('nope')).toEqual([]);
  });
});

describe('contact links', () => {
  test('WhatsApp numbers in local form become international wa.me links', () => {
    expect(whatsappHref('0812-3456-7890')).toBe('https://wa.me/6281234567890');
    expect(whatsappHref('+62 812 3456 7890')).toBe('https://wa.me/6281234567890');
    expect(whatsappHref('https://wa.me/6281234567890')).toBe('https://wa.me/6281234567890');
    expect(whatsappHref('call us')).toBeNull();
  });

  test('phone numbers keep only what a dialler understands', () => {
    expect(telHref('(021) 555-0100')).toBe('tel:0215550100');
    expect(telHref('+62 21 555 0100')).toBe('tel:+62215550100');
    expect(telHref('n/a')).toBeNull();
  });
});

describe('safe addresses', () => {
  test.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['/app/cms', '/app/cms'],
    ['www.example.co.id', 'https://www.example.co.id'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['', null],
    [42, null],
  ])('link %p → %p', (raw, expected) => {
    expect(toSafeHref(raw)).toBe(expected);
  });

  test.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['/uploads/a.png', '/uploads/a.png'],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['javascript:alert(1)', null],
    ['tel:123', null],
  ])('image %p → %p', (raw, expected) => {
    expect(toSafeImageSrc(raw)).toBe(expected);
  });
});
