// The contract's fixtures live once, in @eoffering/shared/testing; the giving tests name them here.
export { aProject, anItem } from '@eoffering/shared/testing';
