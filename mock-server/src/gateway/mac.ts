import { createHash, timingSafeEqual } from 'node:crypto';

// E.SUN Bank's card acquiring MAC (docs/architecture.md); the key lives only in mock-server settings.
export const computeMac = (data: string, macKey: string): string =>
  createHash('sha256').update(`${data}${macKey}`, 'utf8').digest('hex');

export const macMatches = (data: string, mac: string, macKey: string): boolean => {
  const expected = Buffer.from(computeMac(data, macKey), 'utf8');
  const given = Buffer.from(mac.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/** The JSON a MAC signed, or undefined when the text is none. */
export const signedJson = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};
