import { validateMessage } from './validation';

describe('message form', () => {
  it('needs a quote and an author', () => {
    expect(validateMessage({ quote: ' ', author: 'x' })).toEqual({ ok: false, error: 'errors.messageRequired' });
    expect(validateMessage({ quote: ' Fe ', author: ' San Juan ' })).toEqual({ ok: true, value: { quote: 'Fe', author: 'San Juan' } });
  });
});
