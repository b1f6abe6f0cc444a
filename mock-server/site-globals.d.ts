// The helpers site-auth.js puts on window for the stand-in's page scripts (login.js,
// register.js); declared here so those classic scripts are type-checked (tsconfig.site.json).

interface SiteEnvelope {
  RC?: number;
  RM?: string;
  Result?: unknown;
}

interface EofferingSiteHelpers {
  sha256Hex(text: string): Promise<string>;
  safeReturnPath(raw: unknown): string;
  finishSignIn(token: string, language?: string): void;
  postJson(url: string, body: unknown): Promise<{ status: number; envelope: SiteEnvelope | null }>;
  serverMessage(envelope: SiteEnvelope | null, fallback: string): string;
}

/** mfe-shared's rules the site shares with the portal, built into site-rules.js (src/site/site-rules.ts). */
interface EofferingRulesScript {
  isSafeReturnPath(path: unknown): path is string;
  sha256Hex(text: string): Promise<string>;
}

interface Window {
  EofferingSite: EofferingSiteHelpers;
  EofferingRules: EofferingRulesScript;
}
