import type { PlaywrightTestOptions, TestInfo } from '@playwright/test';

/**
 * The zone of a member abroad, where the browser's clock is still on the day before Taipei's in
 * Taipei's early hours: UTC in the English run and Los Angeles in the Chinese one. Both zones are
 * tried in every run without running each journey abroad twice per language (e2e/README.md,
 * languages).
 */
export const ABROAD_ZONES: Record<string, string> = { en: 'UTC', 'zh-TW': 'America/Los_Angeles' };

/** `test.use(browserAbroad)`: the browser in the run's zone abroad. */
export const browserAbroad = {
  timezoneId: async (
    // Playwright reads a fixture's first parameter as the fixtures it needs: none here.
    // eslint-disable-next-line no-empty-pattern
    {}: object,
    provide: (zone: PlaywrightTestOptions['timezoneId']) => Promise<void>,
    testInfo: TestInfo,
  ): Promise<void> => {
    const zone = ABROAD_ZONES[testInfo.project.name];
    if (!zone) throw new Error(`no zone abroad for the project ${testInfo.project.name}`);
    await provide(zone);
  },
};
