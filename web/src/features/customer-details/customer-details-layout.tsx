import AppLayout from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hasPreviousConsolePage } from '../../shared/components/console-history';
import { CUSTOMERS_LIST_PATH } from '../../shared/components/console-paths';
import { TopBar } from '../../shared/components/top-bar';

const TOP_BAR_ID = 'customer-details-top-bar';

interface CustomerDetailsLayoutProps {
  userMenu: TopNavigationProps.Utility;
  /** The last breadcrumb: the customer's name once known. */
  current: string;
  children: ReactNode;
}

/**
 * The customer's page frame, the spec's 'separate second layout': no side navigation, the whole width
 * for the customer; a slim top bar (product, the way back to the list, language, user) and breadcrumbs.
 */
export function CustomerDetailsLayout({ userMenu, current, children }: CustomerDetailsLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backToList: TopNavigationProps.Utility = {
    type: 'button',
    text: t('customerDetails.backToList'),
    iconName: 'arrow-left',
    href: CUSTOMERS_LIST_PATH,
    onClick: (event) => {
      event.preventDefault();
      // Back to the list as it was left (its filters live in its URL); opened by a bookmark, the list anew.
      if (hasPreviousConsolePage()) navigate(-1);
      else navigate(CUSTOMERS_LIST_PATH);
    },
  };

  return (
    <>
      <div id={TOP_BAR_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        {/* The product name leads to the role's default page, as in the console frame. */}
        <TopBar utilities={[backToList, userMenu]} onHome={() => navigate('/admin')} />
      </div>
      <AppLayout
        headerSelector={`#${TOP_BAR_ID}`}
        navigationHide
        toolsHide
        breadcrumbs={
          <BreadcrumbGroup
            ariaLabel={t('customerDetails.breadcrumbs')}
            items={[
              { text: t('screens.clientsList'), href: CUSTOMERS_LIST_PATH },
              { text: current, href: '#' },
            ]}
            onFollow={(event) => {
              event.preventDefault();
              if (event.detail.href === CUSTOMERS_LIST_PATH) navigate(CUSTOMERS_LIST_PATH);
            }}
          />
        }
        content={children}
      />
    </>
  );
}
