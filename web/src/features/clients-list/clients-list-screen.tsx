import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Customer } from '../../../../shared/customers/customer-fields';
import { SLIDER_START_RANGE } from '../../../../shared/customers/invoiced-range';
import { useApi } from '../../shared/api';
import type { ScreenProps } from '../../shared/components/screen-props';
import { ListScreen } from '../../shared/list/list-screen';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { clientsList } from './clients-list';
import { CustomerKpiModal } from './customer-kpi-modal';

/** The customer's own page (another layout), by its code: it survives a reload. */
const customerPagePath = (customer: Customer) =>
  `/admin/clientsList/details?code=${encodeURIComponent(customer.A_CODICE_CLIENTE)}`;

/**
 * Vista Clienti (spec section 2 'Customers list'): the list kit, its KPIs, and a row that opens the
 * customer's page. The invoiced slider spans -20..100 until the real limits answer (spec section 3
 * 'Invoice range'), then the limits.
 */
export default function ClientsListScreen({ markets }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const limits = useApi('invoicedRangeLimits', {});
  const { minimum, maximum } = limits.data ?? SLIDER_START_RANGE;
  const definition = useMemo(() => clientsList(markets, { from: minimum, to: maximum }), [markets, minimum, maximum]);
  const screen = usePagedListScreen(definition);
  const [kpiOpen, setKpiOpen] = useState(false);
  return (
    <>
      <ListScreen
        screen={screen}
        rows={screen.list.tableRows}
        onKpi={() => setKpiOpen(true)}
        openRow={{ label: t('clientsList.open'), onOpen: (customer) => navigate(customerPagePath(customer)) }}
      />
      <CustomerKpiModal visible={kpiOpen} onDismiss={() => setKpiOpen(false)} filters={screen.requestFilters} />
    </>
  );
}
