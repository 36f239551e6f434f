import { Button, type ButtonSize, type ButtonVariant, customProperty, theme } from '@motion-kit/react';
import { CodeBlock } from '../../../components/CodeBlock';
import * as S from '../Documentation.styles';
import { CallToAction } from '../samples/customization/GradientButton';
import VARIANTS_CODE from '../samples/customization/ButtonVariants.tsx?raw';
import EXTEND_CODE from '../samples/customization/GradientButton.tsx?raw';

const VARIANTS: ButtonVariant[] = ['primary', 'outline', 'ghost', 'default', 'danger'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];

const OVERRIDE_CODE = `/* Override tokens globally, or for one part of the page */
:root {
  ${customProperty(theme.radius.md)}: 12px;
  ${customProperty(theme.motion.duration.normal)}: 250ms;
}

.marketing-hero {
  ${customProperty(theme.color.primary['600'])}: #7c3aed;
}`;

export function Customization() {
  return (
    <>
      <S.Block>
        <S.BlockTitle>Variants and sizes</S.BlockTitle>
        <S.Text>
          Buttons take a <code>variant</code> ({VARIANTS.join(', ')}) and a <code>size</code> ({SIZES.join(', ')}).
        </S.Text>
        <CodeBlock
          code={VARIANTS_CODE}
          language="tsx"
          title="ButtonVariants.tsx"
          preview={
            <S.PreviewStack>
              <S.PreviewRow>
                {VARIANTS.map((variant) => (
                  <Button key={variant} variant={variant}>
                    {variant}
                  </Button>
                ))}
              </S.PreviewRow>
              <S.PreviewRow>
                {SIZES.map((size) => (
                  <Button key={size} variant="primary" size={size}>
                    Size {size}
                  </Button>
                ))}
              </S.PreviewRow>
            </S.PreviewStack>
          }
        />
      </S.Block>
      <S.Block>
        <S.BlockTitle>Extend styles</S.BlockTitle>
        <S.Text>Components are styled-components, so <code>styled(Button)</code> extends them with theme values.</S.Text>
        <CodeBlock code={EXTEND_CODE} language="tsx" title="GradientButton.tsx" preview={<CallToAction />} />
      </S.Block>
      <S.Block>
        <S.BlockTitle>Override design tokens</S.BlockTitle>
        <S.Text>Every style reads a CSS custom property, so a token can be changed for the whole site or one subtree.</S.Text>
        <CodeBlock code={OVERRIDE_CODE} language="css" title="overrides.css" />
      </S.Block>
    </>
  );
}
