import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../shared/components/screen-props';
import { BACKOFFICE_AREA, type BackofficeSection } from './backoffice-sections';

export interface BackofficeScreenProps extends ScreenProps {
  /** The sections, each another feature's screen that the app hands in (features do not import each other). */
  sections: Record<BackofficeSection, ComponentType<ScreenProps>>;
}

/** The back office area (ADMIN): one section at a time, as the side navigation chooses it. */
export default function BackofficeScreen({ sections, ...screen }: BackofficeScreenProps) {
  const [search] = useSearchParams();
  const Section = sections[BACKOFFICE_AREA.sectionOf(search)];
  return <Section {...screen} />;
}
