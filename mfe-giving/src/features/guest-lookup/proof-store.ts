/**
 * The donor identity number that proved a giving on the lookup form, handed to its detail page in
 * memory only: never in the address, the history state or browser storage (docs/decisions.md,
 * guest giving detail). The detail page reads it while it mounts and forgets it once mounted;
 * after a reload nothing is here and the page asks for the identity number again.
 */
const proofs = new Map<number, string>();

export const rememberProof = (offeringAid: number, donorSid: string): void => {
  proofs.set(offeringAid, donorSid);
};

/** The identity number that proved this giving, or null when none did. */
export const proofFor = (offeringAid: number): string | null => proofs.get(offeringAid) ?? null;

export const forgetProof = (offeringAid: number): void => {
  proofs.delete(offeringAid);
};
