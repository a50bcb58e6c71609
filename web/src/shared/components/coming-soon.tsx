import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../alerts/alert-store';
import { api, type CallInput, type RouteName } from '../api';

/** A call the finished screen will make first; the placeholder lets staff check the service behind it. */
export type ServiceProbe = { [N in RouteName]: { route: N; input: CallInput<N> } }[RouteName];

interface ComingSoonProps {
  title: string;
  probe?: ServiceProbe;
}

/**
 * A screen whose feature is not built yet: its header and an empty state saying it is coming. The
 * optional service check calls the screen's first API route, so a failure shows the real alert of
 * spec section 8 (today the server answers 501) without the shell calling unbuilt routes on its own.
 */
export function ComingSoon({ title, probe }: ComingSoonProps) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);

  const check = async (service: ServiceProbe) => {
    setChecking(true);
    try {
      // A union of probes loses the link between route and input; each probe was checked where written.
      await (api.call as (route: RouteName, input: unknown) => Promise<unknown>)(service.route, service.input);
      alerts.push({ layout: 'success', message: t('comingSoon.probeOk') });
    } catch {
      // The API client has already raised the alert.
    } finally {
      setChecking(false);
    }
  };

  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <Box textAlign="center" color="inherit" padding={{ vertical: 'xxl' }}>
          <SpaceBetween size="m">
            <div>
              <Box variant="h2">{t('comingSoon.title')}</Box>
              <Box variant="p" color="text-body-secondary">
                {t('comingSoon.description')}
              </Box>
            </div>
            {probe && (
              <Button onClick={() => void check(probe)} loading={checking}>
                {t('comingSoon.probe')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      </Container>
    </ContentLayout>
  );
}
