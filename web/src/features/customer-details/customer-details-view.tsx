import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CustomerDetailsResponse } from '../../../../shared/schemas/customers';
import { precheckHref } from '../../shared/components/console-paths';
import { customerValueText } from '../../shared/customers/customer-value-text';
import { CustomerChecksTable } from './customer-checks-table';
import { ListsSection } from './customer-lists-section';
import { BureauSection, CreditSection, IdentitySection, ScoreSection } from './customer-sections';
import { customerName, precheckPrefill } from './customer-summary';

interface CustomerDetailsViewProps {
  details: CustomerDetailsResponse;
  /** Only roles that see the precheck screen are offered to run one (spec section 6). */
  canRunPrecheck: boolean;
}

/** The customer for a credit analyst: who, the credit position, the bureau and score, the lists, the checks. */
export function CustomerDetailsView({ details, canRunPrecheck }: CustomerDetailsViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customer } = details;
  const precheck = precheckHref(precheckPrefill(customer));
  const market = customerValueText('A_MERCATO', customer.A_MERCATO, t);

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${t('customerDetails.code', { code: customer.A_CODICE_CLIENTE })} · ${market}`}
          actions={
            canRunPrecheck && (
              <Button
                variant="primary"
                href={precheck}
                onFollow={(event) => {
                  event.preventDefault();
                  navigate(precheck);
                }}
              >
                {t('customerDetails.runPrecheck')}
              </Button>
            )
          }
        >
          {customerName(customer)}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <IdentitySection customer={customer} />
        <CreditSection customer={customer} />
        <Grid gridDefinition={[{ colspan: { default: 12, m: 7 } }, { colspan: { default: 12, m: 5 } }]}>
          <BureauSection customer={customer} />
          <SpaceBetween size="l">
            <ListsSection details={details} />
            <ScoreSection customer={customer} />
          </SpaceBetween>
        </Grid>
        <CustomerChecksTable checks={details.checks} />
      </SpaceBetween>
    </ContentLayout>
  );
}
