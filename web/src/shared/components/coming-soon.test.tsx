import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../shared/constants';
import { createI18n } from '../i18n/create-i18n';
import { ComingSoon } from './coming-soon';

/** What a placeholder screen shows: its header, that it is coming, what it will hold, and nothing to press. */
function markup(locale: Locale, purpose?: string): { html: string; text: string } {
  const i18n = createI18n({ lng: locale, modules: [initReactI18next] });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ComingSoon title="Gestione BlackList Ceduti" purpose={purpose} />
    </I18nextProvider>,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ') };
}

describe('coming-soon placeholder', () => {
  it.each([
    {
      locale: 'it' as const,
      heading: 'Funzionalità in arrivo',
      later: 'Questa schermata sarà disponibile in una prossima versione della console.',
    },
    {
      locale: 'en' as const,
      heading: 'Coming soon',
      later: 'This screen will be available in a future version of the console.',
    },
  ])('says in $locale that the screen is coming, under its own header', ({ locale, heading, later }) => {
    const { html, text } = markup(locale, 'Qui troverete le versioni della black list dei ceduti.');
    expect(html).toMatch(/<h1[^>]*>.*Gestione BlackList Ceduti.*<\/h1>/s);
    expect(text).toContain(heading);
    expect(text).toContain('Qui troverete le versioni della black list dei ceduti.');
    expect(text).toContain(later);
  });

  it('offers no button, so nothing on it can fail', () => {
    expect(markup('it', 'Qui troverete i clienti.').html).not.toContain('<button');
    expect(markup('en').html).not.toContain('<button');
  });

  it('leaves the purpose out when the spec does not describe the screen', () => {
    expect(markup('it', 'Qui troverete i clienti.').html).toContain('coming-soon-purpose');
    expect(markup('it').html).not.toContain('coming-soon-purpose');
  });
});
