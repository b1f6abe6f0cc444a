/**
 * The donor identity number that proved a giving on the lookup form, handed to its detail page in
 * memory only: never in the address, the history state or browser storage (docs/screens/
 * guest-lookup.md). The detail page takes it once; after a reload nothing is here and the page
 * asks for the identity number again.
 */
const proofs = new Map<number, string>();

export const rememberProof = (offeringAid: number, donorSid: string): void => {
  proofs.set(offeringAid, donorSid);
};

/** The identity number that proved this giving, forgotten as it is taken; null when none did. */
export const takeProof = (offeringAid: number): string | null => {
  const donorSid = proofs.get(offeringAid) ?? null;
  proofs.delete(offeringAid);
  return donorSid;
};
