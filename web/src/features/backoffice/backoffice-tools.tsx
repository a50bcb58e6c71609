import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ComingSoon } from '../../shared/components/coming-soon';
import { API_CONTRACT_PATH } from '../../shared/components/console-paths';

/**
 * The back office's 'Strumenti' section: the developer tools that exist, the API contract (issue 12).
 * The spec does not show the back office's content: what else it holds comes as sections of its own.
 */
export default function BackofficeTools() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ComingSoon title={t('screens.backoffice')}>
      <Container header={<Header variant="h2">{t('backoffice.toolsTitle')}</Header>}>
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
    </ComingSoon>
  );
}
