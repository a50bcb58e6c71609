import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../../shared/constants';
import { changeLocale, useLocale } from '../i18n/i18n';
import { isLocale } from '../i18n/locale-storage';
import logoUrl from './semaforo-logo.svg';

interface TopBarProps {
  /** Utilities after the language switch (the signed-in console adds the user menu). */
  utilities?: TopNavigationProps.Utility[];
  onHome?: () => void;
}

/** The console's top bar: product name and the language switch, on the sign-in page and after it. */
export function TopBar({ utilities = [], onHome }: TopBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const language: TopNavigationProps.Utility = {
    type: 'menu-dropdown',
    text: t(`languages.${locale}`),
    title: t('languages.label'),
    ariaLabel: `${t('languages.label')}: ${t(`languages.${locale}`)}`,
    items: LOCALES.map((option) => ({
      id: option,
      text: t(`languages.${option}`),
      lang: option,
      itemType: 'checkbox',
      checked: option === locale,
    })),
    onItemClick: ({ detail }) => {
      if (isLocale(detail.id)) void changeLocale(detail.id);
    },
  };
  return (
    <TopNavigation
      identity={{
        href: '/',
        title: t('app.name'),
        // The title beside it names the product; the logo is decoration.
        logo: { src: logoUrl, alt: '' },
        onFollow: (event) => {
          if (!onHome) return;
          event.preventDefault();
          onHome();
        },
      }}
      utilities={[language, ...utilities]}
    />
  );
}
