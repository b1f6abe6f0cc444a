import type { GivingRecord, StoreShape } from '../store/collections';

/** Successful givings to a project, optionally one member's from a Taipei day on. */
export const projectGivings = (
  data: StoreShape,
  projectAid: number,
  only?: { memberId: string; since: string },
): GivingRecord[] =>
  data.givings.filter(
    (giving) =>
      giving.project_aid === projectAid &&
      giving.status === 0 &&
      (!only ||
        (giving.member_id === only.memberId &&
          giving.offering_build_datetime.slice(0, 10) >= only.since)),
  );

/** The fee the donor covered is not the project's. */
export const givenTotal = (givings: GivingRecord[]): number =>
  givings.reduce((sum, giving) => sum + giving.amount - (giving.fee_amount ?? 0), 0);

/** Members count once, guests once per identity number, or per giving (docs/api-contract.md). */
export const giverCount = (givings: GivingRecord[]): number =>
  new Set(
    givings.map((giving) =>
      giving.member_id !== null
        ? `member:${giving.member_id}`
        : giving.donor?.donor_sid
          ? `guest:${giving.donor.donor_sid}`
          : `giving:${giving.offering_aid}`,
    ),
  ).size;
