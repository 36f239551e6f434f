import { styled, css } from 'styled-components';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { phoneFieldText, theme } from '../../theme/theme';

export const Root = styled.div`
  position: relative;
  width: 100%;
`;

export const Label = styled.label<{ $hidden: boolean }>`
  display: block;
  margin-bottom: ${theme.spacing['1']};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  color: ${theme.color['text-muted']};
  & > svg {
    position: absolute;
    left: ${theme.spacing['3']};
    pointer-events: none;
  }
`;

export const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: 0 ${theme.spacing['3']} 0 ${theme.spacing['10']};
  background: ${theme.color.bg};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  font: inherit;
  font-size: ${theme.font.size.sm};
  ${phoneFieldText}
  &::placeholder { color: ${theme.color['text-muted']}; opacity: 1; }
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 1px;
    border-color: ${theme.color.accent};
  }
  &::-webkit-search-cancel-button { cursor: pointer; }
`;

const popupBox = css`
  position: absolute;
  top: calc(100% + ${theme.spacing['1']});
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.dropdown};
  box-sizing: border-box;
  max-height: 320px;
  overflow-y: auto;
  padding: ${theme.spacing['1']};
  background: ${theme.color['surface-raised']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.md};
`;

export const Popup = styled.div`
  ${popupBox}
  &[hidden] { display: none; }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Option = styled.li`
  display: grid;
  gap: 2px;
  padding: ${theme.spacing['2']} ${theme.spacing['3']};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  overflow-wrap: anywhere;
  &[aria-selected='true'] {
    background: ${theme.color.surface};
    box-shadow: inset 3px 0 0 ${theme.color.accent};
  }
`;

export const OptionMeta = styled.span`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
`;

/** The live region; shown as the popup when nothing matched, visually hidden while it only counts results. */
export const Status = styled.div<{ $visible: boolean }>`
  ${({ $visible }) => ($visible ? popupBox : visuallyHidden)}
  ${({ $visible, theme }) =>
    $visible
      ? css`
          padding: ${theme.spacing['2']} ${theme.spacing['3']};
          color: ${theme.color['text-muted']};
          font-size: ${theme.font.size.sm};
          overflow-wrap: anywhere;
        `
      : ''}
`;
