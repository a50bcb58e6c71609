import { describe, expect, it, vi } from 'vitest';
import { consoleTextsOf, SIGN_IN_CATALOGUES } from './console-texts';
import { initI18n } from './init-i18n';
import { en } from './locales/en';
import { it as italian } from './locales/it';

function signInInstance(lng: 'it' | 'en' = 'it') {
  const instance = initI18n({ lng, resources: SIGN_IN_CATALOGUES });
  const loaders = { it: vi.fn(async () => italian), en: vi.fn(async () => en) };
  return { instance, loaders, texts: consoleTextsOf(instance, loaders) };
}

describe('the texts before sign-in', () => {
  it.each([
    ['it', 'Accedi', 'Caricamento in corso'],
    ['en', 'Sign in', en.app.loading],
  ] as const)('hold the shell and every sign-in step in %s', (lng, submit, loading) => {
    const { instance } = signInInstance(lng);
    expect(instance.t('auth.submit')).toBe(submit);
    expect(instance.t('auth.reset.title')).toBe((lng === 'it' ? italian : en).auth.reset.title);
    expect(instance.t('app.loading')).toBe(loading);
    expect(instance.t('languages.label')).toBe((lng === 'it' ? italian : en).languages.label);
  });

  it("leave the screens' texts to the console's download", () => {
    const { instance } = signInInstance();
    expect(instance.exists('back.title')).toBe(true);
    expect(instance.exists('list.tabs.label')).toBe(false);
    expect(instance.exists('precheck.description')).toBe(false);
  });
});

describe("the console's texts", () => {
  it('are added in the language in use, and fetched once', async () => {
    const { instance, loaders, texts } = signInInstance();
    await Promise.all([texts.load('it'), texts.load('it')]);
    expect(loaders.it).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
    expect(instance.t('precheck.description')).toBe(italian.precheck.description);
    // The sign-in texts stay.
    expect(instance.t('auth.submit')).toBe('Accedi');
  });

  it('are not fetched by a change of language on the sign-in page', async () => {
    const { loaders, texts } = signInInstance();
    await texts.beforeChange('en');
    expect(loaders.en).not.toHaveBeenCalled();
  });

  it('come before a change of language once the console wants them', async () => {
    const { instance, loaders, texts } = signInInstance();
    await texts.load('it');
    await texts.beforeChange('en');
    await instance.changeLanguage('en');
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(instance.t('precheck.description')).toBe(en.precheck.description);
  });

  it('are fetched again after a failed download', async () => {
    const { instance, loaders, texts } = signInInstance();
    loaders.it.mockRejectedValueOnce(new Error('offline'));
    await expect(texts.load('it')).rejects.toThrow('offline');
    await texts.load('it');
    expect(loaders.it).toHaveBeenCalledTimes(2);
    expect(instance.t('precheck.description')).toBe(italian.precheck.description);
  });
});
