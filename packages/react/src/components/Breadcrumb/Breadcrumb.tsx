import { KitLink } from '../MotionKitProvider/linkContext';
import { styled } from 'styled-components';
import { ChevronRight } from 'lucide-react';
import { theme } from '../../theme/theme';

/** One step of a breadcrumb trail. */
export interface BreadcrumbItem {
  /** The text shown for the step. */
  label: string;
  /** Where the step links to; the last item is the current page and is not a link. */
  path: string;
}

/** Props of Breadcrumb. */
export interface BreadcrumbProps {
  /** The trail, from the top level to the current page. */
  items: BreadcrumbItem[];
  /** Accessible name of the landmark; two breadcrumbs on one page need different names. */
  label?: string;
  /** Class name for the navigation landmark. */
  className?: string;
}

/** APG breadcrumb: a labelled nav with an ordered list; the last item is the current page. */
export function Breadcrumb({ items, label = 'Breadcrumb', className }: BreadcrumbProps) {
  return (
    <Nav aria-label={label} className={className}>
      <List>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <Item key={`${item.path}-${index}`}>
              {isLast ? (
                <Current aria-current="page">{item.label}</Current>
              ) : (
                <>
                  <Crumb href={item.path}>{item.label}</Crumb>
                  <Separator aria-hidden="true">
                    <ChevronRight size={14} />
                  </Separator>
                </>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  font-size: ${theme.font.size.sm};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['1']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['1']};
  min-width: 0;
`;

const Crumb = styled(KitLink)`
  color: ${theme.color['text-muted']};
  text-decoration: none;
  border-radius: ${theme.radius.sm};
  padding: ${theme.spacing['1']} 0;
  transition: color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &:hover {
    color: ${theme.color.text};
    text-decoration: underline;
  }
`;

const Current = styled.span`
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.medium};
`;

const Separator = styled.span`
  display: inline-flex;
  color: ${theme.color['text-muted']};
`;
