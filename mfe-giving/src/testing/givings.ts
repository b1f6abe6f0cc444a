// The contract's fixtures live once, in @eoffering/shared/testing; the giving tests name them here.
export { aDonor, aGiving, aTitle, aTransfer, guestDonor } from '@eoffering/shared/testing';
