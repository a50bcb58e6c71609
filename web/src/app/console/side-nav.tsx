import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Screen } from '../../../../shared/roles';
import { BACKOFFICE_AREA } from '../../features/backoffice/backoffice-sections';
import {
  BLACKLIST_SECTIONS,
  blacklistSectionHref,
  blacklistSectionOf,
} from '../../features/blacklist/blacklist-sections';
import { screenPath } from './screens';

/** One entry per route the role sees; the black list and back office entries open onto their sections. */
export function SideNav({ screens }: { screens: readonly Screen[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onBlacklist = pathname === screenPath('blacklist');
  const onBackoffice = pathname === screenPath('backoffice');
  // A page under a screen (the back office's API contract) keeps its screen's entry lit.
  const screenOfPage = screens.find((screen) => pathname.startsWith(`${screenPath(screen)}/`));
  const query = new URLSearchParams(search);
  const activeHref = onBlacklist
    ? blacklistSectionHref(blacklistSectionOf(query))
    : onBackoffice
      ? BACKOFFICE_AREA.href(BACKOFFICE_AREA.sectionOf(query))
      : screenOfPage
        ? screenPath(screenOfPage)
        : pathname;

  return (
    <SideNavigation
      header={{ text: t('app.name'), href: '/' }}
      activeHref={activeHref}
      items={screens.map((screen) => navigationItem(screen, t, { blacklist: onBlacklist, backoffice: onBackoffice }))}
      onFollow={(event) => {
        if (event.detail.external) return;
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}

/** An area's entry, expanded onto its sections while the area is open. */
function areaGroup(
  text: string,
  href: string,
  expanded: boolean,
  sections: readonly { text: string; href: string }[],
): SideNavigationProps.Item {
  return {
    type: 'expandable-link-group',
    text,
    href,
    defaultExpanded: expanded,
    items: sections.map((section) => ({ type: 'link', ...section })),
  };
}

function navigationItem(
  screen: Screen,
  t: TFunction,
  on: { blacklist: boolean; backoffice: boolean },
): SideNavigationProps.Item {
  const text = t(`screens.${screen}`);
  const href = screenPath(screen);
  if (screen === 'blacklist') {
    const sections = BLACKLIST_SECTIONS.map((section) => ({
      text: t(`blacklistSections.${section}`),
      href: blacklistSectionHref(section),
    }));
    return areaGroup(text, href, on.blacklist, sections);
  }
  if (screen === 'backoffice') {
    const sections = BACKOFFICE_AREA.sections.map((section) => ({
      text: t(`backofficeSections.${section}`),
      href: BACKOFFICE_AREA.href(section),
    }));
    return areaGroup(text, href, on.backoffice, sections);
  }
  return { type: 'link', text, href };
}
