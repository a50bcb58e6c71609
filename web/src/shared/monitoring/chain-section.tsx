import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CheckChain } from '../../../../shared/schemas/monitoring';
import { chainHref } from '../components/console-paths';
import { ChainAttemptsTable } from './chain-attempts-table';
import { ChainFlags } from './chain-status';

interface ChainSectionProps {
  chain: CheckChain;
  /** The check whose page this is. */
  idRequest: number;
  /** The role sees 'Verifiche ripetute', where the chain is reviewed. */
  canOpenChain: boolean;
}

/**
 * On a check's page: the chain of repeated checks it belongs to, its flags and its attempts of the
 * caller's markets in order, with what changed between them; for the roles that review chains, the
 * way to the chain's own page.
 */
export function ChainSection({ chain, idRequest, canOpenChain }: ChainSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container
      data-testid="check-chain"
      header={
        <Header
          variant="h2"
          description={t('repeatedChecks.detail.description', { count: chain.attempts.length, id: chain.chainId })}
          actions={
            canOpenChain && (
              <Button onClick={() => navigate(chainHref(chain.chainId))}>{t('repeatedChecks.detail.open')}</Button>
            )
          }
        >
          {t('repeatedChecks.detail.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Box>
          <ChainFlags flags={chain.flags} />
        </Box>
        <ChainAttemptsTable attempts={chain.attempts} currentId={idRequest} />
      </SpaceBetween>
    </Container>
  );
}
