import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../shared/components/coming-soon';
import { blacklistSectionOf } from './blacklist-sections';

/** Configuration Manager area: black lists, configuration and agency mapping. Not built yet. */
export default function BlacklistScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const section = blacklistSectionOf(search);
  return <ComingSoon title={t(`blacklistTitles.${section}`)} purpose={t(`comingSoon.purpose.${section}`)} />;
}
