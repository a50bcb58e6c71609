import type { TFunction } from 'i18next';
import { CUSTOMER_FIELDS } from '../../../../shared/decision/customer-metrics';
import type { DecisionSnapshot } from '../../../../shared/decision/snapshot';
import type { TrafficLight } from '../../../../shared/enums';
import { formatDate, formatDateTime, formatNumber } from '../../../../shared/format/italian-format';
import { customerValueText } from '../../shared/customers/customer-value-text';

/**
 * A check's page in words: the facts it read by their labels, never by their codes, and whether its
 * replay gave the recorded outcome again. Pure: the texts come from the catalogue through `t`.
 */

/**
 * Whether the check, decided again on its recorded facts with the configuration it was decided with,
 * gives its recorded outcome: 'Ridecisa con la configurazione di allora: stesso esito'.
 */
export function replayText(
  replay: { reproduced: boolean; trafficLight: TrafficLight; code: string },
  t: TFunction,
): string {
  return replay.reproduced
    ? t('checkDetail.reproduced')
    : t('checkDetail.notReproduced', { light: t(`precheck.result.${replay.trafficLight}`), code: replay.code });
}

const yesNo = (value: boolean, t: TFunction) => (value ? t('checkDetail.facts.yes') : t('checkDetail.facts.no'));

/** The customer figures the rules read, by the names the customers list gives them; a missing one is left out. */
function customerFigures(customer: NonNullable<DecisionSnapshot['customer']>, t: TFunction): string {
  const fields = [
    CUSTOMER_FIELDS.overdueNet,
    CUSTOMER_FIELDS.notYetDue,
    CUSTOMER_FIELDS.invoiced12Months,
    CUSTOMER_FIELDS.performanceClass,
  ];
  const figures = fields.flatMap((field) => {
    const value = customer[field];
    if (value === undefined || value === null || value === '') return [];
    // The class by number and meaning ('2 - Buona'), as Vista Clienti names it; the feed keeps it as a code.
    const shown = field === CUSTOMER_FIELDS.performanceClass ? String(value) : value;
    return [`${t(`clientsList.columns.${field}` as 'app.name')}: ${customerValueText(field, shown, t)}`];
  });
  return figures.length ? figures.join(' · ') : t('checkDetail.facts.customerNoFigures');
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
    {
      label: t('checkDetail.facts.subject'),
      value: `${t(`precheck.subjectTypes.${snapshot.subjectType}`)} · ${t(`list.options.microSegment.${snapshot.microSegment}`)}`,
    },
    { label: t('checkDetail.facts.identifiers'), value: snapshot.identifiers.join(', ') },
    { label: t('checkDetail.facts.decidedAt'), value: formatDateTime(snapshot.decidedAt) },
    {
      label: t('checkDetail.facts.whiteList'),
      value: !whiteList
        ? t('checkDetail.facts.whiteListNone')
        : whiteList.revocationDate
          ? t('checkDetail.facts.whiteListRevoked', { date: formatDate(whiteList.revocationDate) })
          : whiteList.expiringDate
            ? t('checkDetail.facts.whiteListEntry', {
                expiry: formatDateTime(whiteList.expiringDate) || whiteList.expiringDate,
              })
            : t('checkDetail.facts.whiteListNoExpiry'),
    },
    { label: t('checkDetail.versions.RADIATI'), value: listed(snapshot.blackLists.RADIATI.listed) },
    { label: t('checkDetail.versions.CEDUTI'), value: listed(snapshot.blackLists.CEDUTI.listed) },
    {
      label: t('checkDetail.facts.customer'),
      value: snapshot.customer ? customerFigures(snapshot.customer, t) : t('checkDetail.facts.prospect'),
    },
    {
      label: t('checkDetail.facts.bureau'),
      // A workflow without the credit bureau never reads it, whatever the facts hold (decide.ts).
      value: snapshot.workflow.endsWith('_NOSIC')
        ? t('checkDetail.facts.bureauSkipped')
        : !bureau
          ? t('checkDetail.facts.bureauNone')
          : findings.length
            ? findings.map((finding) => t(`checkDetail.facts.${finding}`)).join(', ')
            : t('checkDetail.facts.bureauClean'),
    },
    // No prospect risk data is not a 'No': the engine assessed neither (note PROSPECT_RISK_NO_DATA).
    {
      label: t('checkDetail.facts.highRisk'),
      value: prospectRisk ? yesNo(prospectRisk.highRisk, t) : t('checkDetail.facts.prospectRiskNone'),
    },
    {
      label: t('checkDetail.facts.fraudCorrelation'),
      value: prospectRisk ? yesNo(prospectRisk.fraudCorrelation, t) : t('checkDetail.facts.prospectRiskNone'),
    },
    // A check that read no supply address has no fact about it: the field is left out.
    ...(address
      ? [
          {
            label: t('checkDetail.facts.address'),
            value: address.inArrears
              ? t('checkDetail.facts.addressInArrears')
              : address.knownOthers.length
                ? t('checkDetail.facts.addressKnown', {
                    count: formatNumber(address.knownOthers.length),
                    listed: formatNumber(listedOthers),
                  })
                : t('checkDetail.facts.addressNone'),
          },
        ]
      : []),
  ];
}
