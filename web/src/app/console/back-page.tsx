import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hasPreviousConsolePage } from '../../shared/components/console-history';

export const BACK_PATH = '/admin/back';

/**
 * The back-navigation page of spec section 2, at /admin/back for every role and outside the menu.
 * We read it as the way out of pages that leave the console frame (the customer details open in a
 * separate layout): it returns to the previous console page, or to the role's default page when the
 * visit started here (a bookmark or a new tab), so it never leads out of the console.
 */
export function BackPage({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasPrevious = hasPreviousConsolePage();

  return (
    <ContentLayout header={<Header variant="h1">{t('back.title')}</Header>}>
      <Container>
        <p>{t('back.description')}</p>
        <Button variant="primary" onClick={() => (hasPrevious ? navigate(-1) : navigate(homePath, { replace: true }))}>
          {t('back.action')}
        </Button>
      </Container>
    </ContentLayout>
  );
}
