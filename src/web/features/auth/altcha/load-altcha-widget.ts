let loading: Promise<void> | null = null;

/** Loads and registers <altcha-widget> once; a failed load may be tried again. */
export function loadAltchaWidget(): Promise<void> {
  loading ??= import('./altcha-widget').then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
