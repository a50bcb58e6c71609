import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { BLACKLIST_KINDS } from '../../../../shared/enums';
import type { CustomerDetailsResponse } from '../../../../shared/schemas/customers';
import { FieldValue } from './customer-field-value';
import { blackListsListing, type WhiteListStanding, whiteListStanding } from './customer-summary';

const WHITE_LIST_INDICATOR: Record<Exclude<WhiteListStanding['status'], 'none'>, StatusIndicatorProps.Type> = {
  active: 'success',
  expired: 'warning',
  // Revoked on purpose by someone: stopped, not failed.
  revoked: 'stopped',
};

/**
 * What the precheck reads first about the customer: whether the white list exempts it now, and whether
 * a black list in force lists it.
 */
export function ListsSection({ details }: { details: Pick<CustomerDetailsResponse, 'whiteList' | 'blackLists'> }) {
  const { t } = useTranslation();
  const standing = whiteListStanding(details.whiteList, new Date());
  const listing = blackListsListing(details.blackLists);
  const title = t('customerDetails.sections.lists');
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      <KeyValuePairs
        columns={1}
        ariaLabel={title}
        items={[
          {
            label: t('customerDetails.fields.whiteList'),
            value: (
              <FieldValue field="whiteList">
                {standing.status === 'none' ? (
                  t('customerDetails.whiteList.none')
                ) : (
                  <StatusIndicator type={WHITE_LIST_INDICATOR[standing.status]}>
                    {t(`customerDetails.whiteList.${standing.status}`, { date: standing.date })}
                  </StatusIndicator>
                )}
              </FieldValue>
            ),
          },
          ...BLACKLIST_KINDS.map((kind) => ({
            label: t(`customerDetails.fields.${kind}`),
            value: (
              <FieldValue field={kind}>
                {listing.includes(kind) ? (
                  <StatusIndicator type="error">{t('customerDetails.blackList.listed')}</StatusIndicator>
                ) : (
                  t('customerDetails.blackList.notListed')
                )}
              </FieldValue>
            ),
          })),
        ]}
      />
    </Container>
  );
}
