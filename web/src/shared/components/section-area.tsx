import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AreaSections } from './area-sections';
import type { ScreenProps } from './screen-props';

export interface SectionAreaProps<Section extends string> extends ScreenProps {
  area: AreaSections<Section>;
  /** Each section's screen, often another feature's, handed in by the app (features do not import each other). */
  sections: Record<Section, ComponentType<ScreenProps>>;
}

/** The section of an area the query names, with the screen's role and markets. */
export function SectionArea<Section extends string>({ area, sections, ...screen }: SectionAreaProps<Section>) {
  const [search] = useSearchParams();
  const Section: ComponentType<ScreenProps> = sections[area.sectionOf(search)];
  return <Section {...screen} />;
}
