import { createTestI18n } from '../testing/i18n';

describe("the texts' number format", () => {
  it('writes {{count, number}} from the build patterns, without making an Intl.NumberFormat', async () => {
    // Fresh modules: no pattern or formatter left over from other tests.
    vi.resetModules();
    const { createTestI18n: freshI18n } = await import('../testing/i18n');
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const es = freshI18n('es');
      const en = freshI18n('en');
      made.mockClear();
      expect(es.t('visits', { ns: 'footer', count: 12345 })).toBe('Este sitio ha sido visitado 12,345 veces.');
      expect(en.t('visits', { ns: 'footer', count: 12345 })).toBe('This site has been visited 12,345 times.');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("keeps i18next's own behaviour for a number given Intl options", () => {
    const { formatter } = createTestI18n('en').services;
    expect(formatter?.format(3, 'number(minimumFractionDigits: 2)', 'en', {})).toBe('3.00');
    // A regional English reads the English locale of the setting, as its prices do.
    expect(formatter?.format(1234.5, 'number', 'en-GB', {})).toBe('1,234.5');
  });
});
