// The kit's own components in each theme, side by side, restyled by the draft's custom properties
// only: each pane declares them on itself (scoped), and the dialogs the panes open, which portal out of
// the app, get the same declarations for the page's theme from the studio's stylesheet.
import { useState, type CSSProperties } from 'react';
import { Alert, Button, Card, Input, Modal, Tabs, TabsContent, TabsList, TabsTrigger, ToastProvider, ToastViewport, useToast, type ButtonVariant } from '@motion-kit/react';
import { MotionPreview, preloadMotionControls } from '../../components/MotionPreview';
import { useDeferredMark } from '../../lib/deferredPart';
import * as S from './Studio.styles';

export { preloadMotionControls };

const VARIANTS: ButtonVariant[] = ['primary', 'default', 'outline', 'ghost', 'danger'];

function PreviewToastButton({ theme }: { theme: string }) {
  const { show } = useToast();
  return (
    <Button variant="outline" onClick={() => show({ type: 'success', title: 'Draft saved', message: `A toast in the ${theme} preview.` })}>
      Show toast ({theme})
    </Button>
  );
}

function PreviewPane({ theme, label, declarations }: { theme: string; label: string; declarations: Record<string, string> }) {
  const [open, setOpen] = useState(false);
  return (
    <S.Pane data-theme={theme} style={declarations as CSSProperties} aria-labelledby={`preview-${theme}`} role="region">
      <S.PaneTitle id={`preview-${theme}`}>{label}</S.PaneTitle>
      <ToastProvider>
        <MotionPreview label={`${label} motion`}>
          <S.PaneBody>
        <S.Row>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant[0]!.toUpperCase() + variant.slice(1)}
            </Button>
          ))}
        </S.Row>
        <Input label={`Email (${theme})`} defaultValue="designer@example" error="Enter an email address such as name@example.com." />
        <Tabs defaultValue="tokens">
          <TabsList aria-label={`Preview tabs (${theme})`}>
            <TabsTrigger value="tokens">Tokens</TabsTrigger>
            <TabsTrigger value="motion">Motion</TabsTrigger>
          </TabsList>
          <TabsContent value="tokens">Colour, radius and spacing come from the draft.</TabsContent>
          <TabsContent value="motion">Durations and easings too.</TabsContent>
        </Tabs>
        <Card title={`Card (${theme})`} subtitle="Surface, border, radius" badge="New" headingLevel={4} actions={<Button size="sm" variant="primary">Action</Button>}>
          Body text on the surface colour.
        </Card>
        <Alert type="warning" title="Heads up">
          Status colours on the page background.
        </Alert>
        <S.Row>
          <Button variant="primary" onClick={() => setOpen(true)}>
            Open modal ({theme})
          </Button>
          <PreviewToastButton theme={theme} />
        </S.Row>
        <Modal open={open} onClose={() => setOpen(false)} title="Draft modal" description="The modal shows the draft in the site's current theme." footer={<Button variant="primary" onClick={() => setOpen(false)}>Done</Button>}>
          Buttons, radius and surfaces follow the draft.
        </Modal>
          </S.PaneBody>
        </MotionPreview>
        <ToastViewport />
      </ToastProvider>
    </S.Pane>
  );
}

export function StudioPreview({ themes, declarations }: { themes: Array<{ name: string }>; declarations: Record<string, Record<string, string>> }) {
  const deferred = useDeferredMark();
  return (
    <S.Panes {...deferred}>
      {themes.map((t) => (
        <PreviewPane key={t.name} theme={t.name} label={`${t.name[0]!.toUpperCase()}${t.name.slice(1)} theme`} declarations={declarations[t.name] ?? {}} />
      ))}
    </S.Panes>
  );
}
