import { Button, type ButtonSize, type ButtonVariant, CodeBlock, customProperty, theme } from '@motion-kit/react';
import { Block, BlockTitle, PreviewRow, PreviewStack, Text } from '../Documentation.styles';
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
      <Block>
        <BlockTitle>Variants and sizes</BlockTitle>
        <Text>
          Buttons take a <code>variant</code> ({VARIANTS.join(', ')}) and a <code>size</code> ({SIZES.join(', ')}).
        </Text>
        <CodeBlock
          code={VARIANTS_CODE}
          language="tsx"
          title="ButtonVariants.tsx"
          preview={
            <PreviewStack>
              <PreviewRow>
                {VARIANTS.map((variant) => (
                  <Button key={variant} variant={variant}>
                    {variant}
                  </Button>
                ))}
              </PreviewRow>
              <PreviewRow>
                {SIZES.map((size) => (
                  <Button key={size} variant="primary" size={size}>
                    Size {size}
                  </Button>
                ))}
              </PreviewRow>
            </PreviewStack>
          }
        />
      </Block>
      <Block>
        <BlockTitle>Extend styles</BlockTitle>
        <Text>Components are styled-components, so <code>styled(Button)</code> extends them with theme values.</Text>
        <CodeBlock code={EXTEND_CODE} language="tsx" title="GradientButton.tsx" preview={<CallToAction />} />
      </Block>
      <Block>
        <BlockTitle>Override design tokens</BlockTitle>
        <Text>Every style reads a CSS custom property, so a token can be changed for the whole site or one subtree.</Text>
        <CodeBlock code={OVERRIDE_CODE} language="css" title="overrides.css" />
      </Block>
    </>
  );
}
