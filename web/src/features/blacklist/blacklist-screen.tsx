import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../shared/components/screen-props';
import { type BlacklistSection, blacklistSectionOf } from './blacklist-sections';

export interface BlacklistScreenProps extends ScreenProps {
  /** The four sections, each another feature's screen that the app hands in (features do not import each other). */
  sections: Record<BlacklistSection, ComponentType<ScreenProps>>;
}

/** Configuration Manager area: black lists, configuration and agency mapping, one section at a time. */
export default function BlacklistScreen({ sections, ...screen }: BlacklistScreenProps) {
  const [search] = useSearchParams();
  const Section = sections[blacklistSectionOf(search)];
  return <Section {...screen} />;
}
