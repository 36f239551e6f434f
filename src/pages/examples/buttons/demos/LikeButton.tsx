import { useState } from 'react';
import { m } from 'framer-motion';
import { Heart } from 'lucide-react';
import { styled } from 'styled-components';
import { Button, useMotionTokens } from '@motion-kit/react';

export function LikeButton() {
  const { seconds, easing } = useMotionTokens();
  const [liked, setLiked] = useState(false);
  return (
    <Button variant="outline" onClick={() => setLiked((value) => !value)}>
      <Icon
        aria-hidden="true"
        $liked={liked}
        animate={{ scale: liked ? [1, 1.35, 1] : 1 }}
        transition={{ duration: seconds('normal'), ease: easing('spring') }}
      >
        <Heart size={16} fill={liked ? 'currentColor' : 'none'} />
      </Icon>
      {liked ? 'Liked' : 'Like'}
    </Button>
  );
}

const Icon = styled(m.span)<{ $liked: boolean }>`
  display: inline-flex;
  color: ${({ theme, $liked }) => ($liked ? theme.color.status.error : 'currentColor')};
`;
