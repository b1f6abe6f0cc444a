/** docs/simulator.md lists these numbers. */
export type CardOutcome = 'approved' | 'declined' | 'abnormal';

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  brand: string;
  bankNo: string;
  issuer: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4311952222222222',
    outcome: 'approved',
    brand: 'VISA',
    bankNo: '808',
    issuer: '玉山銀行',
  },
  {
    number: '5555555555554444',
    outcome: 'approved',
    brand: 'MasterCard',
    bankNo: '822',
    issuer: '中國信託',
  },
  {
    number: '4000000000000002',
    outcome: 'declined',
    brand: 'VISA',
    bankNo: '812',
    issuer: '台新銀行',
  },
  {
    number: '4000000000000119',
    outcome: 'abnormal',
    brand: 'VISA',
    bankNo: '812',
    issuer: '台新銀行',
  },
];

export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

export const findTestCard = (typed: string): TestCard | undefined => {
  const digits = cardDigits(typed);
  return TEST_CARDS.find((card) => card.number === digits);
};

export const maskedPan = (digits: string): string =>
  `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;

export const displayCardNo = (pan: string): string => (pan.match(/.{1,4}/g) ?? []).join('-');

export const cardIssuer = (pan: string): Pick<TestCard, 'brand' | 'bankNo' | 'issuer'> => {
  const card = TEST_CARDS.find((candidate) => candidate.number.slice(0, 6) === pan.slice(0, 6));
  return card ?? { brand: 'CARD', bankNo: '000', issuer: 'unknown issuer' };
};
