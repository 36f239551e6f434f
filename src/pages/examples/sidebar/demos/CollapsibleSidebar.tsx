import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CalendarDays, CreditCard, FolderKanban, LayoutDashboard, SlidersHorizontal, Users } from 'lucide-react';
import { Sidebar, SidebarItem, SidebarLayout, SidebarSection } from '../../../../components/Sidebar';

interface View {
  id: string;
  label: string;
  icon: ReactNode;
  badge?: string;
  summary: string;
}

const WORKSPACE: View[] = [
  { id: 'dashboard', label: 'Dashboard', icon: <LayoutDashboard size={18} />, summary: 'Activity across all projects this week.' },
  { id: 'projects', label: 'Projects', icon: <FolderKanban size={18} />, badge: '12', summary: 'Twelve projects, three due this month.' },
  { id: 'team', label: 'Team', icon: <Users size={18} />, badge: '5', summary: 'Five people, two invitations pending.' },
  { id: 'calendar', label: 'Calendar', icon: <CalendarDays size={18} />, summary: 'Upcoming reviews and releases.' },
];

const SETTINGS: View[] = [
  { id: 'preferences', label: 'Preferences', icon: <SlidersHorizontal size={18} />, summary: 'Theme, language and notifications.' },
  { id: 'billing', label: 'Billing', icon: <CreditCard size={18} />, summary: 'Plan, invoices and payment methods.' },
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
        <Placeholder aria-hidden="true" />
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

const Placeholder = styled.div`
  height: 160px;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg};
`;
