import { CalendarDays, Check } from 'lucide-react';
import { PageHeader } from '../../components/PageHeader';
import { Card, ExternalButtonLink } from '@motion-kit/react';
import { CHANGELOG_LINKS, CHANGELOG_PAGE, PRO_BENEFITS } from '../../content/changelog';
import { CURRENT_RELEASE, RELEASES } from '../../content/releases';
import { ROADMAP } from '../../content/roadmap';
import { buildConfig, proCallToAction } from '../../lib/config';
import { CHANGE_CATEGORIES, countChanges, formatReleaseDate, type Release } from '../../lib/releases';
import * as S from './ChangelogPage.styles';

function changesLabel(count: number) {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

export function ChangelogPage() {
  const current = CURRENT_RELEASE;
  const total = countChanges(current);
  const upgrade = proCallToAction(buildConfig, 'upgrade');
  return (
    <>
      <PageHeader eyebrow={CHANGELOG_PAGE.eyebrow} title={CHANGELOG_PAGE.title} description={CHANGELOG_PAGE.lead} />
      <S.Page>
        <S.Current aria-labelledby="current-version">
          <S.CurrentGlow aria-hidden="true" />
          <S.CurrentMain>
            <S.Kicker>Current version</S.Kicker>
            <S.CurrentTitle id="current-version">
              v{current.version} <S.TypeBadge $type={current.type}>{current.type}</S.TypeBadge>
            </S.CurrentTitle>
            <S.DateLine>
              <CalendarDays size={16} aria-hidden="true" />
              Released <time dateTime={current.date}>{formatReleaseDate(current.date)}</time>
            </S.DateLine>
            <S.Muted>{current.description}</S.Muted>
          </S.CurrentMain>
          <S.Stats role="group" aria-label="Changes in this release">
            <S.Total>
              <S.TotalNumber>{total}</S.TotalNumber>
              <span>{total === 1 ? 'change' : 'changes'} in total</span>
            </S.Total>
            {CHANGE_CATEGORIES.map(({ id, label }) => {
              const count = current.changes[id]?.length ?? 0;
              return count > 0 ? (
                <S.Stat key={id}>
                  <strong>{count}</strong> {label.toLowerCase()}
                </S.Stat>
              ) : null;
            })}
          </S.Stats>
        </S.Current>

        <S.Section aria-labelledby="roadmap">
          <S.SectionTitle id="roadmap">Upcoming roadmap</S.SectionTitle>
          <S.PlannedGrid role="list">
            {ROADMAP.map((planned) => (
              <S.Planned key={planned.version}>
                <S.PlannedHead>
                  <S.ReleaseTitle>v{planned.version}</S.ReleaseTitle>
                  <S.Quarter>{planned.quarter}</S.Quarter>
                </S.PlannedHead>
                <S.Muted>{planned.summary}</S.Muted>
                <S.PlannedItems>
                  {planned.items.map((item) => (
                    <li key={item.title}>
                      <span>{item.title}</span>
                      <S.Eta>{item.eta}</S.Eta>
                    </li>
                  ))}
                </S.PlannedItems>
              </S.Planned>
            ))}
          </S.PlannedGrid>
        </S.Section>

        <S.Section aria-labelledby="history">
          <S.SectionTitle id="history">Release history</S.SectionTitle>
          <S.Timeline>
            {RELEASES.map((release) => (
              <ReleaseEntry key={release.version} release={release} />
            ))}
          </S.Timeline>
        </S.Section>

        <S.Aside>
          <S.Benefits aria-labelledby="pro-benefits">
            <S.SectionTitle id="pro-benefits">{PRO_BENEFITS.title}</S.SectionTitle>
            <S.Muted>{PRO_BENEFITS.body}</S.Muted>
            <S.BenefitList>
              {PRO_BENEFITS.items.map((item) => (
                <li key={item}>
                  <Check size={16} aria-hidden="true" />
                  {item}
                </li>
              ))}
            </S.BenefitList>
            <div>
              <ExternalButtonLink href={upgrade.href} variant="primary">
                {upgrade.label}
              </ExternalButtonLink>
            </div>
          </S.Benefits>

          <S.Section aria-labelledby="keep-exploring">
            <S.SectionTitle id="keep-exploring">Keep exploring</S.SectionTitle>
            <S.LinkGrid role="list">
              {CHANGELOG_LINKS.map((link) => (
                <li key={link.id}>
                  <Card href={link.to} title={link.title} subtitle={link.description} />
                </li>
              ))}
            </S.LinkGrid>
          </S.Section>
        </S.Aside>
      </S.Page>
    </>
  );
}

function ReleaseEntry({ release }: { release: Release }) {
  const headingId = `release-${release.version.replaceAll('.', '-')}`;
  return (
    <S.Release aria-labelledby={headingId}>
      <S.ReleaseHead>
        <S.ReleaseTitle id={headingId}>v{release.version}</S.ReleaseTitle>
        <S.TypeBadge $type={release.type}>{release.type}</S.TypeBadge>
        <S.ReleaseDate dateTime={release.date}>{formatReleaseDate(release.date)}</S.ReleaseDate>
        <S.ReleaseCount>{changesLabel(countChanges(release))}</S.ReleaseCount>
      </S.ReleaseHead>
      <S.Muted>{release.description}</S.Muted>
      <S.Groups>
        {CHANGE_CATEGORIES.map(({ id, label }) => {
          const items = release.changes[id];
          if (!items?.length) return null;
          return (
            <S.Group key={id} $category={id}>
              <S.GroupTitle>{label}</S.GroupTitle>
              <ul>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </S.Group>
          );
        })}
      </S.Groups>
    </S.Release>
  );
}
