import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Screen } from '../../../../shared/roles';
import { NAV_AREAS } from './nav-areas';
import { screenPath } from './screens';

/** One entry per route the role sees; an area (black list, back office) opens onto its sections. */
export function SideNav({ screens }: { screens: readonly Screen[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A page under a screen (the back office's API contract) keeps its screen's entry lit.
  const current = screens.find(
    (screen) => pathname === screenPath(screen) || pathname.startsWith(`${screenPath(screen)}/`),
  );

  return (
    <SideNavigation
      header={{ text: t('app.name'), href: '/' }}
      activeHref={current ? activeHref(current, pathname, new URLSearchParams(search)) : pathname}
      items={screens.map((screen) => navigationItem(screen, t, screen === current))}
      onFollow={(event) => {
        if (event.detail.external) return;
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}

function activeHref(screen: Screen, pathname: string, search: URLSearchParams): string {
  const nav = NAV_AREAS[screen];
  if (!nav) return screenPath(screen);
  const page = nav.pages?.[pathname];
  return nav.area.href(page ?? nav.area.sectionOf(search));
}

function navigationItem(screen: Screen, t: TFunction, current: boolean): SideNavigationProps.Item {
  const text = t(`screens.${screen}`);
  const nav = NAV_AREAS[screen];
  if (!nav) return { type: 'link', text, href: screenPath(screen) };
  return {
    type: 'expandable-link-group',
    text,
    href: screenPath(screen),
    defaultExpanded: current,
    items: nav.area.sections.map((section) => ({
      type: 'link',
      text: t(`${nav.texts}.${section}` as 'blacklistSections.agenzie'),
      href: nav.area.href(section),
    })),
  };
}
