import { agenciesTexts } from './agencies';
import { appTexts } from './app';
import { auditTrailTexts } from './audit-trail';
import { authTexts } from './auth';
import { backofficeTexts } from './backoffice';
import { backtestTexts } from './backtest';
import { blacklistTexts } from './blacklist';
import { checkDetailTexts } from './check-detail';
import { clientsListTexts } from './clients-list';
import { columnsTexts } from './columns';
import { configurationTexts } from './configuration';
import { configurationEditorTexts } from './configuration-editor';
import { customerDetailsTexts } from './customer-details';
import { dashboardTexts } from './dashboard';
import { datePickersTexts } from './date-pickers';
import { dossierListsTexts } from './dossier-lists';
import { enricherTexts } from './enricher';
import { exportModalTexts } from './export-modal';
import { kpiTexts } from './kpi';
import { listTexts } from './list';
import { precheckTexts } from './precheck';
import { repeatedChecksTexts } from './repeated-checks';
import { usersTexts } from './users';
import { versionedTexts } from './versioned';
import { whitelistTexts } from './whitelist';
import { wizardTexts } from './wizard';

/**
 * The Italian catalogue: the product's language and the fallback for every English text, one file per
 * feature. Texts quoted by the spec are copied verbatim, including the English-worded alert texts.
 */
export const it = {
  ...appTexts,
  ...authTexts,
  ...precheckTexts,
  ...kpiTexts,
  ...listTexts,
  ...dossierListsTexts,
  ...exportModalTexts,
  ...enricherTexts,
  ...columnsTexts,
  ...datePickersTexts,
  ...backofficeTexts,
  ...wizardTexts,
  ...versionedTexts,
  ...configurationTexts,
  ...configurationEditorTexts,
  ...blacklistTexts,
  ...whitelistTexts,
  ...agenciesTexts,
  ...auditTrailTexts,
  ...clientsListTexts,
  ...customerDetailsTexts,
  ...usersTexts,
  ...checkDetailTexts,
  ...backtestTexts,
  ...dashboardTexts,
  ...repeatedChecksTexts,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalogue follows. */
export type Catalogue = Widen<typeof it>;
