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

interface Window {
  EofferingSite: EofferingSiteHelpers;
}
