import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROLE_PROFILES } from '../../../../shared/roles';
import { CustomerCodeParamsSchema } from '../../../../shared/schemas/customers';
import { type ApiError, useApi } from '../../shared/api';
import { CUSTOMER_CODE_PARAM, CUSTOMERS_LIST_PATH } from '../../shared/components/console-paths';
import type { OwnLayoutPageProps } from '../../shared/components/screen-props';
import { CustomerDetailsLayout } from './customer-details-layout';
import { CustomerDetailsView } from './customer-details-view';
import { customerName } from './customer-summary';

const NOT_FOUND = 404;
const isNotFound = (error: ApiError) => error.status === NOT_FOUND;

/**
 * /admin/clientsList/details?code=<A_CODICE_CLIENTE> (spec section 2): the customer named in the URL,
 * so the page survives a reload and can be bookmarked. A customer outside the role's markets does not
 * exist for it (the server answers 404), as an unknown code does: both read 'Cliente non trovato'.
 */
export default function CustomerDetailsPage({ role, userMenu }: OwnLayoutPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = (params.get(CUSTOMER_CODE_PARAM) ?? '').trim();
  // A code the server would refuse with a 400 is not asked for: no customer has it.
  const wellFormed = CustomerCodeParamsSchema.safeParse({ customerCode: code }).success;
  // 'Cliente non trovato' says a 404 in place: no alert repeats it.
  const details = useApi(
    'customerDetails',
    wellFormed ? { params: { customerCode: code } } : null,
    // Asked again on every visit, however recent the last: coming back from a precheck run from this
    // page shows that check among the customer's (SWR would reuse an answer of the last 2 s).
    { dedupingInterval: 0 },
    isNotFound,
  );
  const notFound = !wellFormed || (details.error !== undefined && isNotFound(details.error));

  const content = notFound ? (
    <NotFound code={wellFormed ? code : null} />
  ) : details.error ? (
    <Container>
      <SpaceBetween size="s" direction="horizontal" alignItems="center">
        <StatusIndicator type="error">{t('customerDetails.loadFailed')}</StatusIndicator>
        <Button onClick={() => void details.mutate()}>{t('customerDetails.retry')}</Button>
      </SpaceBetween>
    </Container>
  ) : details.data ? (
    <CustomerDetailsView details={details.data} canRunPrecheck={ROLE_PROFILES[role].screens.includes('precheck')} />
  ) : (
    <Box textAlign="center" padding={{ vertical: 'xxl' }}>
      <StatusIndicator type="loading">{t('customerDetails.loading')}</StatusIndicator>
    </Box>
  );

  return (
    <CustomerDetailsLayout
      userMenu={userMenu}
      current={details.data ? customerName(details.data.customer) : code || t('customerDetails.title')}
    >
      {content}
    </CustomerDetailsLayout>
  );
}

/** No such customer for this role, or no code at all: said once, with the way back to the list. */
function NotFound({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container header={<Header variant="h1">{t('customerDetails.notFound.title')}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">
          {code === null ? t('customerDetails.notFound.noCode') : t('customerDetails.notFound.description', { code })}
        </Box>
        <Box>
          <Button
            href={CUSTOMERS_LIST_PATH}
            onFollow={(event) => {
              event.preventDefault();
              navigate(CUSTOMERS_LIST_PATH);
            }}
          >
            {t('customerDetails.backToList')}
          </Button>
        </Box>
      </SpaceBetween>
    </Container>
  );
}
