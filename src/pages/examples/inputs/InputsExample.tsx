import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/inputs';
import { TAKEN_EMAIL } from './demos/SignUpForm';
import { LabelHintIcon } from './demos/LabelHintIcon';
import labelHintIconSource from './demos/LabelHintIcon.tsx?demo-source';
import { ClearableSearch } from './demos/ClearableSearch';
import clearableSource from './demos/ClearableSearch.tsx?demo-source';
import { LabelPositions } from './demos/LabelPositions';
import labelPositionsSource from './demos/LabelPositions.tsx?demo-source';
import { InputVariants } from './demos/InputVariants';
import variantsSource from './demos/InputVariants.tsx?demo-source';
import { InputSizes } from './demos/InputSizes';
import sizesSource from './demos/InputSizes.tsx?demo-source';
import { PasswordInput } from './demos/PasswordInput';
import passwordSource from './demos/PasswordInput.tsx?demo-source';
import { SignUpForm } from './demos/SignUpForm';
import signUpSource from './demos/SignUpForm.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/inputs'));

export function InputsExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Inputs"
      description="Text fields with labels that float or stay fixed, hints, icons, a clearable search, three variants and sizes, and validation that speaks up at the right moment."
    >
      <ExampleSection title="Label, hint and icon" description="The hint is tied to the field with aria-describedby; the icon is decoration." code={labelHintIconSource}>
        <LabelHintIcon />
      </ExampleSection>
      <ExampleSection title="Clearable search" description="A Clear button appears while the field has a value and puts focus back in the field." code={clearableSource}>
        <ClearableSearch />
      </ExampleSection>
      <ExampleSection title="Floating vs fixed labels" code={labelPositionsSource}>
        <LabelPositions />
      </ExampleSection>
      <ExampleSection title="Variants" description="default, outlined and filled." code={variantsSource}>
        <InputVariants />
      </ExampleSection>
      <ExampleSection title="Sizes" description="sm, md and lg." code={sizesSource}>
        <InputSizes />
      </ExampleSection>
      <ExampleSection title="Password reveal" description="Reveal the value with the eye button; the minimum length is checked when you leave the field." code={passwordSource}>
        <PasswordInput />
      </ExampleSection>
      <ExampleSection
        title="Async validation form"
        description={`Email is checked on blur, then a simulated server check answers after 1.5 s: ${TAKEN_EMAIL} is taken. Errors clear as you type.`}
        code={signUpSource}
      >
        <SignUpForm />
      </ExampleSection>
    </ExamplePage>
  );
}
