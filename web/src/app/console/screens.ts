import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Screen } from '../../../../shared/roles';
import {
  API_CONTRACT_PATH,
  BACKTEST_ROUTE,
  CHECK_DETAIL_PATH,
  CUSTOMER_DETAILS_PATH,
} from '../../shared/components/console-paths';
import type { OwnLayoutPageProps, ScreenProps } from '../../shared/components/screen-props';

/** One download per screen: a role's first page fetches only its own code (spec: lazy routes). */
export const SCREEN_COMPONENTS: Record<Screen, LazyExoticComponent<ComponentType<ScreenProps>>> = {
  precheck: lazy(() => import('../../features/precheck/precheck-screen')),
  clientsList: lazy(() => import('../../features/clients-list/clients-list-screen')),
  dossierList: lazy(() => import('../../features/dossier-list/dossier-list-screen')),
  dossierListAggregated: lazy(() => import('../../features/dossier-list-aggregated/dossier-list-aggregated-screen')),
  whitelist: lazy(() => import('../../features/whitelist/whitelist-screen')),
  // The black-list area shows the configuration in its 'configurazione' section (blacklist-area.tsx).
  blacklist: lazy(() => import('./blacklist-area')),
  dashboard: lazy(() => import('../../features/dashboard/dashboard-screen')),
  enricher: lazy(() => import('../../features/enricher/enricher-screen')),
  parameters: lazy(() => import('../../features/configuration/configuration-screen')),
  // The back office's sections (users and roles, the audit trail, the tools) are composed in backoffice-area.tsx.
  backoffice: lazy(() => import('./backoffice-area')),
};

/** A page that sits under a screen, for the roles that see that screen, downloaded on its own. */
export interface ScreenPage {
  /** The full console path, under the screen's. */
  path: string;
  component: LazyExoticComponent<ComponentType<ScreenProps>>;
}

export const SCREEN_PAGES: Partial<Record<Screen, readonly ScreenPage[]>> = {
  backoffice: [{ path: API_CONTRACT_PATH, component: lazy(() => import('../../features/api-docs/api-docs-screen')) }],
  dossierList: [
    { path: CHECK_DETAIL_PATH, component: lazy(() => import('../../features/check-detail/check-detail-screen')) },
  ],
  parameters: [{ path: BACKTEST_ROUTE, component: lazy(() => import('../../features/backtest/backtest-screen')) }],
};

/**
 * A page under a screen with a layout of its own, outside the console frame (spec section 2: the
 * customer details' 'separate second layout'), for the roles that see that screen, downloaded on its own.
 */
export interface OwnLayoutPage {
  path: string;
  component: LazyExoticComponent<ComponentType<OwnLayoutPageProps>>;
}

export const OWN_LAYOUT_PAGES: Partial<Record<Screen, readonly OwnLayoutPage[]>> = {
  clientsList: [
    {
      path: CUSTOMER_DETAILS_PATH,
      component: lazy(() => import('../../features/customer-details/customer-details-page')),
    },
  ],
};

export function screenPath(screen: Screen): string {
  return `/admin/${screen}`;
}
