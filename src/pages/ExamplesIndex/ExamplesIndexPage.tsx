import { styled } from 'styled-components';
import { PageHeader } from '../../components/PageHeader';
import { Card, theme } from '@motion-kit/react';
import { COMPONENT_CATEGORIES } from '../../content/catalog';
import { pageDescription } from '../../app/pageDescriptions';
import { examplesByCategory } from './examplesByCategory';

const CATEGORY_ORDER = COMPONENT_CATEGORIES.map((category) => category.id);

export function ExamplesIndexPage() {
  const groups = examplesByCategory(CATEGORY_ORDER);
  return (
    <>
      <PageHeader
        eyebrow="Examples"
        title="Live examples"
        description={`${pageDescription('/examples')} Every page pairs each preview with the exact code that renders it.`}
      />
      <Groups>
        {groups.map((group) => {
          const category = COMPONENT_CATEGORIES.find((entry) => entry.id === group.category);
          const headingId = `examples-${group.category}`;
          return (
            <section key={group.category} aria-labelledby={headingId}>
              <GroupHeader>
                <h2 id={headingId}>{category?.name ?? group.category}</h2>
                {category && <p>{category.description}</p>}
              </GroupHeader>
              <Grid>
                {group.examples.map((example) => (
                  <li key={example.path}>
                    <Card title={example.title} href={example.path} headingLevel={3}>
                      {example.description}
                    </Card>
                  </li>
                ))}
              </Grid>
            </section>
          );
        })}
      </Groups>
    </>
  );
}

const Groups = styled.div`
  display: grid;
  gap: ${theme.spacing.section};
`;

const GroupHeader = styled.div`
  display: grid;
  gap: ${theme.spacing['1']};
  margin-bottom: ${theme.spacing['4']};
  h2 {
    font-size: ${theme.font.size['2xl']};
    font-weight: ${theme.font.weight.semibold};
  }
  p { color: ${theme.color['text-muted']}; }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${theme.spacing['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: grid; }
`;
