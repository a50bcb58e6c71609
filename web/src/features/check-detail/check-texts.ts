import type { TFunction } from 'i18next';
import { CUSTOMER_FIELDS } from '../../../../shared/decision/customer-metrics';
import type { DecisionSnapshot } from '../../../../shared/decision/snapshot';
import { formatDate, formatDateTime, formatEuro, formatNumber } from '../../../../shared/format/italian-format';
import type { BlacklistVersionName, ConfigurationVersionName } from '../../../../shared/schemas/check-detail';

/**
 * A check's page in words: the versions it was decided with by name and date (never by id), and the
 * facts it read. Pure: the texts come from the catalogue through `t`.
 */

/** 'In force from 01/01/2026 to date, published by chiara.ferri'. */
export function configurationName(version: ConfigurationVersionName | null, t: TFunction): string {
  if (!version) return t('checkDetail.versions.unknown');
  if (!version.validityStartDate) return t('checkDetail.versions.notInForce');
  const until = version.validityEndDate
    ? t('checkDetail.versions.until', { date: formatDate(version.validityEndDate) })
    : t('checkDetail.versions.untilNow');
  const name = t('checkDetail.versions.configurationName', { from: formatDate(version.validityStartDate), until });
  return version.publicationUser
    ? `${name}, ${t('checkDetail.versions.publishedBy', { user: version.publicationUser })}`
    : name;
}

/** 'radiati_dicembre_2025, in force from 17/12/2025 to date'; a version never in force by its file alone. */
export function blacklistName(version: BlacklistVersionName | null, recordedId: string | null, t: TFunction): string {
  if (!version) return recordedId ? t('checkDetail.versions.unknown') : t('checkDetail.versions.none');
  if (!version.validFrom) return t('checkDetail.versions.blacklistReady', { file: version.filename });
  const until = version.validTo
    ? t('checkDetail.versions.until', { date: formatDate(version.validTo) })
    : t('checkDetail.versions.untilNow');
  return t('checkDetail.versions.blacklistName', {
    file: version.filename,
    from: formatDate(version.validFrom),
    until,
  });
}

const yesNo = (value: boolean, t: TFunction) => (value ? t('checkDetail.facts.yes') : t('checkDetail.facts.no'));

/** The customer figures the rules read, by the names the customers list gives them. */
function customerFigures(customer: NonNullable<DecisionSnapshot['customer']>, t: TFunction): string {
  const money = (field: string) => {
    const value = customer[field];
    return value === undefined || value === null || value === ''
      ? '—'
      : typeof value === 'number'
        ? formatEuro(value)
        : String(value);
  };
  const performanceClass = customer[CUSTOMER_FIELDS.performanceClass];
  return [
    `${t(`clientsList.columns.${CUSTOMER_FIELDS.overdueNet}` as 'app.name')}: ${money(CUSTOMER_FIELDS.overdueNet)}`,
    `${t(`clientsList.columns.${CUSTOMER_FIELDS.notYetDue}` as 'app.name')}: ${money(CUSTOMER_FIELDS.notYetDue)}`,
    `${t(`clientsList.columns.${CUSTOMER_FIELDS.invoiced12Months}` as 'app.name')}: ${money(CUSTOMER_FIELDS.invoiced12Months)}`,
    `${t(`clientsList.columns.${CUSTOMER_FIELDS.performanceClass}` as 'app.name')}: ${
      performanceClass === undefined || performanceClass === null ? '—' : String(performanceClass)
    }`,
  ].join(' · ');
}

/** The facts a check read, as label and text pairs in the order the rules read them. */
export function snapshotFacts(snapshot: DecisionSnapshot, t: TFunction): { label: string; value: string }[] {
  const listed = (value: boolean) => (value ? t('checkDetail.facts.listed') : t('checkDetail.facts.notListed'));
  const { whiteList, bureau, prospectRisk, address } = snapshot;
  const findings = bureau
    ? (['protests', 'prejudicialEvents', 'otherNegativeEvents'] as const).filter((finding) => bureau[finding])
    : [];
  const listedOthers = address ? address.listedOthers.RADIATI.length + address.listedOthers.CEDUTI.length : 0;
  return [
    { label: t('checkDetail.facts.subject'), value: `${snapshot.subjectType} · ${snapshot.microSegment}` },
    { label: t('checkDetail.facts.identifiers'), value: snapshot.identifiers.join(', ') },
    { label: t('checkDetail.facts.decidedAt'), value: formatDateTime(snapshot.decidedAt) },
    {
      label: t('checkDetail.facts.whiteList'),
      value: !whiteList
        ? t('checkDetail.facts.whiteListNone')
        : whiteList.revocationDate
          ? t('checkDetail.facts.whiteListRevoked', { date: formatDate(whiteList.revocationDate) })
          : t('checkDetail.facts.whiteListEntry', { expiry: formatDateTime(whiteList.expiringDate) || '—' }),
    },
    { label: t('checkDetail.versions.RADIATI'), value: listed(snapshot.blackLists.RADIATI.listed) },
    { label: t('checkDetail.versions.CEDUTI'), value: listed(snapshot.blackLists.CEDUTI.listed) },
    {
      label: t('checkDetail.facts.customer'),
      value: snapshot.customer ? customerFigures(snapshot.customer, t) : t('checkDetail.facts.prospect'),
    },
    {
      label: t('checkDetail.facts.bureau'),
      value: !bureau
        ? t('checkDetail.facts.bureauNone')
        : findings.length
          ? findings.map((finding) => t(`checkDetail.facts.${finding}`)).join(', ')
          : t('checkDetail.facts.bureauClean'),
    },
    { label: t('checkDetail.facts.highRisk'), value: yesNo(prospectRisk?.highRisk ?? false, t) },
    { label: t('checkDetail.facts.fraudCorrelation'), value: yesNo(prospectRisk?.fraudCorrelation ?? false, t) },
    {
      label: t('checkDetail.facts.address'),
      value: !address
        ? '—'
        : address.inArrears
          ? t('checkDetail.facts.addressInArrears')
          : address.knownOthers.length
            ? t('checkDetail.facts.addressKnown', {
                count: formatNumber(address.knownOthers.length),
                listed: formatNumber(listedOthers),
              })
            : t('checkDetail.facts.addressNone'),
    },
  ];
}
