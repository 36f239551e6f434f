import { describe, expect, it } from 'vitest';
import { KIT_PACKAGE, publicSource } from './publicSource';

describe('publicSource', () => {
  it('turns kit imports into one import from the published package, in first-seen order', () => {
    const source = [
      "import { useState } from 'react';",
      "import { Button } from '../../../../components/Button';",
      "import { Modal, ModalFooter } from '../../../../components/Modal';",
      "import { useExperience } from '../../../../experience';",
      "import { seconds } from '../../../../theme/motion';",
      '',
      'export function Demo() {}',
      '',
    ].join('\n');
    expect(publicSource(source)).toBe(
      [
        "import { useState } from 'react';",
        `import { Button, Modal, ModalFooter, useExperience, seconds } from '${KIT_PACKAGE}';`,
        '',
        'export function Demo() {}',
        '',
      ].join('\n'),
    );
  });

  it("makes the demo's own helpers sibling files", () => {
    const source = "import { useTimedFlag } from '../useTimedFlag';\nimport { validateEmail } from '../../../../lib/validation';\n";
    expect(publicSource(source)).toBe("import { useTimedFlag } from './useTimedFlag';\nimport { validateEmail } from './validation';\n");
  });

  it('keeps type-only kit imports apart and names each specifier once', () => {
    const source = [
      "import type { ButtonProps } from '../../../../components/Button';",
      "import { Button } from '../../../../components/Button';",
      "import { Button as Plain } from '../../../../components/Button';",
      "import type { ButtonProps } from '../../../../components/Button';",
      '',
    ].join('\n');
    expect(publicSource(source)).toBe(
      [`import { Button, Button as Plain } from '${KIT_PACKAGE}';`, `import type { ButtonProps } from '${KIT_PACKAGE}';`, ''].join('\n'),
    );
  });

  it('reads multi-line imports and wraps a long merged one', () => {
    const source = [
      'import {',
      '  Input,',
      '  InputGroup,',
      "} from '../../../../components/Input';",
      "import { Select, SelectOption, SelectGroup, SelectLabel, SelectTrigger } from '../../../../components/Select';",
      '',
    ].join('\n');
    expect(publicSource(source)).toBe(
      [
        'import {',
        '  Input,',
        '  InputGroup,',
        '  Select,',
        '  SelectOption,',
        '  SelectGroup,',
        '  SelectLabel,',
        '  SelectTrigger,',
        `} from '${KIT_PACKAGE}';`,
        '',
      ].join('\n'),
    );
  });

  it('points default and side-effect imports of other relative files at siblings', () => {
    const source = "import styled from 'styled-components';\nimport logo from '../../assets/logo.svg';\nimport '../demo.css';\n";
    expect(publicSource(source)).toBe("import styled from 'styled-components';\nimport logo from './logo.svg';\nimport './demo.css';\n");
  });

  it('leaves code without relative imports as it is', () => {
    const source = "import { useState } from 'react';\nconst a = '../components/Button';\n";
    expect(publicSource(source)).toBe(source);
  });
});
