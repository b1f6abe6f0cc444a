/** A release number `major.minor.patch` (a pre-release or build suffix is ignored). */
export interface Release {
  major: number;
  minor: number;
  patch: number;
}

/**
 * The release a version or a range starts from: `1.2.3`, `^1.2.3`, `~1.2.3`, `>=1.2.3` all give
 * 1.2.3. Null for anything else (`*`, a tag, a workspace protocol): no claim to check.
 */
export const releaseOf = (versionOrRange: string | undefined): Release | null => {
  const match = /^\s*(?:\^|~|>=|=)?\s*v?(\d+)\.(\d+)\.(\d+)/.exec(versionOrRange ?? '');
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
};

/**
 * docs/architecture.md, compatibility policy: code built against `built` runs on `held` when both
 * have the same major and `held` has every minor `built` may call (its minor is not older). A
 * newer patch on either side only fixes. Below 1.0.0 the minor is the breaking number (semver).
 */
export const runsOn = (built: Release, held: Release): boolean => {
  if (built.major !== held.major) return false;
  if (built.major === 0) return built.minor === held.minor;
  return built.minor <= held.minor;
};

/** Why a remote is not mounted: what it was built against, what the page holds. */
export interface Skew {
  /** `@eoffering/shared`, or `federation runtime`. */
  what: string;
  /** What the remote was built against or requires. */
  needs: string;
  /** What the page holds. */
  held: string;
}

/**
 * The first claim of a remote that the page cannot satisfy, else null. A claim or a page version
 * that is not a release number is not checked (a development build of either side).
 */
export const firstSkew = (
  claims: ReadonlyArray<{ what: string; needs: string | undefined }>,
  held: Record<string, string | undefined>,
): Skew | null => {
  for (const { what, needs } of claims) {
    const heldVersion = held[what];
    const built = releaseOf(needs);
    const page = releaseOf(heldVersion);
    if (built && page && !runsOn(built, page)) {
      return { what, needs: needs ?? '', held: heldVersion ?? '' };
    }
  }
  return null;
};
