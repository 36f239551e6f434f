import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Sparkles } from 'lucide-react';
import { Navbar, ThemeToggle, ExternalButtonLink, theme } from '@motion-kit/react';
import { buildConfig, proCallToAction } from '../lib/config';
import { SITE_NAV_ITEMS } from '../content/navigation';
import { SearchLauncher } from './search/SearchLauncher';
import { PARSED_END, shownOnceParsed } from '../lib/shownOnceParsed';

export function SiteHeader() {
  const cta = proCallToAction(buildConfig, 'waitlist');
  return (
    <Header>
      <Navbar
        sticky
        label="Main"
        items={SITE_NAV_ITEMS}
        // The search sits by the brand: the one place the bar keeps at every width (the other controls
        // move into the menu on phones).
        brand={
          <>
            <BrandLink to="/"><Logo aria-hidden="true"><Sparkles size={16} /></Logo>Motion Kit</BrandLink>
            <SearchLauncher />
          </>
        }
        actions={
          <Actions>
            <ThemeToggle />
            <ExternalButtonLink href={cta.href} variant="primary" size="sm">
              {cta.label}
            </ExternalButtonLink>
            {PARSED_END}
          </Actions>
        }
      />
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.sticky};
`;

/** The bar's right-aligned controls, shown once all of them have been parsed (src/lib/shownOnceParsed.tsx). */
const Actions = styled.div`
  display: contents;
  ${shownOnceParsed}
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.lg};
  text-decoration: none;
  letter-spacing: -0.01em;
`;

const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${theme.radius.md};
  background: linear-gradient(135deg, ${theme.color.primary['500']}, ${theme.color.secondary['500']});
  color: ${theme.color.white};
`;
