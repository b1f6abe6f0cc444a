/**
 * The language each journey runs in (e2e/README.md, languages). A screen's text in both languages
 * is what the route walk proves (`accessibility.spec.ts`: every route, both languages, nothing of
 * the other language shown); a journey proves what a user does, which the language does not
 * change, so it runs once. What does depend on the language runs in both: the route walk and its
 * leak check, switching and keeping the language, file names, dates and month names.
 *
 * A spec file not listed runs in Chinese, the portal's first language: a new journey needs no entry
 * here unless it should run in English or in both.
 */
export type JourneyLanguage = 'zh-TW' | 'en' | 'both';

export const JOURNEY_LANGUAGES: Record<string, JourneyLanguage> = {
  // The language is what these prove.
  'accessibility.spec.ts': 'both',
  'language-leaks.spec.ts': 'both',
  'language-choice.spec.ts': 'both',
  'language.spec.ts': 'both',
  // The static first screen is painted in the language the app will start in.
  'first-screen-before-the-app.spec.ts': 'both',
  // File names, dates and month names in the page's language.
  'member-receipt-files.spec.ts': 'both',
  'guest-receipt-reprint.spec.ts': 'both',
  'member-summary.spec.ts': 'both',
  'member-records-taipei-days-abroad.spec.ts': 'both',

  // English, where a count picks a plural form (Chinese has one form for every count).
  'giving-forms-check-and-keep-input.spec.ts': 'en',
  'member-records.spec.ts': 'en',
  'member-settings.spec.ts': 'en',
  'member-binding-failures-and-plan-confirmations.spec.ts': 'en',
  'session-activity-and-sign-out-reasons.spec.ts': 'en',
  // English, where a project's English introduction is the one shown.
  'embed.spec.ts': 'en',
  'english-backend-texts-and-tab-bar.spec.ts': 'en',
  'guest-browsing.spec.ts': 'en',
  // English, so that each language's screens are driven by journeys too.
  'faq.spec.ts': 'en',
  'focus-navigation.spec.ts': 'en',
  'giving-order.spec.ts': 'en',
  'plan-state-badges.spec.ts': 'en',
  'security.spec.ts': 'en',
  'sign-in.spec.ts': 'en',

  // Chinese, the portal's first language (as every file not listed).
  'first-visit.spec.ts': 'zh-TW',
  'giving-journeys.spec.ts': 'zh-TW',
  'giving-result-updates-by-itself.spec.ts': 'zh-TW',
  'hardening-access.spec.ts': 'zh-TW',
  'hardening-proxy.spec.ts': 'zh-TW',
  'independent-deploy.spec.ts': 'zh-TW',
  'malformed-answers.spec.ts': 'zh-TW',
  'member-centre.spec.ts': 'zh-TW',
  'member-identity-records.spec.ts': 'zh-TW',
  'member-records-edits-and-paging.spec.ts': 'zh-TW',
  'member-settings-keyboard-and-focus.spec.ts': 'zh-TW',
  'nginx.spec.ts': 'zh-TW',
  'not-found.spec.ts': 'zh-TW',
  'recurring.spec.ts': 'zh-TW',
  'remote-down.spec.ts': 'zh-TW',
  'remote-release.spec.ts': 'zh-TW',
  'remote-reports.spec.ts': 'zh-TW',
  'remote-skew.spec.ts': 'zh-TW',
  'session-hardening.spec.ts': 'zh-TW',
  'session.spec.ts': 'zh-TW',
};

/**
 * The spec files of the table given `language`, as one path pattern: the project `zh-TW` ignores
 * those of `en`, the project `en` takes those of `en` and `both` (playwright.config.ts).
 */
export const filesIn = (language: JourneyLanguage): RegExp => {
  const names = Object.keys(JOURNEY_LANGUAGES)
    .filter((file) => JOURNEY_LANGUAGES[file] === language)
    .map((file) => file.replaceAll('.', '\\.'));
  return new RegExp(`/(${names.join('|')})$`);
};
