/* global afterEach -- jest's, defined before setupFilesAfterEnv runs */
// DOM test setup shared by every front-end package: global shims jsdom lacks, testing-library's
// settings, and the unplanned-request check of `shared-auth/testing`'s HTTP fake.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// A list, form or whole-shell render in jsdom can take over a second when the machine's cores are
// shared; `findBy…`/`waitFor` wait on a condition, so a longer limit only costs time when a test fails.
configure({ asyncUtilTimeout: 5_000 });
const nodeUtil = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = nodeUtil.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = nodeUtil.TextDecoder;
if (typeof globalThis.structuredClone === 'undefined') globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
// jsdom lacks these; Chakra UI and responsive hooks call them.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!globalThis.IntersectionObserver) {
  globalThis.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// jsdom has no PointerEvent: without it, testing-library fires a bare Event and drops clientX,
// pointerId and button, so drag and swipe gestures cannot be tested.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
      this.width = init.width ?? 1;
      this.height = init.height ?? 1;
      this.pressure = init.pressure ?? 0;
    }
  }
  window.PointerEvent = PointerEvent;
  globalThis.PointerEvent = PointerEvent;
}

// jsdom has no Fetch API, and a data router (`createMemoryRouter`, as `ui-kit/testing` mounts every
// screen) builds a `Request` for every navigation. With no route loaders it reads only the url,
// method and signal, so this stand-in carries just those.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class NavigationRequest {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  };
}

// `shared-auth/testing`'s `mockHttp` registers this hook when a test file loads it: a request the
// test planned no answer for fails the test (like msw's `onUnhandledRequest: 'error'`).
afterEach(() => {
  const takeUnplanned = globalThis[Symbol.for('pokayoke.testing.takeUnplannedRequests')];
  const unplanned = typeof takeUnplanned === 'function' ? takeUnplanned() : [];
  if (unplanned.length > 0) {
    throw new Error(`Requests the test planned no answer for: ${unplanned.join(', ')}`);
  }
});
