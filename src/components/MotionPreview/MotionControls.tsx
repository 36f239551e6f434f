// The motion controls of a preview: Replay, Pause/Play, Speed (1x to 0.1x) and a Reduced motion switch.
import { useEffect, useId, useState } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { PREVIEW_SPEEDS, speedLabel, type PreviewSpeed } from './previewSpeeds';
import * as S from './MotionControls.styles';

const preloadPauser = () => void import('./pausePlayback').catch(() => {});

export interface MotionControlsProps {
  speed: PreviewSpeed;
  onSpeedChange: (speed: PreviewSpeed) => void;
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  reduced: boolean;
  onReducedChange: (reduced: boolean) => void;
  onReplay: () => void;
}

export function MotionControls({ speed, onSpeedChange, paused, onPausedChange, reduced, onReducedChange, onReplay }: MotionControlsProps) {
  const name = useId();
  const speedLabelId = `${name}-speed`;
  // Said once the visitor picks a speed, not when the page loads.
  const [announcement, setAnnouncement] = useState('');
  // The strip hydrates after the page, when this chunk arrives: until then the page's boot script takes
  // the clicks on it and replays them here (src/app/boot/pageBoot.mjs).
  const [live, setLive] = useState(false);
  // A render after the one that matches the prerendered HTML is the point.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setLive(true), []);
  return (
    <S.Controls data-motion-controls="" data-deferred={live ? undefined : ''}>
      <S.IconButton type="button" aria-label="Replay" title="Replay" onClick={onReplay}>
        <RotateCcw size={15} aria-hidden="true" />
      </S.IconButton>
      <S.IconButton
        type="button"
        aria-label={paused ? 'Play' : 'Pause'}
        title={paused ? 'Play' : 'Pause'}
        onClick={() => onPausedChange(!paused)}
        // The pauser is a chunk of its own: fetched as the pointer or focus arrives, so a press pauses at once.
        onPointerEnter={preloadPauser}
        onFocus={preloadPauser}
      >
        {paused ? <Play size={15} aria-hidden="true" /> : <Pause size={15} aria-hidden="true" />}
      </S.IconButton>
      <S.SpeedGroup role="radiogroup" aria-labelledby={speedLabelId}>
        <S.SpeedLabel id={speedLabelId}>Speed</S.SpeedLabel>
        {PREVIEW_SPEEDS.map((option) => (
          <S.Segment key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={speed === option}
              onChange={() => {
                onSpeedChange(option);
                setAnnouncement(`Speed ${speedLabel(option)}`);
              }}
            />
            <span>{speedLabel(option)}</span>
          </S.Segment>
        ))}
      </S.SpeedGroup>
      {/* APG switch, drawn small; the kit's Toggle would bring its spinner and icons into every page. */}
      <S.Switch type="button" role="switch" aria-checked={reduced} onClick={() => onReducedChange(!reduced)}>
        <span className="track" aria-hidden="true" />
        Reduced motion
      </S.Switch>
      <S.Announcer role="status" aria-live="polite">
        {announcement}
      </S.Announcer>
    </S.Controls>
  );
}
