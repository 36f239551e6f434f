import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CalendarDays, CreditCard, FolderKanban, LayoutDashboard, SlidersHorizontal, Users } from 'lucide-react';
import { Sidebar, SidebarItem, SidebarLayout, SidebarSection } from '@motion-kit/react';

interface View {
  id: string;
  label: string;
  icon: ReactNode;
  badge?: string;
  summary: string;
  /** A few figures for the view's content area. */
  stats: Array<[label: string, value: string]>;
}

const WORKSPACE: View[] = [
  { id: 'dashboard', label: 'Dashboard', icon: <LayoutDashboard size={18} />, summary: 'Activity across all projects this week.', stats: [['Deploys', '24'], ['Open reviews', '7'], ['Uptime', '99.9%']] },
  { id: 'projects', label: 'Projects', icon: <FolderKanban size={18} />, badge: '12', summary: 'Twelve projects, three due this month.', stats: [['Active', '12'], ['Due this month', '3'], ['Archived', '30']] },
  { id: 'team', label: 'Team', icon: <Users size={18} />, badge: '5', summary: 'Five people, two invitations pending.', stats: [['Members', '5'], ['Invitations', '2'], ['Admins', '1']] },
  { id: 'calendar', label: 'Calendar', icon: <CalendarDays size={18} />, summary: 'Upcoming reviews and releases.', stats: [['Reviews', '4'], ['Releases', '2'], ['Next', 'Thu']] },
];

const SETTINGS: View[] = [
  { id: 'preferences', label: 'Preferences', icon: <SlidersHorizontal size={18} />, summary: 'Theme, language and notifications.', stats: [['Theme', 'System'], ['Language', 'English'], ['Digest', 'Weekly']] },
  { id: 'billing', label: 'Billing', icon: <CreditCard size={18} />, summary: 'Plan, invoices and payment methods.', stats: [['Plan', 'Team'], ['Seats', '5 of 10'], ['Renews', 'Dec 1']] },
];

export function CollapsibleSidebar() {
  const [activeId, setActiveId] = useState('dashboard');
  const active = [...WORKSPACE, ...SETTINGS].find((view) => view.id === activeId) ?? WORKSPACE[0]!;

  const renderItem = (view: View) => (
    <SidebarItem key={view.id} icon={view.icon} badge={view.badge} active={view.id === activeId} onClick={() => setActiveId(view.id)}>
      {view.label}
    </SidebarItem>
  );

  return (
    <Layout>
      <Sidebar label="Workspace sections" title="Workspace">
        <SidebarSection title="Workspace">{WORKSPACE.map(renderItem)}</SidebarSection>
        <SidebarSection title="Settings">{SETTINGS.map(renderItem)}</SidebarSection>
      </Sidebar>
      <Content aria-live="polite">
        <Title>{active.label}</Title>
        <Summary>{active.summary}</Summary>
        <Stats>
          {active.stats.map(([label, value]) => (
            <Stat key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Stat>
          ))}
        </Stats>
      </Content>
    </Layout>
  );
}

const Layout = styled(SidebarLayout)`
  width: 100%;
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing['3']};
  align-content: start;
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color['text-muted']};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.spacing['3']};
  margin: 0;
`;

const Stat = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing['1']};
  padding: ${({ theme }) => theme.spacing['4']};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg};
  dt {
    color: ${({ theme }) => theme.color['text-muted']};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
