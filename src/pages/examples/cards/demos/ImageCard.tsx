import { styled } from 'styled-components';
import { Card } from '@motion-kit/react';

export function ImageCard() {
  return (
    <Frame>
      <Card showImagePlaceholder title="Mountain Retreat" subtitle="Cabins · Colorado">
        A quiet cabin above the tree line, with a placeholder where the photo goes until it loads.
      </Card>
    </Frame>
  );
}

const Frame = styled.div`
  width: min(100%, 320px);
`;
