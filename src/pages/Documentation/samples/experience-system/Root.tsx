import type { ReactNode } from 'react';
import { ExperienceProvider } from '@motion-kit/react';

export function Root({ children }: { children: ReactNode }) {
  return <ExperienceProvider>{children}</ExperienceProvider>;
}
