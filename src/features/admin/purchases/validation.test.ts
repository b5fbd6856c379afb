import { validateGrant } from './validation';

describe('grant form', () => {
  it('needs an e-mail and an item', () => {
    expect(validateGrant({ email: 'Ana@Correo.mx ', id: 'i1' })).toEqual({ ok: true, value: { email: 'ana@correo.mx', id: 'i1' } });
    expect(validateGrant({ email: 'ana', id: 'i1' })).toEqual({ ok: false, error: 'errors.emailInvalid' });
    expect(validateGrant({ email: 'ana@correo.mx', id: '' })).toEqual({ ok: false, error: 'errors.grantItemRequired' });
  });
});
