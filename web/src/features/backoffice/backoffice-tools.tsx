import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { API_CONTRACT_PATH } from '../../shared/components/console-paths';

/** The back office's 'Strumenti per sviluppatori' section: the link to the API contract. */
export default function BackofficeTools() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ContentLayout header={<Header variant="h1">{t('backofficeSections.strumenti')}</Header>}>
      <Container header={<Header variant="h2">{t('backoffice.apiContract')}</Header>}>
        <Box variant="p">
          <Link
            href={API_CONTRACT_PATH}
            onFollow={(event) => {
              event.preventDefault();
              navigate(API_CONTRACT_PATH);
            }}
          >
            {t('backoffice.apiContract')}
          </Link>
        </Box>
        <Box variant="p" color="text-body-secondary">
          {t('backoffice.apiContractDescription')}
        </Box>
      </Container>
    </ContentLayout>
  );
}
