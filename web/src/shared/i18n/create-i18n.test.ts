import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { en } from './locales/en';
import { it as italian } from './locales/it';

describe('i18n', () => {
  it('speaks Italian by default', () => {
    const { t } = createI18n();
    expect(t('back.title')).toBe('Torna indietro');
  });

  it('speaks English when asked', () => {
    const { t } = createI18n({ lng: 'en' });
    expect(t('back.title')).toBe('Go back');
    expect(t('auth.submit')).toBe('Sign in');
  });

  it('shows the Italian text for a text missing in English', () => {
    const { t } = createI18n({
      lng: 'en',
      resources: {
        it: { translation: { ...italian, onlyInItalian: 'Solo in italiano' } },
        en: { translation: en },
      },
    });
    // The key is outside the typed catalogue on purpose: it exists only in this test's resources.
    expect(t('onlyInItalian' as never)).toBe('Solo in italiano');
  });

  it('interpolates values', () => {
    const { t } = createI18n({ lng: 'en' });
    expect(t('auth.errors.nextStep', { step: 'CONFIRM_SIGN_IN' })).toContain('CONFIRM_SIGN_IN');
  });
});
