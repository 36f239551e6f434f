import { styled } from 'styled-components';
import { Code2, Globe } from 'lucide-react';
import { ExternalButtonLink, media, theme } from '@motion-kit/react';
import { buildConfig, proCallToAction } from '../lib/config';
import { SITE_TAGLINE } from '../content/navigation';

export function SiteFooter() {
  const cta = proCallToAction(buildConfig, 'waitlist');
  return (
    <Footer>
      <Inner>
        <Brand>
          <strong>Motion Kit</strong>
          <Tagline>{SITE_TAGLINE}</Tagline>
        </Brand>
        <Links aria-label="Footer">
          <ExternalLink href={buildConfig.sourceUrl} target="_blank" rel="noopener noreferrer">
            <Code2 size={16} aria-hidden="true" />
            Source code
          </ExternalLink>
          <ExternalLink href={buildConfig.portfolioUrl} target="_blank" rel="noopener noreferrer">
            <Globe size={16} aria-hidden="true" />
            Portfolio
          </ExternalLink>
          <ExternalButtonLink href={cta.href} variant="primary" size="sm">
            {cta.label}
          </ExternalButtonLink>
        </Links>
      </Inner>
      <Fine>© {__BUILD_YEAR__} Motion Kit. Built with its own tokens and components.</Fine>
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: ${theme.spacing.section};
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

const Inner = styled.div`
  display: grid;
  gap: ${theme.spacing['6']};
  max-width: ${theme.size.content};
  margin: 0 auto;
  padding: ${theme.spacing['10']} ${theme.spacing['4']} ${theme.spacing['6']};
  ${media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding-left: ${theme.spacing['6']};
    padding-right: ${theme.spacing['6']};
  }
`;

const Brand = styled.div`
  display: grid;
  gap: ${theme.spacing['2']};
`;

const Tagline = styled.p`
  max-width: 48ch;
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['4']};
`;

const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
  text-decoration: none;
  padding: ${theme.spacing['2']} 0;
  &:hover { color: ${theme.color.text}; text-decoration: underline; }
`;

const Fine = styled.p`
  max-width: ${theme.size.content};
  margin: 0 auto;
  padding: ${theme.spacing['4']};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
  ${media.tablet} { padding-left: ${theme.spacing['6']}; padding-right: ${theme.spacing['6']}; }
`;
