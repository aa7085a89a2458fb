/** Texts of the notifications (spec §8: top-right, 2 s, click dismisses). */
export const NOTIFICATION_MESSAGES = {
  /** Tooltip of a notification for mouse users. */
  dismissHint: 'Fai clic per chiudere',
} as const;
