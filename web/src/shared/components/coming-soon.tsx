import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ComingSoonProps {
  title: string;
  /** One sentence on what the finished screen will hold; left out when the spec does not say. */
  purpose?: string;
  /** What the screen already offers, below the notice (the back office's link to the API contract). */
  children?: ReactNode;
}

/**
 * A screen whose feature is not built yet: its header and a plain statement that it is coming. It
 * makes no call, so nothing on it can fail: the routes behind it still answer 501.
 */
export function ComingSoon({ title, purpose, children }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <SpaceBetween size="l">
        <Container>
          <Box textAlign="center" color="inherit" padding={{ vertical: 'xxl' }} data-testid="coming-soon">
            <SpaceBetween size="xs">
              <Box variant="h2">{t('comingSoon.title')}</Box>
              {purpose && (
                <Box variant="p" data-testid="coming-soon-purpose">
                  {purpose}
                </Box>
              )}
              <Box variant="p" color="text-body-secondary">
                {t('comingSoon.description')}
              </Box>
            </SpaceBetween>
          </Box>
        </Container>
        {children}
      </SpaceBetween>
    </ContentLayout>
  );
}
