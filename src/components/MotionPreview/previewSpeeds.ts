/** The speeds a preview offers: 0.25 plays its motion four times as long. */
export const PREVIEW_SPEEDS = [1, 0.5, 0.25, 0.1] as const;
export type PreviewSpeed = (typeof PREVIEW_SPEEDS)[number];

/** "0.25x": what the Speed choice is named. */
export function speedLabel(speed: number): string {
  return `${speed}x`;
}
