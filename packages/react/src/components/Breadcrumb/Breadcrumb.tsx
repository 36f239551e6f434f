import { KitLink } from '../MotionKitProvider/linkContext';
import { styled } from 'styled-components';
import { ChevronRight } from 'lucide-react';
import { theme } from '../../theme/theme';

export interface BreadcrumbItem {
  label: string;
  path: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
  /** Accessible name of the landmark; two breadcrumbs on one page need different names. */
  label?: string;
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
