import cards from './test-cards.json';

/** docs/simulator.md lists these numbers (test-cards.json). */
type TestCard = (typeof cards)[number] & { outcome: 'approved' | 'declined' | 'abnormal' };

export const TEST_CARDS = cards as readonly TestCard[];

export const findTestCard = (typed: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.number === typed.replace(/[\s-]/g, ''));

export const maskedPan = (digits: string): string =>
  `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;

export const displayCardNo = (pan: string): string => (pan.match(/.{1,4}/g) ?? []).join('-');

export const cardIssuer = (pan: string): Pick<TestCard, 'brand' | 'bankNo' | 'issuer'> => {
  const card = TEST_CARDS.find((candidate) => candidate.number.slice(0, 6) === pan.slice(0, 6));
  return card ?? { brand: 'CARD', bankNo: '000', issuer: 'unknown issuer' };
};
