// A public page the server sent already rendered (packages/api/src/lib/prerendered.ts puts a
// remote's build-time markup in `<div id="prerendered">` before `#root`). It stays on screen, in
// place of any loading screen, until React has put the real page (or an error) into #root; then it
// is removed in the same frame, so the page never flashes or shifts. What a visitor typed into its
// fields meanwhile (the login form) moves over to the real fields, focus included, and a submit they
// asked for (the prerender step turns submit buttons into `data-submit` buttons, so that the form
// cannot submit before the scripts) is made on the real form. No React here: the entry chunk
// (src/index.ts) uses it before the shared libraries load.

export const PRERENDERED_ELEMENT_ID = 'prerendered';

function prerenderedElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_ELEMENT_ID);
}

/** True while the server's markup is what the visitor sees: loading screens show nothing over it. */
export function hasPrerendered(): boolean {
  return prerenderedElement() !== null;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The visitor asked to submit the prerendered form (its button, or Enter in a field). */
let submitAsked = false;

/**
 * From the entry chunk: a click on a prerendered form's submit button, or Enter in one of its fields,
 * is remembered and made on the real form at the handover.
 */
export function watchPrerenderedSubmit(): void {
  const element = prerenderedElement();
  if (!element) return;
  element.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-submit]')) submitAsked = true;
  });
  element.addEventListener('keydown', (event) => {
    const target = event.target as Element | null;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.form)
      submitAsked = true;
  });
}

function setFieldValue(field: Field, value: string) {
  // Through the prototype's setter, then an input event: React's onChange sees it as typing.
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const FIELDS = 'input[name], textarea[name]';

/** Removes the server's markup, carrying typed values and focus over to the page's same-named fields. */
export function handOverPrerendered(): void {
  const element = prerenderedElement();
  if (!element) return;
  // The page's own fields: the first of each name outside the prerendered markup.
  const fields = new Map<string, Field>();
  for (const field of document.querySelectorAll<Field>(FIELDS))
    if (!element.contains(field) && !fields.has(field.name)) fields.set(field.name, field);
  const focused = document.activeElement;
  let focus: Field | undefined;
  const typed: [Field, string][] = [];
  for (const old of element.querySelectorAll<Field>(FIELDS)) {
    const field = fields.get(old.name);
    if (!field) continue;
    if (old === focused) focus = field;
    if (!['hidden', 'checkbox', 'radio', 'file'].includes(old.type) && old.value && !field.value)
      typed.push([field, old.value]);
  }
  element.remove();
  const submit = submitAsked;
  submitAsked = false;
  // After React's commit (this runs from a layout effect) and still before the next paint: each
  // value as its own input event, which the page's onChange handlers take as typing.
  queueMicrotask(() => {
    for (const [field, value] of typed) setFieldValue(field, value);
    focus?.focus();
    if (!submit) return;
    // The form the values went to (else the page's first form), after React has taken the values.
    const form = typed[0]?.[0].form ?? focus?.form ?? document.querySelector('form');
    setTimeout(() => form?.requestSubmit(), 0);
  });
}
