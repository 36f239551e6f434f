import { ArrowRight, Code2, Layers, MessageSquare, MousePointerClick, Sparkles, type LucideIcon } from 'lucide-react';
import { ButtonLink, ExternalButtonLink, Card } from '@motion-kit/react';
import { MotionPreview } from '../../components/MotionPreview';
import {
  FEATURE_CARDS,
  HOME_HERO,
  MOTION_PHILOSOPHY,
  MOTION_SHOWCASE,
  OPEN_SOURCE_CTA,
  PRO_WELCOME,
  ROADMAP_PREVIEW,
  UPGRADE_CTA,
  type FeatureCard,
} from '../../content/home';
import { NEXT_RELEASE } from '../../content/roadmap';
import { buildConfig, proCallToAction } from '../../lib/config';
import { shortVersion } from '../../lib/releases';
import { chipLabel, cubicBezier, durationLabel } from './motionTokenLabels';
import { MotionTrack } from './MotionTrack';
import * as S from './HomePage.styles';

const FEATURE_ICONS: Record<FeatureCard['icon'], LucideIcon> = {
  'mouse-pointer': MousePointerClick,
  layers: Layers,
  'message-square': MessageSquare,
  sparkles: Sparkles,
};

export function HomePage() {
  const upgrade = proCallToAction(buildConfig, 'upgrade');
  const nextTitle = `${shortVersion(NEXT_RELEASE.version)} (${NEXT_RELEASE.quarter})`;
  return (
    <S.Page>
      {/* The first screen is plain server-rendered markup: visible before any script runs. */}
      <S.Hero aria-labelledby="home-hero-title">
        <S.HeroGlow aria-hidden="true" />
        <S.HeroText>
          <S.Eyebrow>{HOME_HERO.eyebrow}</S.Eyebrow>
          <S.HeroTitle id="home-hero-title">
            {HOME_HERO.productName} <S.Accent>{HOME_HERO.edition}</S.Accent>
          </S.HeroTitle>
          <S.HeroLead>{HOME_HERO.lead}</S.HeroLead>
          <S.Actions>
            <ButtonLink href={HOME_HERO.primary.to} variant="primary" size="lg">
              {HOME_HERO.primary.label}
              <ArrowRight size={18} aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={HOME_HERO.secondary.to} variant="outline" size="lg">
              {HOME_HERO.secondary.label}
            </ButtonLink>
          </S.Actions>
        </S.HeroText>
        <S.HeroArt aria-hidden="true">
          <S.ArtWindow>
            <S.ArtDots>
              <i />
              <i />
              <i />
            </S.ArtDots>
            <S.ArtLine $width="70%" />
            <S.ArtLine $width="45%" />
            <S.ArtRow>
              <S.ArtButton />
              <S.ArtGhost />
            </S.ArtRow>
          </S.ArtWindow>
          <S.ArtCard>
            <S.ArtLine $width="60%" />
            <S.ArtTrack>
              <S.ArtKnob />
            </S.ArtTrack>
          </S.ArtCard>
        </S.HeroArt>
      </S.Hero>

      <S.Section aria-labelledby="home-philosophy" $centered>
        <S.SectionTitle id="home-philosophy">{MOTION_PHILOSOPHY.title}</S.SectionTitle>
        <S.SectionLead>{MOTION_PHILOSOPHY.body}</S.SectionLead>
        <S.Chips aria-label="Core motion tokens">
          {MOTION_PHILOSOPHY.chips.map((chip) => (
            <li key={`${chip.kind}-${chip.token}`}>
              <S.Chip>{chipLabel(chip)}</S.Chip>
            </li>
          ))}
        </S.Chips>
        <ButtonLink href={MOTION_PHILOSOPHY.cta.to} variant="outline">
          {MOTION_PHILOSOPHY.cta.label}
        </ButtonLink>
      </S.Section>

      <S.Section aria-labelledby="home-features">
        <S.SectionTitle id="home-features">Built for motion, from the first pixel</S.SectionTitle>
        <S.FeatureGrid role="list">
          {FEATURE_CARDS.map((feature) => {
            const Icon = FEATURE_ICONS[feature.icon];
            return (
              <li key={feature.id}>
                <Card
                  href={feature.to}
                  title={
                    <S.FeatureTitle>
                      <S.FeatureIcon aria-hidden="true">
                        <Icon size={20} />
                      </S.FeatureIcon>
                      {feature.title}
                    </S.FeatureTitle>
                  }
                  subtitle={feature.description}
                  badge={feature.isNew ? 'New' : undefined}
                  badgeColor="secondary"
                  variant={feature.isNew ? 'highlight' : 'default'}
                />
              </li>
            );
          })}
        </S.FeatureGrid>
      </S.Section>

      <S.Section aria-labelledby="home-motion-tokens">
        <S.SectionTitle id="home-motion-tokens">{MOTION_SHOWCASE.title}</S.SectionTitle>
        <S.SectionLead>{MOTION_SHOWCASE.lead}</S.SectionLead>
        <MotionPreview framed label="Motion token demos">
          <S.ShowcaseGrid>
            <S.ShowcaseGroup aria-labelledby="home-durations">
              <S.GroupTitle id="home-durations">Durations</S.GroupTitle>
              {MOTION_SHOWCASE.durations.map((name) => (
                <MotionTrack key={name} name={name} value={durationLabel(name)} duration={name} easing="standard" />
              ))}
            </S.ShowcaseGroup>
            <S.ShowcaseGroup aria-labelledby="home-easings">
              <S.GroupTitle id="home-easings">
                Easings <S.GroupNote>at {durationLabel(MOTION_SHOWCASE.easingDemoDuration)}</S.GroupNote>
              </S.GroupTitle>
              {MOTION_SHOWCASE.easings.map((name) => (
                <MotionTrack key={name} name={name} value={cubicBezier(name)} duration={MOTION_SHOWCASE.easingDemoDuration} easing={name} />
              ))}
            </S.ShowcaseGroup>
          </S.ShowcaseGrid>
        </MotionPreview>
        <div>
          <ButtonLink href={MOTION_SHOWCASE.cta.to} variant="outline">
            {MOTION_SHOWCASE.cta.label}
          </ButtonLink>
        </div>
      </S.Section>

      <S.Section aria-labelledby="home-roadmap">
        <S.SectionTitle id="home-roadmap">{ROADMAP_PREVIEW.title}</S.SectionTitle>
        <S.Roadmap>
          <S.RoadmapTitle>{nextTitle}</S.RoadmapTitle>
          <S.RoadmapList>
            {NEXT_RELEASE.items.map((item) => (
              <li key={item.title}>
                <S.RoadmapItemHead>
                  <strong>{item.title}</strong>
                  <S.Eta>{item.eta}</S.Eta>
                </S.RoadmapItemHead>
                <S.RoadmapItemBody>{item.description}</S.RoadmapItemBody>
              </li>
            ))}
          </S.RoadmapList>
          <div>
            <ButtonLink href={ROADMAP_PREVIEW.cta.to} variant="ghost">
              {ROADMAP_PREVIEW.cta.label}
              <ArrowRight size={16} aria-hidden="true" />
            </ButtonLink>
          </div>
        </S.Roadmap>
      </S.Section>

      {buildConfig.enableProFeatures && (
        <S.Welcome aria-labelledby="home-pro-welcome">
          <S.SectionTitle id="home-pro-welcome">{PRO_WELCOME.title}</S.SectionTitle>
          <S.SectionLead>{PRO_WELCOME.body}</S.SectionLead>
        </S.Welcome>
      )}

      <S.CtaGrid>
        <S.Cta aria-labelledby="home-upgrade" $tone="accent">
          <S.CtaTitle id="home-upgrade">{UPGRADE_CTA.title}</S.CtaTitle>
          <S.CtaBody>{UPGRADE_CTA.body}</S.CtaBody>
          <div>
            <ExternalButtonLink href={upgrade.href} variant="primary">
              {upgrade.label}
            </ExternalButtonLink>
          </div>
        </S.Cta>
        <S.Cta aria-labelledby="home-open-source" $tone="plain">
          <S.CtaTitle id="home-open-source">{OPEN_SOURCE_CTA.title}</S.CtaTitle>
          <S.CtaBody>{OPEN_SOURCE_CTA.body}</S.CtaBody>
          <div>
            <ExternalButtonLink href={buildConfig.sourceUrl} variant="outline">
              <Code2 size={16} aria-hidden="true" />
              {OPEN_SOURCE_CTA.label}
            </ExternalButtonLink>
          </div>
        </S.Cta>
      </S.CtaGrid>
    </S.Page>
  );
}
