import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/cards';
import { ImageCard } from './demos/ImageCard';
import imageSource from './demos/ImageCard.tsx?demo-source';
import { BadgeCards } from './demos/BadgeCards';
import badgeSource from './demos/BadgeCards.tsx?demo-source';
import { RatingCard } from './demos/RatingCard';
import ratingSource from './demos/RatingCard.tsx?demo-source';
import { ActionCard } from './demos/ActionCard';
import actionSource from './demos/ActionCard.tsx?demo-source';
import { LoadingCard } from './demos/LoadingCard';
import loadingSource from './demos/LoadingCard.tsx?demo-source';
import { CardGrid } from './demos/CardGrid';
import gridSource from './demos/CardGrid.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/cards'));

export function CardsExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Cards"
      description="Motion-first cards that lift on hover: image placeholders, badges, star ratings, actions, loading skeletons and responsive grids."
    >
      <ExampleSection title="Image placeholder" description="A media area that holds its space until the image arrives." code={imageSource}>
        <ImageCard />
      </ExampleSection>
      <ExampleSection title="Badges" description="Primary, secondary, success and warning badges." code={badgeSource}>
        <BadgeCards />
      </ExampleSection>
      <ExampleSection title="Rating" description="Five stars, announced once as a rating." code={ratingSource}>
        <RatingCard />
      </ExampleSection>
      <ExampleSection title="Actions" description="Buttons in the card footer." code={actionSource}>
        <ActionCard />
      </ExampleSection>
      <ExampleSection title="Loading skeleton" description="Switch between the skeleton and the content." code={loadingSource}>
        <LoadingCard />
      </ExampleSection>
      <ExampleSection title="Grid" description="A responsive grid that fills the row; the highlighted card stands out." code={gridSource}>
        <CardGrid />
      </ExampleSection>
    </ExamplePage>
  );
}
