// The message templates' renderer and defaults (docs/rules/notify.md#events-and-templates): what the
// API queues and the billing screens' preview show are one function's text.
import {
  DEFAULT_TEMPLATES,
  MESSAGE_EVENTS,
  renderTemplate,
  SAMPLE_TEMPLATE_FACTS,
  templateValues,
  unknownTemplateVariables,
} from '../src/notify';

describe('message templates', () => {
  it.each(MESSAGE_EVENTS)('the default %s names only variables its event fills', (event) => {
    const { body, subject } = DEFAULT_TEMPLATES[event];
    expect(unknownTemplateVariables(body, event)).toEqual([]);
    expect(unknownTemplateVariables(subject, event)).toEqual([]);
    const text = renderTemplate(body, templateValues(SAMPLE_TEMPLATE_FACTS));
    expect(text).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it('writes money, days and periods as Indonesians read them', () => {
    const values = templateValues({ amount: 150_000, dueDate: '2026-12-05', period: '2026-12' });
    expect(renderTemplate('{amount} {dueDate} {period}', values)).toBe(
      'Rp 150.000 05/12/2026 Desember 2026',
    );
  });

  it('names unknown variables once each, in order; leaves them in the text', () => {
    expect(unknownTemplateVariables('{foo} {name} {code} {foo}', 'invoice_issued')).toEqual([
      'foo',
      'code',
    ]);
    expect(renderTemplate('Halo {name} {foo}', { name: 'Budi' })).toBe('Halo Budi {foo}');
    expect(renderTemplate('Halo {name}', {})).toBe('Halo ');
  });
});
