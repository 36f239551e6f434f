// The viewport's styles, apart from the toast's: the viewport is in every page's first load, a toast's
// look and behaviour arrive with the first toast (or on idle).
import { styled, css } from 'styled-components';
import { media, theme } from '../../theme/theme';
import type { ToastPosition } from './toastQueue';

const placement: Record<ToastPosition, ReturnType<typeof css>> = {
  'top-left': css`left: 0; align-items: flex-start;`,
  'top-center': css`left: 50%; transform: translateX(-50%); align-items: center;`,
  'top-right': css`right: 0; align-items: flex-end;`,
  'bottom-left': css`bottom: 0; left: 0; align-items: flex-start;`,
  'bottom-center': css`bottom: 0; left: 50%; transform: translateX(-50%); align-items: center;`,
  'bottom-right': css`bottom: 0; right: 0; align-items: flex-end;`,
};

export const Viewport = styled.ol<{ $position: ToastPosition; $topOffset: string }>`
  position: fixed;
  z-index: ${theme.zIndex.toast};
  display: flex;
  /* Newest toast sits nearest the screen edge it is anchored to. */
  flex-direction: ${({ $position }) => ($position.startsWith('top') ? 'column-reverse' : 'column')};
  gap: ${theme.spacing['2']};
  box-sizing: border-box;
  width: min(420px, 100vw);
  margin: 0;
  padding: ${theme.spacing['4']};
  list-style: none;
  /* The empty strip over the page must not swallow clicks. */
  pointer-events: none;
  ${({ $position, $topOffset }) => $position.startsWith('top') && css`top: ${$topOffset};`}
  ${({ $position }) => placement[$position]}

  ${media.mobile} {
    left: 0;
    right: 0;
    width: 100%;
    transform: none;
    align-items: stretch;
    padding: ${theme.spacing['3']};
  }
`;
