// The contract's fixtures, written once in @eoffering/shared's testing entry (docs/api-contract.md),
// so the server's tests compare with the same records the apps' tests answer with. Taken from the
// file itself: the entry also holds the apps' render helpers, which need a browser's DOM.
export {
  aBankAccount,
  aDonor,
  anItem,
  donorWithoutIdentity,
} from '../../mfe-shared/src/testing/contract-fixtures';
