// Planned releases. The home page previews the next one; the changelog lists them all.

export interface RoadmapItem {
  title: string;
  /** When it is expected, as the roadmap promises it: a month or a quarter. */
  eta: string;
  description: string;
}

export interface PlannedRelease {
  version: string;
  quarter: string;
  summary: string;
  items: RoadmapItem[];
}

export const ROADMAP: PlannedRelease[] = [
  {
    version: '1.1.0',
    quarter: 'Q4 2025',
    summary: 'Adaptive data entry and display, learning from how people use them.',
    items: [
      { title: 'Intelligent Forms', eta: 'Oct 2025', description: 'Fields that adapt their hints, order and validation timing to the user.' },
      { title: 'Smart Data Display', eta: 'Nov 2025', description: 'Tables and lists that pick density and detail from context.' },
      { title: 'ML Integration', eta: 'Q1 2026', description: 'Optional on-device models that predict the next likely action.' },
    ],
  },
  {
    version: '1.2.0',
    quarter: 'Q1 2026',
    summary: 'More motion, and tools to tune it.',
    items: [
      { title: 'Scroll-linked animations', eta: 'Jan 2026', description: 'Token-driven reveal and parallax that respect reduced motion.' },
      { title: 'Motion inspector', eta: 'Feb 2026', description: 'A panel that shows which duration and easing each element uses.' },
      { title: 'Figma token sync', eta: 'Mar 2026', description: 'Design tokens round-trip between Figma variables and DTCG JSON.' },
    ],
  },
];

/** The release the home page previews. */
export const NEXT_RELEASE: PlannedRelease = ROADMAP[0]!;
