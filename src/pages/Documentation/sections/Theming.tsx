import { styled } from 'styled-components';
import { CodeBlock } from '../../../components/CodeBlock';
import { ButtonLink, ThemeToggle, useThemeStore, customProperty, theme, themedColor } from '@motion-kit/react';
import * as S from '../Documentation.styles';
import TOGGLE_CODE from '../samples/theming/ThemeSwitch.tsx?raw';
import APPLY_CODE from '../samples/theming/applyTheme.ts?raw';

/** The themeable custom properties, straight from the token build. */
const THEME_VARIABLES: string[] = Object.values(themedColor).flatMap((value) =>
  (typeof value === 'string' ? [value] : Object.values(value)).map(customProperty),
);

const c = (name: Exclude<keyof typeof themedColor, 'status'>) => customProperty(themedColor[name]);
const CUSTOM_THEME_CODE = `/* A custom theme is a set of custom properties under its own data-theme */
[data-theme='ocean'] {
  ${c('bg')}: #04121f;
  ${c('surface')}: #0b2236;
  ${c('surface-raised')}: #12314b;
  ${c('text')}: #e6f4ff;
  ${c('text-muted')}: #9cc3e0;
  ${c('border')}: #1f4766;
  ${c('accent')}: #5eead4;
  ${c('accent-bg')}: #0f766e;
  ${c('on-accent')}: #ffffff;
}`;


export function Theming() {
  const theme = useThemeStore((state) => state.theme);
  return (
    <>
      <S.Block>
        <S.BlockTitle>Dark and light</S.BlockTitle>
        <S.Text>
          Dark is the default. The toggle sets <code>data-theme</code> on the document root and remembers the choice in
          local storage, so the next visit starts in the same theme before the first paint.
        </S.Text>
        <CodeBlock
          code={TOGGLE_CODE}
          language="tsx"
          title="ThemeSwitch.tsx"
          preview={
            <S.PreviewRow>
              <ThemeToggle />
              <CurrentTheme>
                Current theme: <strong>{theme}</strong>
              </CurrentTheme>
            </S.PreviewRow>
          }
        />
      </S.Block>
      <S.Block>
        <S.BlockTitle>Custom themes with CSS custom properties</S.BlockTitle>
        <S.Text>
          Components read colors only through these custom properties. Define them for a new <code>data-theme</code>{' '}
          value and switch to it; no component changes.
        </S.Text>
        <S.ChipList aria-label="Themeable custom properties">
          {THEME_VARIABLES.map((name) => (
            <S.Chip key={name}>{name}</S.Chip>
          ))}
        </S.ChipList>
        <CodeBlock code={CUSTOM_THEME_CODE} language="css" title="ocean-theme.css" />
        <CodeBlock code={APPLY_CODE} language="ts" title="applyTheme.ts" />
      </S.Block>
      <S.Block>
        <S.BlockTitle>Theme Studio</S.BlockTitle>
        <S.Text>
          To change the tokens themselves (brand colours, radius, spacing, fonts, easings and springs), edit them in the
          Theme Studio: it previews the components and every contrast pair in both themes and exports token JSON for{' '}
          <code>tokens/</code>.
        </S.Text>
        <S.PreviewRow>
          <ButtonLink href="/studio" variant="primary">
            Open the Theme Studio
          </ButtonLink>
        </S.PreviewRow>
      </S.Block>
    </>
  );
}

const CurrentTheme = styled.p`
  color: ${theme.color['text-muted']};
  strong { color: ${theme.color.text}; }
`;
