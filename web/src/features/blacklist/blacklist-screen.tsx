import type { ComponentType } from 'react';
import type { ScreenProps } from '../../shared/components/screen-props';
import { SectionArea } from '../../shared/components/section-area';
import { BLACKLIST_AREA, type BlacklistSection } from './blacklist-sections';

export interface BlacklistScreenProps extends ScreenProps {
  /** The four sections, each another feature's screen that the app hands in (features do not import each other). */
  sections: Record<BlacklistSection, ComponentType<ScreenProps>>;
}

/** Configuration Manager area: black lists, configuration and agency mapping, one section at a time. */
export default function BlacklistScreen(props: BlacklistScreenProps) {
  return <SectionArea area={BLACKLIST_AREA} {...props} />;
}
