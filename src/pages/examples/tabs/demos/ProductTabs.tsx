import { styled } from 'styled-components';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsVariant, Rating } from '@motion-kit/react';

const VARIANTS: TabsVariant[] = ['default', 'pills', 'underline', 'bordered'];

/** The same product tabs in each variant. Features, Specifications and Reviews mount on first activation. */
export function ProductTabs() {
  return (
    <Stack>
      {VARIANTS.map((variant) => (
        <Sample key={variant}>
          <VariantName>{variant}</VariantName>
          <Tabs defaultValue="overview" variant={variant}>
            <TabsList aria-label={`Product details (${variant})`}>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="features">Features</TabsTrigger>
              <TabsTrigger value="specifications">Specifications</TabsTrigger>
              <TabsTrigger value="reviews">Reviews</TabsTrigger>
              <TabsTrigger value="support" disabled>
                Support
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <p>Motion Kit Pro is a set of accessible components whose motion comes from shared tokens.</p>
            </TabsContent>
            <TabsContent value="features" lazy>
              <LazyNote>Loaded on first open</LazyNote>
              <List>
                <li>Spring and easing tokens for every transition</li>
                <li>Reduced-motion variants built in</li>
                <li>Keyboard support following WAI-ARIA patterns</li>
              </List>
            </TabsContent>
            <TabsContent value="specifications" lazy>
              <LazyNote>Loaded on first open</LazyNote>
              <Specs>
                <dt>Components</dt>
                <dd>24</dd>
                <dt>Bundle (gzip)</dt>
                <dd>18 kB</dd>
                <dt>React</dt>
                <dd>19 and later</dd>
              </Specs>
            </TabsContent>
            <TabsContent value="reviews" lazy>
              <LazyNote>Loaded on first open</LazyNote>
              <Review>
                <Rating value={5} />
                <p>“The motion tokens saved us a week of tweaking curves.”</p>
              </Review>
            </TabsContent>
            <TabsContent value="support">
              <p>Support is available with a Pro licence.</p>
            </TabsContent>
          </Tabs>
        </Sample>
      ))}
    </Stack>
  );
}

const Stack = styled.div`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.spacing['8']};
  min-width: 0;
`;

const Sample = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing['3']};
  min-width: 0;
`;

const VariantName = styled.p`
  color: ${({ theme }) => theme.color['text-muted']};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const LazyNote = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing['2']};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing['1']};
  padding-left: ${({ theme }) => theme.spacing['6']};
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing['1']} ${({ theme }) => theme.spacing['6']};
  dt { color: ${({ theme }) => theme.color['text-muted']}; }
  dd { margin: 0; }
`;

const Review = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing['2']};
`;
