import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Screen } from '../../../../shared/roles';
import {
  BLACKLIST_SECTIONS,
  blacklistSectionHref,
  blacklistSectionOf,
} from '../../features/blacklist/blacklist-sections';
import { screenPath } from './screens';

/** One entry per route the role sees; the black list entry opens onto its four sections. */
export function SideNav({ screens }: { screens: readonly Screen[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onBlacklist = pathname === screenPath('blacklist');
  // A page under a screen (the back office's API contract) keeps its screen's entry lit.
  const screenOfPage = screens.find((screen) => pathname.startsWith(`${screenPath(screen)}/`));
  const activeHref = onBlacklist
    ? blacklistSectionHref(blacklistSectionOf(new URLSearchParams(search)))
    : screenOfPage
      ? screenPath(screenOfPage)
      : pathname;

  return (
    <SideNavigation
      header={{ text: t('app.name'), href: '/' }}
      activeHref={activeHref}
      items={screens.map((screen) => navigationItem(screen, t, onBlacklist))}
      onFollow={(event) => {
        if (event.detail.external) return;
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}

function navigationItem(screen: Screen, t: TFunction, onBlacklist: boolean): SideNavigationProps.Item {
  const text = t(`screens.${screen}`);
  if (screen !== 'blacklist') return { type: 'link', text, href: screenPath(screen) };
  return {
    type: 'expandable-link-group',
    text,
    href: screenPath(screen),
    defaultExpanded: onBlacklist,
    items: BLACKLIST_SECTIONS.map((section) => ({
      type: 'link',
      text: t(`blacklistSections.${section}`),
      href: blacklistSectionHref(section),
    })),
  };
}
