import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../shared/components/coming-soon';
import type { ScreenProps } from '../../shared/components/screen-props';
import { type BlacklistSection, blacklistSectionOf } from './blacklist-sections';

export interface BlacklistScreenProps extends ScreenProps {
  /**
   * The sections built so far, each another feature's screen that the app hands in (features do not
   * import each other); the others say they are coming.
   */
  sections?: Partial<Record<BlacklistSection, ComponentType<ScreenProps>>>;
}

/** Configuration Manager area: black lists, configuration and agency mapping, one section at a time. */
export default function BlacklistScreen({ sections = {}, ...screen }: BlacklistScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const section = blacklistSectionOf(search);
  const Section = sections[section];
  if (Section) return <Section {...screen} />;
  return <ComingSoon title={t(`blacklistTitles.${section}`)} purpose={t(`comingSoon.purpose.${section}`)} />;
}
