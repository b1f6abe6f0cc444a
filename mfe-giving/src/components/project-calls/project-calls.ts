import type { RequestOf } from '@eoffering/shared/contract';

/** A route's projectAid as the number the calls take, or null when it is not a record id. */
export const parseAid = (value: string | undefined): number | null => {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return null;
  const aid = Number(value);
  return Number.isSafeInteger(aid) ? aid : null;
};

export const projectBody = (
  projectAid: number | null,
): RequestOf<'get_project_info_detail'> | null =>
  projectAid === null ? null : { project_aid: projectAid };

/** if_ach 0 asks for every item of the project; each item says whether it allows recurring. */
export const projectItemsBody = (
  projectAid: number | null,
): RequestOf<'get_project_items'> | null =>
  projectAid === null ? null : { project_aid: projectAid, if_ach: 0 };
