import type { ComponentType } from 'react';
import type { ScreenProps } from '../../shared/components/screen-props';
import { SectionArea } from '../../shared/components/section-area';
import { BACKOFFICE_AREA, type BackofficeSection } from './backoffice-sections';

export interface BackofficeScreenProps extends ScreenProps {
  /** Each section's screen, handed in by the app (app/console/backoffice-area.tsx). */
  sections: Record<BackofficeSection, ComponentType<ScreenProps>>;
}

/** The back office area: one section at a time, users and roles unless another is chosen. */
export default function BackofficeScreen(props: BackofficeScreenProps) {
  return <SectionArea area={BACKOFFICE_AREA} {...props} />;
}
