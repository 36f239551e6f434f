import type { ComponentType } from 'react';
import type { DocsSectionId } from '../../../content/docsSections';
import { Customization } from './Customization';
import { ExperienceSystem } from './ExperienceSystem';
import { GettingStarted } from './GettingStarted';
import { MotionSystem } from './MotionSystem';
import { Theming } from './Theming';

/** The body of each docs section; its title and description come from src/content/docsSections.ts. */
export const SECTION_CONTENT: Record<DocsSectionId, ComponentType> = {
  'getting-started': GettingStarted,
  customization: Customization,
  'motion-system': MotionSystem,
  'experience-system': ExperienceSystem,
  theming: Theming,
};
