import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant, CodeBlock, customProperty, theme } from '@motion-kit/react';
import { Block, BlockTitle, PreviewRow, PreviewStack, Text } from '../Documentation.styles';

const VARIANTS: ButtonVariant[] = ['primary', 'outline', 'ghost', 'default', 'danger'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];

const VARIANTS_CODE = `${VARIANTS.map((variant) => `<Button variant="${variant}">${variant}</Button>`).join('\n')}

${SIZES.map((size) => `<Button variant="primary" size="${size}">Size ${size}</Button>`).join('\n')}`;

const EXTEND_CODE = `import styled from 'styled-components';
import { Button } from '@motion-kit/react';

const GradientButton = styled(Button)\`
  background: linear-gradient(135deg, \${({ theme }) => theme.color.primary['600']}, \${({ theme }) => theme.color.secondary['700']});
  color: \${({ theme }) => theme.color.white};
  border-radius: \${({ theme }) => theme.radius.full};
\`;

<GradientButton>Gradient call to action</GradientButton>`;

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
          title="Button variants"
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
        <CodeBlock code={EXTEND_CODE} language="tsx" title="GradientButton.tsx" preview={<GradientButton>Gradient call to action</GradientButton>} />
      </Block>
      <Block>
        <BlockTitle>Override design tokens</BlockTitle>
        <Text>Every style reads a CSS custom property, so a token can be changed for the whole site or one subtree.</Text>
        <CodeBlock code={OVERRIDE_CODE} language="css" title="overrides.css" />
      </Block>
    </>
  );
}

const GradientButton = styled(Button)`
  background: linear-gradient(135deg, ${theme.color.primary['600']}, ${theme.color.secondary['700']});
  color: ${theme.color.white};
  border-color: transparent;
  border-radius: ${theme.radius.full};
`;
