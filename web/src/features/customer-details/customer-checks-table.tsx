import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/format/italian-format';
import type { RequestLogRow } from '../../../../shared/request-log/row';
import { CUSTOMER_CHECKS_SHOWN } from '../../../../shared/schemas/customers';
import { requestLogColumns } from '../../shared/list/request-log-columns';

/** A check's when, which workflow, its light and why: what an analyst compares across checks. */
const CHECK_COLUMNS = requestLogColumns<RequestLogRow>([
  'requestDate',
  'workflow',
  'trafficLight',
  'outputCode',
  'trafficReasonDesc',
  'idRequest',
]);

/** The customer's checks from the request log, newest first, as the dossier list shows their cells. */
export function CustomerChecksTable({ checks }: { checks: readonly RequestLogRow[] }) {
  const { t } = useTranslation();
  return (
    <Table
      variant="container"
      wrapLines
      items={checks as RequestLogRow[]}
      trackBy={(row) => `${row.idRequest ?? ''}-${row.requestDate}`}
      ariaLabels={{ tableLabel: t('customerDetails.checks.label') }}
      header={
        <Header
          variant="h2"
          counter={`(${formatCount(checks.length)})`}
          description={t('customerDetails.checks.description', { max: CUSTOMER_CHECKS_SHOWN })}
        >
          {t('customerDetails.sections.checks')}
        </Header>
      }
      columnDefinitions={CHECK_COLUMNS.map((column) => ({
        id: column.id,
        header: t(`columns.${column.id}` as 'columns.idRequest'),
        cell: column.cell,
        // The reason is the longest text: it keeps room for a readable line.
        minWidth: column.id === 'trafficReasonDesc' ? 260 : undefined,
      }))}
      empty={
        <Box textAlign="center" color="inherit" padding={{ vertical: 's' }}>
          {t('customerDetails.checks.empty')}
        </Box>
      }
    />
  );
}
