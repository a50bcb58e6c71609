import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Screen } from '../../../../shared/roles';
import {
  API_CONTRACT_PATH,
  BACKTEST_PATH,
  BACKTEST_ROUTE,
  CHAIN_PATH,
  CHECK_DETAIL_PATH,
  CUSTOMER_DETAILS_PATH,
} from '../../shared/components/console-paths';
import type { OwnLayoutPageProps, ScreenProps } from '../../shared/components/screen-props';

type Load<Props> = () => Promise<{ default: ComponentType<Props> }>;

/** One download per screen: a role's first page fetches only its own code (spec: lazy routes). */
const SCREEN_LOADS: Record<Screen, Load<ScreenProps>> = {
  precheck: () => import('../../features/precheck/precheck-screen'),
  clientsList: () => import('../../features/clients-list/clients-list-screen'),
  dossierList: () => import('../../features/dossier-list/dossier-list-screen'),
  dossierListAggregated: () => import('../../features/dossier-list-aggregated/dossier-list-aggregated-screen'),
  whitelist: () => import('../../features/whitelist/whitelist-screen'),
  // The black-list area shows the configuration in its 'configurazione' section (blacklist-area.tsx).
  blacklist: () => import('./blacklist-area'),
  dashboard: () => import('../../features/dashboard/dashboard-screen'),
  repeatedChecks: () => import('../../features/repeated-checks/repeated-checks-screen'),
  enricher: () => import('../../features/enricher/enricher-screen'),
  parameters: () => import('../../features/configuration/configuration-screen'),
  // The back office's sections (users and roles, the audit trail, the tools) are composed in backoffice-area.tsx.
  backoffice: () => import('./backoffice-area'),
};

export const SCREEN_COMPONENTS = Object.fromEntries(
  Object.entries(SCREEN_LOADS).map(([screen, load]) => [screen, lazy(load)]),
) as Record<Screen, LazyExoticComponent<ComponentType<ScreenProps>>>;

/** A page that sits under a screen, for the roles that see that screen, downloaded on its own. */
export interface ScreenPage {
  /** The full console path, under the screen's. */
  path: string;
  component: LazyExoticComponent<ComponentType<ScreenProps>>;
}

const loadCheckDetail = () => import('../../features/check-detail/check-detail-screen');
const loadBacktest = () => import('../../features/backtest/backtest-screen');
const loadApiDocs = () => import('../../features/api-docs/api-docs-screen');
const loadChain = () => import('../../features/repeated-checks/chain-page');
const loadCustomerDetails = () => import('../../features/customer-details/customer-details-page');

export const SCREEN_PAGES: Partial<Record<Screen, readonly ScreenPage[]>> = {
  backoffice: [{ path: API_CONTRACT_PATH, component: lazy(loadApiDocs) }],
  dossierList: [{ path: CHECK_DETAIL_PATH, component: lazy(loadCheckDetail) }],
  parameters: [{ path: BACKTEST_ROUTE, component: lazy(loadBacktest) }],
  repeatedChecks: [{ path: CHAIN_PATH, component: lazy(loadChain) }],
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
  clientsList: [{ path: CUSTOMER_DETAILS_PATH, component: lazy(loadCustomerDetails) }],
};

export function screenPath(screen: Screen): string {
  return `/admin/${screen}`;
}

/** The pages under a screen, by the start of their address, with their downloads. */
const PAGE_LOADS: readonly [string, () => Promise<unknown>][] = [
  [CHECK_DETAIL_PATH, loadCheckDetail],
  [BACKTEST_PATH, loadBacktest],
  [API_CONTRACT_PATH, loadApiDocs],
  [CUSTOMER_DETAILS_PATH, loadCustomerDetails],
  [CHAIN_PATH, loadChain],
];

/**
 * Starts the download of the code of the page at `pathname` (a screen, or a page under one), so that a
 * full load of a console address fetches it beside the console's own code instead of after it: the
 * same promise is what the lazy route then waits for. An address of no page downloads nothing.
 */
export function preloadPage(pathname: string): void {
  const page = PAGE_LOADS.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  if (page) {
    void page[1]().catch(() => undefined);
    return;
  }
  const screen = /^\/admin\/([^/?#]+)/.exec(pathname)?.[1];
  if (screen && Object.hasOwn(SCREEN_LOADS, screen)) void SCREEN_LOADS[screen as Screen]().catch(() => undefined);
}
